import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { describeUnsubscribe, type UnsubscribeView } from "@/lib/alerts/unsubscribe";
import { pageLocale } from "@/lib/i18n/page-locale";
import { phraseFor } from "@/lib/i18n/phrase";
import { unsubscribeParamsSchema } from "@/lib/validation/saved-search";
import { unsubscribeAction } from "./actions";

/** Depends on the link's token: rendered per request. Reading it changes nothing. */
export const instant = false;

const metadata: Metadata = {
  title: "Unsubscribe from alerts",
  robots: { index: false, follow: false },
};

export const generateMetadata = localizedMetadata(metadata);

/** Why a link does not work: its heading and text in the catalogue (accountPages.unsubscribe). */
const REFUSALS = {
  invalid: ["invalidTitle", "invalidBody"],
  expired: ["expiredTitle", "expiredBody"],
  gone: ["goneTitle", "goneBody"],
} as const satisfies Record<Exclude<UnsubscribeView, { ok: true }>["reason"], [string, string]>;

export default async function UnsubscribePage({
  params,
  searchParams,
}: PageProps<"/[locale]/alerts/unsubscribe">) {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "accountPages.unsubscribe" });
  const phrase = phraseFor(locale);
  const { token } = unsubscribeParamsSchema.parse(await searchParams);
  const view = await describeUnsubscribe(token);
  return (
    <main className="mx-auto flex max-w-6xl justify-center px-4 pb-16 pt-32">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {!view.ok ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t(REFUSALS[view.reason][0])}</h1>
            <p className="mt-3 text-slate-700">{t(REFUSALS[view.reason][1])}</p>
          </>
        ) : view.alreadyOff ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t("doneTitle")}</h1>
            <p className="mt-3 text-slate-700" role="status">
              {t("doneBody", { what: phrase(view.what) })}
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t("askTitle")}</h1>
            <p className="mt-3 text-slate-700">{t("ask", { what: phrase(view.what) })}</p>
            <form action={unsubscribeAction} className="mt-5">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              <button
                type="submit"
                className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t("button")}
              </button>
            </form>
          </>
        )}
        <p className="mt-6 text-sm text-slate-600">
          <Link
            href="/profile#saved-searches"
            className="font-medium text-brand-700 hover:underline"
          >
            {t("manage")}
          </Link>
        </p>
      </div>
    </main>
  );
}
