import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Link } from "@/components/i18n/link";
import { StillAvailableCard } from "@/components/trust/still-available-answer";
import { describeConfirmLink } from "@/lib/trust/still-available";
import { pageLocale } from "@/lib/i18n/page-locale";
import { stillAvailableParamsSchema } from "@/lib/validation/trust";

/** Depends on the link's token: rendered per request. Opening it changes nothing. */
export const instant = false;

const metadata: Metadata = {
  title: "Is your listing still available?",
  robots: { index: false, follow: false },
};

export const generateMetadata = localizedMetadata(metadata);

/** The page a "Still available?" e-mail or SMS link opens: one button answers. */
export default async function StillAvailablePage({
  params,
  searchParams,
}: PageProps<"/[locale]/still-available">) {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "accountPages.stillAvailable",
  });
  const { token, answer } = stillAvailableParamsSchema.parse(await searchParams);
  const view = await describeConfirmLink(token);
  return (
    <main className="mx-auto flex max-w-6xl justify-center px-4 pb-16 pt-32">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <StillAvailableCard
          token={token}
          suggested={answer}
          view={view.ok ? { ok: true, title: view.title, dealType: view.dealType } : view}
        />
        <p className="mt-6 text-sm text-slate-600">
          <Link href="/saller/properties" className="font-medium text-brand-700 hover:underline">
            {t("myProperties")}
          </Link>
        </p>
      </div>
    </main>
  );
}
