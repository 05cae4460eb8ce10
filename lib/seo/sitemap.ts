import { LANGUAGE_TAG, type Locale } from "@/lib/i18n/locales";
import "server-only";
import { and, asc, between, eq, sql, type AnyColumn } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { projects, properties, sellerProfiles, users } from "@/lib/db/schema";
import { CITIES } from "@/lib/geo/cities";
import { isLiveListing } from "@/lib/properties/listing-cards";
import { SERVICES } from "@/lib/services/catalog";
import { canonicalUrl } from "@/lib/seo/alternates";
import { absoluteUrl } from "@/lib/seo/json-ld";
import {
  brokerPath,
  cityPagePath,
  INSIGHT_TOOLS,
  INSIGHTS_PATH,
  insightsCityPath,
  insightsLocalityPath,
  insightsToolPath,
  projectPath,
  propertyPath,
} from "@/lib/seo/urls";

/** The sitemap protocol's limit per file. Child sitemaps cover id ranges of this width, so never exceed it. */
export const SITEMAP_MAX_URLS = 50_000;

/** A page's URL; `alternates` are its versions per language (hreflang), itself included. */
export type SitemapUrl = {
  loc: string;
  lastmod?: Date;
  alternates?: { hreflang: string; href: string }[];
};

/** Hindi pages have their own child sitemaps: "hi-pages", "hi-properties-0", … */
const HINDI_PREFIX = "hi-";
type Kind = "properties" | "projects" | "brokers";

const STATIC_PATHS = [
  "/",
  "/about",
  "/contact",
  "/real-estate/advice",
  "/privacy-policy",
  "/terms-conditions",
  "/how-we-verify",
];

const bucketOf = (column: AnyColumn) => sql<number>`((${column} - 1) / ${SITEMAP_MAX_URLS})::int`;

function liveProperty(now: Date) {
  return and(eq(properties.status, "active"), isLiveListing(now));
}
const liveProject = eq(projects.status, "active");
const liveBroker = and(
  eq(users.role, "seller"),
  eq(users.status, "active"),
  eq(sellerProfiles.kind, "agent"),
  eq(sellerProfiles.verified, true),
);

/** Names of the child sitemaps: "pages", then one per non-empty id range of each kind. */
export async function listSitemaps(now = new Date()): Promise<string[]> {
  const db = await getDb();
  const [p, j, b] = await Promise.all([
    db
      .selectDistinct({ bucket: bucketOf(properties.id) })
      .from(properties)
      .where(liveProperty(now)),
    db
      .selectDistinct({ bucket: bucketOf(projects.id) })
      .from(projects)
      .where(liveProject),
    db
      .selectDistinct({ bucket: bucketOf(users.id) })
      .from(users)
      .innerJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
      .where(liveBroker),
  ]);
  const names = (kind: Kind, rows: { bucket: number }[]) =>
    rows
      .map((r) => Number(r.bucket))
      .sort((a, c) => a - c)
      .map((n) => `${kind}-${n}`);
  const english = [
    "pages",
    ...names("properties", p),
    ...names("projects", j),
    ...names("brokers", b),
  ];
  return [...english, ...english.map((n) => `${HINDI_PREFIX}${n}`)];
}

/**
 * The URLs of one child sitemap in both languages' sitemaps: English ones as listed, Hindi ones
 * (`hi-…`) under /hi; each names both versions and the x-default (hreflang both ways).
 */
export async function sitemapUrls(
  name: string,
  baseUrl: string,
  now = new Date(),
): Promise<SitemapUrl[] | null> {
  const locale: Locale = name.startsWith(HINDI_PREFIX) ? "hi" : "en";
  const paths = await sitemapPaths(locale === "hi" ? name.slice(HINDI_PREFIX.length) : name, now);
  if (!paths) return null;
  return paths.map(({ path, lastmod }) => ({
    loc: canonicalUrl(baseUrl, locale, path),
    lastmod,
    alternates: [
      { hreflang: LANGUAGE_TAG.en, href: canonicalUrl(baseUrl, "en", path) },
      { hreflang: LANGUAGE_TAG.hi, href: canonicalUrl(baseUrl, "hi", path) },
      { hreflang: "x-default", href: canonicalUrl(baseUrl, "en", path) },
    ],
  }));
}

type SitemapPath = { path: string; lastmod?: Date };

/** The (English) paths of one child sitemap, or null when there is no such sitemap. */
async function sitemapPaths(name: string, now: Date): Promise<SitemapPath[] | null> {
  const url = (path: string, lastmod?: Date): SitemapPath => ({ path, lastmod });
  if (name === "pages") {
    return [
      ...STATIC_PATHS.map((p) => url(p)),
      ...SERVICES.map((s) => url(`/services/${s.slug}`)),
      ...CITIES.map((c) => url(cityPagePath(c.slug))),
      url(INSIGHTS_PATH),
      ...INSIGHT_TOOLS.map((t) => url(insightsToolPath(t.slug))),
      ...CITIES.flatMap((c) => [
        url(insightsCityPath(c.slug)),
        ...c.localities.map((l) => url(insightsLocalityPath(c.slug, l.slug))),
      ]),
    ];
  }
  const match = /^(properties|projects|brokers)-(\d{1,5})$/.exec(name);
  if (!match) return null;
  const kind = match[1] as Kind;
  const lo = Number(match[2]) * SITEMAP_MAX_URLS + 1;
  const hi = lo + SITEMAP_MAX_URLS - 1;
  const db = await getDb();
  if (kind === "properties") {
    const rows = await db
      .select({ id: properties.id, slug: properties.slug, updatedAt: properties.updatedAt })
      .from(properties)
      .where(and(liveProperty(now), between(properties.id, lo, hi)))
      .orderBy(asc(properties.id));
    return rows.map((r) => url(propertyPath(r), r.updatedAt));
  }
  if (kind === "projects") {
    const rows = await db
      .select({ id: projects.id, slug: projects.slug, updatedAt: projects.updatedAt })
      .from(projects)
      .where(and(liveProject, between(projects.id, lo, hi)))
      .orderBy(asc(projects.id));
    return rows.map((r) => url(projectPath(r), r.updatedAt));
  }
  const rows = await db
    .select({ id: users.id, updatedAt: sellerProfiles.updatedAt })
    .from(users)
    .innerJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(and(liveBroker, between(users.id, lo, hi)))
    .orderBy(asc(users.id));
  return rows.map((r) => url(brokerPath(r.id), r.updatedAt));
}

function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}

export function sitemapIndexXml(baseUrl: string, names: string[], now = new Date()): string {
  const items = names
    .map(
      (n) =>
        `<sitemap><loc>${escapeXml(absoluteUrl(baseUrl, `/sitemaps/${n}.xml`))}</loc><lastmod>${now.toISOString()}</lastmod></sitemap>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

export function urlSetXml(urls: SitemapUrl[]): string {
  const items = urls
    .map((u) => {
      const lastmod = u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : "";
      const links = (u.alternates ?? [])
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
        )
        .join("");
      return `<url><loc>${escapeXml(u.loc)}</loc>${lastmod}${links}</url>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${items}</urlset>\n`;
}
