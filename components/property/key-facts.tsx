import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import type { Fact } from "@/lib/properties/property-facts";

export function KeyFacts({ facts, title }: { facts: Fact[]; title?: string }) {
  const t = useTranslations("listing");
  const phrase = usePhrase();
  if (facts.length === 0) return null;
  return (
    <section
      aria-labelledby="key-facts"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="key-facts" className="text-xl font-bold text-slate-900">
        {title ?? t("keyFacts")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="fact-label">{phrase(fact.label)}</dt>
            <dd className="fact-value">{phrase(fact.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
