import { env } from "@/lib/env";
import { listSitemaps, sitemapIndexXml } from "@/lib/seo/sitemap";

// Reads the database: never built at `next build`.
export const dynamic = "force-dynamic";

/** The sitemap index: one child per id range of ≤ 50,000 listings, projects or agents, plus the fixed pages. */
export async function GET() {
  const xml = sitemapIndexXml(env.SITE_URL, await listSitemaps());
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
