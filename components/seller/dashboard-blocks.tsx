import { formatIndianNumber } from "@/lib/format/money";
import { Link } from "@/components/i18n/link";
import { cache } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { getListingTitle, getPhrase } from "@/lib/i18n/server-phrase";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { ChartEmptyState } from "@/components/seller/chart-empty-state";
import { MonthlyChart } from "@/components/seller/monthly-chart";
import { RenewButton } from "@/components/seller/renew-button";
import { cn } from "@/components/ui/cn";
import { VerificationCard } from "@/components/seller/verification-card";
import type { SellerActor } from "@/lib/auth/current-user";
import { formatDate } from "@/lib/format/date";
import { listSellerLeads } from "@/lib/leads/seller-leads";
import { getDashboardStats } from "@/lib/seller/dashboard-stats";
import { profileCompleteness } from "@/lib/seller/profile-completeness";
import { getVerificationState } from "@/lib/seller/verification";

/*
 * The seller dashboard's blocks, each an async server component the page streams in its own
 * Suspense boundary. The stats feed three blocks and are read once per request.
 */
const statsFor = cache((seller: SellerActor) => getDashboardStats(seller));

async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

export async function SummaryCards({ seller }: { seller: SellerActor }) {
  const [stats, t] = await Promise.all([statsFor(seller), getTranslations("seller.dashboard")]);
  const cards = [
    { label: t("live"), value: stats.live, href: "/saller/properties?status=active" },
    {
      label: t("pendingReview"),
      value: stats.pendingReview,
      href: "/saller/properties?status=pending",
    },
    {
      label: t("enquiriesThisMonth"),
      value: stats.enquiriesThisMonth,
      href: "/saller/queries/manage",
    },
    { label: t("viewsThisMonth"), value: stats.viewsThisMonth, href: "/saller/properties" },
    // Only builders post projects.
    ...(stats.projects === null
      ? []
      : [{ label: t("projects"), value: stats.projects, href: "/saller/projects" }]),
  ];
  return (
    <ul
      className={cn(
        "grid grid-cols-2 gap-3",
        cards.length > 4 ? "md:grid-cols-5" : "md:grid-cols-4",
      )}
      aria-label={t("summary")}
    >
      {cards.map((c) => (
        <li key={c.label}>
          <Link
            href={c.href}
            className="block rounded-lg border bg-white p-4 shadow-sm hover:border-brand-500"
          >
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{c.label}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900">
              {formatIndianNumber(c.value, 3)}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export async function Verification({ seller }: { seller: SellerActor }) {
  return <VerificationCard state={await getVerificationState(seller)} />;
}

export async function YearChart({ seller }: { seller: SellerActor }) {
  const [stats, t] = await Promise.all([statsFor(seller), getTranslations("seller.dashboard")]);
  return (
    <>
      <h2 className="mb-2 font-semibold text-slate-900">{t("chartTitle", { year: stats.year })}</h2>
      {stats.monthly.some((m) => m.views > 0 || m.enquiries > 0) ? (
        <MonthlyChart data={stats.monthly} year={stats.year} />
      ) : (
        <ChartEmptyState live={stats.live} pendingReview={stats.pendingReview} />
      )}
    </>
  );
}

export async function RecentEnquiries({ seller }: { seller: SellerActor }) {
  const [leads, t, locale, listingTitle] = await Promise.all([
    listSellerLeads(seller, {}),
    getTranslations("seller.dashboard"),
    pageLocale(),
    getListingTitle(),
  ]);
  const recent = leads.items.slice(0, 5);
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3">
        <h2 className="font-semibold text-slate-900">{t("recentEnquiries")}</h2>
        <Link href="/saller/queries/manage" className="text-sm text-brand-600 underline">
          {t("allEnquiries", { unread: leads.unread })}
        </Link>
      </div>
      {recent.length === 0 ? (
        <p className="text-sm text-slate-500">{t("noEnquiries")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {recent.map((l) => (
            <li key={l.id} className="py-2 text-sm">
              <p className="font-medium text-slate-900">
                {l.name}{" "}
                {l.unread ? (
                  <span className="text-xs font-bold text-amber-700">· {t("unread")}</span>
                ) : null}
              </p>
              <p className="truncate text-slate-600">
                {/* A listing's title as listing cards word it; a project's name as typed. */}
                {l.about !== null && l.propertyId !== null
                  ? listingTitle(l.about)
                  : (l.about ?? t("directEnquiry"))}{" "}
                — {l.message || t("noMessage")}
              </p>
              <p className="text-xs text-slate-500">{formatDate(l.createdAt, locale)}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export async function ExpiringSoon({ seller }: { seller: SellerActor }) {
  const [stats, t, locale, listingTitle] = await Promise.all([
    statsFor(seller),
    getTranslations("seller.dashboard"),
    pageLocale(),
    getListingTitle(),
  ]);
  return (
    <>
      {stats.expiringSoon.length === 0 ? (
        <p className="text-sm text-slate-500">{t("noneExpiring")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {stats.expiringSoon.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium">{listingTitle(e.title)}</span>
                <span className="text-xs text-slate-500">
                  {t("expires", { date: formatDate(e.expiresAt, locale) })}
                </span>
              </span>
              <RenewButton id={e.id} title={listingTitle(e.title)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export async function ProfileCompleteness({ seller }: { seller: SellerActor }) {
  const [profile, t, phrase] = await Promise.all([
    profileCompleteness(seller),
    getTranslations("seller.dashboard"),
    getPhrase(),
  ]);
  return (
    <>
      <div
        role="progressbar"
        aria-label={t("completeness")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={profile.percent}
        className="mt-2 h-2 overflow-hidden rounded bg-slate-200"
      >
        <div className="h-full bg-green-500" style={{ width: `${profile.percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t("percentComplete", { percent: profile.percent })}
      </p>
      {profile.missing.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-600">
          {profile.missing.map((m) => (
            <li key={m}>{phrase(m)}</li>
          ))}
        </ul>
      ) : null}
      <Link
        href="/saller/update-profile"
        className="mt-2 inline-block text-sm font-semibold text-brand-600 underline"
      >
        {t("updateProfile")}
      </Link>
    </>
  );
}
