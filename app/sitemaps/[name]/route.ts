import { connection } from "next/server";
import { env } from "@/lib/env";
import { sitemapUrls, urlSetXml } from "@/lib/seo/sitemap";

/** One child sitemap: /sitemaps/pages.xml, /sitemaps/properties-0.xml, … */
export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[name]">) {
  // Reads the database and SITE_URL when served, never at `next build`.
  await connection();
  const { name } = await params;
  const urls = name.endsWith(".xml") ? await sitemapUrls(name.slice(0, -4), env.SITE_URL) : null;
  if (!urls)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(urlSetXml(urls), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
