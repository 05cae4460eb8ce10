import { getLocale, getTranslations } from "next-intl/server";
import { getPhrase } from "@/lib/i18n/server-phrase";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { BuyPlanButton } from "@/components/seller/billing/buy-plan-button";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { billingDetailsDraft, getBillingDetails } from "@/lib/payments/seller-billing";
import { formatINR } from "@/lib/format/money";
import { getSellerEntitlement } from "@/lib/plans/entitlement";
import { listPurchasablePlans } from "@/lib/plans/plan-queries";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import { countOf, planCardLines } from "@/lib/plans/plan-card-lines";
import { formatDate } from "@/lib/format/date";
import { sellerPlansParamsSchema } from "@/lib/validation/seller";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Plans");

export default async function SellerPlansPage({
  searchParams,
}: PageProps<"/[locale]/saller/plans">) {
  const seller = await requireSellerPage("/saller/plans");
  const { failed } = sellerPlansParamsSchema.parse(await searchParams);
  const now = new Date();
  const [plans, entitlement, billing, t, phrase, found] = await Promise.all([
    listPurchasablePlans(seller.sellerKind),
    getSellerEntitlement(seller.id, seller.sellerKind, now),
    getBillingDetails(seller),
    getTranslations("seller.plans"),
    getPhrase(),
    getLocale(),
  ]);
  const locale = isLocale(found) ? found : DEFAULT_LOCALE;
  // Asked once, at the first checkout: the form comes pre-filled from the profile.
  const billingDraft = billing ? null : await billingDetailsDraft(seller);
  const left = Math.max(0, entitlement.listingQuota - entitlement.listingsUsed);
  return (
    <section className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-600">
          {t("intro", {
            kind:
              locale === DEFAULT_LOCALE
                ? SELLER_KIND_LABELS[seller.sellerKind].long.toLowerCase()
                : phrase(SELLER_KIND_LABELS[seller.sellerKind].long),
          })}
        </p>
      </header>

      {failed ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {t("failed")}
        </p>
      ) : null}

      <section aria-labelledby="current-plan" className="rounded-lg border bg-white p-4 shadow-sm">
        <h2 id="current-plan" className="text-lg font-semibold text-slate-900">
          {t("yourPlan")}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div>
            <dt className="text-xs uppercase text-slate-500">{t("listingsUsed")}</dt>
            <dd className="text-xl font-bold" data-testid="listings-used">
              {t("of", { used: entitlement.listingsUsed, quota: entitlement.listingQuota })}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500">{t("listingsLeft")}</dt>
            <dd className="text-xl font-bold">{left}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-slate-500">{t("featuredUsed")}</dt>
            <dd className="text-xl font-bold" data-testid="featured-used">
              {t("of", { used: entitlement.featuredUsed, quota: entitlement.featuredQuota })}
            </dd>
          </div>
        </dl>
        <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label={t("running")}>
          {entitlement.free ? (
            <li>
              {t("freeLine", {
                name: entitlement.free.name,
                listings: phrase(countOf(entitlement.free.listingQuota, "live listing")),
                featured: entitlement.free.featuredQuota,
              })}
            </li>
          ) : null}
          {entitlement.subscriptions.map((s) => (
            <li key={s.id}>
              <span className="font-semibold">{s.planName}</span>
              {s.granted ? ` ${t("granted")}` : ""}
              {t("subscriptionLine", {
                listings: phrase(countOf(s.listingQuota, "listing")),
                featured: s.featuredQuota,
                until: formatDate(s.endsAt, locale),
              })}
            </li>
          ))}
        </ul>
      </section>

      <ul className="grid gap-4 md:grid-cols-3" aria-label={t("toBuy")}>
        {plans.map((plan) => (
          <li
            key={plan.id}
            aria-label={plan.name}
            className="flex flex-col rounded-lg border bg-white p-4 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
            <p className="mt-1 text-2xl font-bold text-slate-900">
              {formatINR(plan.price)}
              <span className="ml-1 text-xs font-normal text-slate-500">{t("inclGst")}</span>
            </p>
            <p className="text-sm text-slate-600">{t("days", { days: plan.durationDays })}</p>
            <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {planCardLines(plan).map((line) => (
                <li key={line}>{phrase(line)}</li>
              ))}
            </ul>
            <div className="mt-4">
              <BuyPlanButton planId={plan.id} planName={plan.name} billingDraft={billingDraft} />
            </div>
          </li>
        ))}
        {plans.length === 0 ? <li className="text-sm text-slate-600">{t("none")}</li> : null}
      </ul>
    </section>
  );
}
