import type { ServiceFaq } from "@/lib/services/content/types";

/** Questions and answers as native disclosure widgets (work without JavaScript). */
export function FaqList({ faqs }: { faqs: ServiceFaq[] }) {
  return (
    <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 py-4">
          <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
            <span className="flex items-start justify-between gap-4">
              <span>{faq.question}</span>
              <span
                aria-hidden="true"
                className="mt-0.5 text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </span>
          </summary>
          <p className="mt-3 leading-7 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
