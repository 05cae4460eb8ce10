import { BadgeCheck, Briefcase, MapPin, ShieldCheck, UserRound } from "lucide-react";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { localizeMetadata } from "@/lib/seo/alternates";
import { placeName } from "@/lib/geo/place-names-hi";
import { Suspense } from "react";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";
import { EnquiryPanel } from "@/components/enquiry/enquiry-panel";
import { ResponseTimeNote } from "@/components/messages/response-time-note";
import { BrokerListings } from "@/components/property/broker-listings";
import { MediaImg } from "@/components/property/media-img";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { getBrokerListings, getPublicBroker, type PublicBroker } from "@/lib/brokers/get-broker";
import { env } from "@/lib/env";
import { clip } from "@/lib/seo/describe";
import { breadcrumbList, brokerJsonLd, jsonLdGraph, type Crumb } from "@/lib/seo/json-ld";
import { brokerPath, parseIdParam } from "@/lib/seo/urls";

/**
 * Rendered once per URL on its first visit and kept (ISR), until a tag it read expires. Its
 * status (200, 308 to the canonical URL or 404) is decided in that render, before any byte is
 * sent. Nothing is prerendered at `next build` (no seeded database there): Cache Components
 * wants one param, and "0" names nothing, so it prerenders the 404 without a database read.
 */
export function generateStaticParams() {
  return [{ id: "0" }];
}

export const instant = false;

async function load(rawId: string) {
  const id = parseIdParam(rawId);
  return id ? await getPublicBroker(id) : null;
}

async function pageMetadata(b: PublicBroker): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations("agentPage");
  const where = b.areasServed.length
    ? b.areasServed
        .slice(0, 3)
        .map((area) => placeName(area, locale))
        .join(", ")
    : b.city
      ? placeName(b.city, locale)
      : t("india");
  const name = `${b.name}${b.companyName ? `, ${b.companyName}` : ""}`;
  const title = t("metaTitle", { name, city: b.city ? placeName(b.city, locale) : where });
  const description = clip(
    t("metaDescription", {
      name: b.name,
      rera: b.reraNumber ? ` (${b.reraNumber})` : "",
      where,
      experience: b.experienceYears
        ? t("metaExperience", { years: String(b.experienceYears) })
        : "",
      listings: String(b.activeListings),
      about: b.about ?? "",
    }),
  );
  return {
    title,
    description,
    alternates: { canonical: brokerPath(b.id) },
    openGraph: {
      type: "profile",
      title,
      description,
      url: brokerPath(b.id),
      ...(b.photoUrl ? { images: [b.photoUrl] } : {}),
    },
  };
}

/** A verified agent's public profile, listings and an enquiry form (404 for anyone else). */
export default async function BrokerPage({ params }: PageProps<"/[locale]/broker/[id]">) {
  const broker = await load((await params).id);
  if (!broker) return <NotFoundPage />;
  const listings = await getBrokerListings(broker.id);
  const locale = await getLocale();
  const t = await getTranslations("agentPage");
  const crumbs: Crumb[] = [
    { name: t("home"), path: "/" },
    { name: t("verifiedAgents"), path: "/services/agents" },
    { name: broker.name, path: brokerPath(broker.id) },
  ];
  const jsonLd = jsonLdGraph(
    brokerJsonLd(env.SITE_URL, {
      ...broker,
      path: brokerPath(broker.id),
      description: broker.about,
    }),
    breadcrumbList(env.SITE_URL, crumbs),
  );
  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 pt-32">
      <JsonLdScript data={jsonLd} />
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section
          aria-labelledby="broker-name"
          className="rounded-xl border border-slate-200 bg-white p-6"
        >
          <div className="flex flex-wrap items-start gap-5">
            <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-slate-100">
              {broker.photoUrl ? (
                <MediaImg
                  src={broker.photoUrl}
                  alt={t("photoOf", { name: broker.name })}
                  fill
                  sizes="96px"
                  className="object-cover"
                />
              ) : (
                <UserRound aria-hidden className="m-6 size-12 text-slate-400" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <h1 id="broker-name" className="text-2xl font-bold text-slate-900 sm:text-3xl">
                {broker.name}
              </h1>
              {broker.companyName ? (
                <p className="text-lg text-slate-700">{broker.companyName}</p>
              ) : null}
              <p className="mt-1 inline-flex items-center gap-1 font-medium text-emerald-700">
                <BadgeCheck aria-hidden className="size-5" /> {t("verifiedAgent")}
              </p>
            </div>
          </div>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {broker.reraNumber ? (
              <div>
                <dt className="flex items-center gap-1 text-sm text-slate-600">
                  <ShieldCheck aria-hidden className="size-4" /> {t("reraRegistration")}
                </dt>
                <dd className="font-mono font-semibold text-slate-900">
                  {broker.reraNumber}
                  {broker.reraState ? (
                    <span className="font-sans font-normal text-slate-700">
                      {" "}
                      ({placeName(broker.reraState, locale)})
                    </span>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {broker.experienceYears != null ? (
              <div>
                <dt className="flex items-center gap-1 text-sm text-slate-600">
                  <Briefcase aria-hidden className="size-4" /> {t("experience")}
                </dt>
                <dd className="font-semibold text-slate-900">
                  {t("years", { n: broker.experienceYears })}
                </dd>
              </div>
            ) : null}
            {broker.areasServed.length ? (
              <div className="sm:col-span-2">
                <dt className="flex items-center gap-1 text-sm text-slate-600">
                  <MapPin aria-hidden className="size-4" /> {t("areasServed")}
                </dt>
                <dd className="mt-1 flex flex-wrap gap-2">
                  {broker.areasServed.map((area) => (
                    <span
                      key={area}
                      className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                    >
                      {placeName(area, locale)}
                    </span>
                  ))}
                </dd>
              </div>
            ) : null}
          </dl>
          {broker.about ? (
            <p className="mt-6 whitespace-pre-line text-slate-700">{broker.about}</p>
          ) : null}
        </section>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <EnquiryPanel
            title={t("contact", { name: broker.name })}
            targetType="broker"
            targetId={broker.id}
            defaultMessage={t("defaultMessage")}
          />
          <Suspense fallback={null}>
            <ResponseTimeNote sellerId={broker.id} />
          </Suspense>
        </aside>
      </div>
      <section aria-labelledby="listings-heading" className="mt-10">
        <h2 id="listings-heading" className="mb-4 text-2xl font-bold text-slate-900">
          {t("activeListings", { n: String(broker.activeListings) })}
        </h2>
        <BrokerListings
          brokerId={broker.id}
          total={broker.activeListings}
          page={1}
          listings={listings}
        />
      </section>
    </main>
  );
}

export async function generateMetadata(
  props: PageProps<"/[locale]/broker/[id]">,
): Promise<Metadata> {
  const { id, locale } = await props.params;
  const broker = await load(id);
  if (!broker) return notFoundMetadata();
  return localizeMetadata(locale, await pageMetadata(broker));
}
