import "server-only";
import { and, asc, between, eq, sql, type AnyColumn } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { projects, properties, sellerProfiles, users } from "@/lib/db/schema";
import { CITIES } from "@/lib/geo/cities";
import { isLiveListing } from "@/lib/properties/listing-cards";
import { SERVICES } from "@/lib/services/catalog";
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

export type SitemapUrl = { loc: string; lastmod?: Date };
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
  return ["pages", ...names("properties", p), ...names("projects", j), ...names("brokers", b)];
}

/** The URLs of one child sitemap, or null when there is no such sitemap. */
export async function sitemapUrls(
  name: string,
  baseUrl: string,
  now = new Date(),
): Promise<SitemapUrl[] | null> {
  const url = (path: string, lastmod?: Date): SitemapUrl => ({
    loc: absoluteUrl(baseUrl, path),
    lastmod,
  });
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
    .map(
      (u) =>
        `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ""}</url>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</urlset>\n`;
}
