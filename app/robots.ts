import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// SITE_URL is read when served, not when built.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/saller", "/api", "/profile"] }],
    sitemap: `${env.SITE_URL.replace(/\/$/, "")}/sitemap.xml`,
  };
}
