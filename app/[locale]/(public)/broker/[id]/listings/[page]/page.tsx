import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/link";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";
import { BrokerListings } from "@/components/property/broker-listings";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import {
  brokerListingsLastPage,
  getBrokerListings,
  getPublicBroker,
} from "@/lib/brokers/get-broker";
import { env } from "@/lib/env";
import { localizeMetadata } from "@/lib/seo/alternates";
import { breadcrumbList, type Crumb } from "@/lib/seo/json-ld";
import { brokerListingsPath, brokerPath, parseIdParam } from "@/lib/seo/urls";

/**
 * The second and later pages of a verified agent's listings (the first is on the profile,
 * /broker/[id]). Kept per URL like the profile (ISR until a tag it read expires); a page number
 * that is not one of the agent's pages is a 404. "0" names nothing: the build prerenders a 404
 * without a database read.
 */
export function generateStaticParams() {
  // Both segments: the profile page's own param ("0") is not handed down to this route.
  return [{ id: "0", page: "0" }];
}

export const instant = false;

async function load(rawId: string, rawPage: string) {
  const id = parseIdParam(rawId);
  const page = parseIdParam(rawPage);
  if (!id || !page || page < 2 || String(page) !== rawPage) return null;
  const broker = await getPublicBroker(id);
  if (!broker) return null;
  const last = brokerListingsLastPage(broker.activeListings);
  return page > last ? null : { broker, page, last };
}

export default async function BrokerListingsPage({
  params,
}: PageProps<"/[locale]/broker/[id]/listings/[page]">) {
  const { id, page: rawPage } = await params;
  const found = await load(id, rawPage);
  if (!found) return <NotFoundPage />;
  const { broker, page, last } = found;
  const listings = await getBrokerListings(broker.id, page);
  const t = await getTranslations("agentPage");
  const crumbs: Crumb[] = [
    { name: t("home"), path: "/" },
    { name: t("verifiedAgents"), path: "/services/agents" },
    { name: broker.name, path: brokerPath(broker.id) },
    {
      name: t("listingsPageTitle", { name: broker.name, page, last }),
      path: brokerListingsPath(broker.id, page),
    },
  ];
  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 pt-32">
      <JsonLdScript data={breadcrumbList(env.SITE_URL, crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t("listingsBy", { name: broker.name })}
      </h1>
      <p className="mb-6 mt-1">
        <Link href={brokerPath(broker.id)} className="text-brand-700 hover:underline">
          {t("backToProfile", { name: broker.name })}
        </Link>
      </p>
      <BrokerListings
        brokerId={broker.id}
        total={broker.activeListings}
        page={page}
        listings={listings}
      />
    </main>
  );
}

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/broker/[id]/listings/[page]">): Promise<Metadata> {
  const { id, page: rawPage, locale } = await params;
  const found = await load(id, rawPage);
  if (!found) return notFoundMetadata();
  const { broker, page, last } = found;
  const t = await getTranslations("agentPage");
  const title = t("listingsPageTitle", { name: broker.name, page, last });
  return localizeMetadata(locale, {
    title,
    description: t("listingsPageDescription", { name: broker.name, page, last }),
    alternates: { canonical: brokerListingsPath(broker.id, page) },
  });
}
