import type { Fact } from "@/lib/properties/property-facts";

export function KeyFacts({ facts, title = "Key facts" }: { facts: Fact[]; title?: string }) {
  if (facts.length === 0) return null;
  return (
    <section
      aria-labelledby="key-facts"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="key-facts" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="fact-label">{fact.label}</dt>
            <dd className="fact-value">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
