import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import type { GoneListing } from "@/lib/properties/gone-property";

/** "This property is no longer available", with similar listings to look at instead. */
export function GoneListingView({ gone }: { gone: GoneListing }) {
  const t = useTranslations("listingGone");
  return (
    <main className="mx-auto min-h-[70vh] max-w-4xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 text-slate-600">
        {t("body", { title: gone.title, place: gone.place ? t("in", { place: gone.place }) : "" })}
      </p>
      {gone.similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-8">
          <h2 id="similar-heading" className="text-xl font-semibold text-slate-900">
            {t("similar")}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {gone.similar.map((s) => (
              <li key={s.href} className="rounded-xl border border-slate-200 bg-white p-4">
                <Link href={s.href} className="font-medium text-slate-900 hover:text-brand-700">
                  {s.title}
                </Link>
                <p className="mt-1 text-sm text-slate-600">{s.place}</p>
                <p className="mt-1 text-sm font-semibold text-slate-900">{s.price}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8">
        <Link href="/properties" className="pill-primary">
          {t("browse")}
        </Link>
      </p>
    </main>
  );
}
