import { connection } from "next/server";
import { env } from "@/lib/env";
import { listSitemaps, sitemapIndexXml } from "@/lib/seo/sitemap";

/** The sitemap index: one child per id range of ≤ 50,000 listings, projects or agents, plus the fixed pages. */
export async function GET() {
  // Reads the database and SITE_URL when served, never at `next build`.
  await connection();
  const xml = sitemapIndexXml(env.SITE_URL, await listSitemaps());
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
