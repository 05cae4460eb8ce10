import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";

/** SITE_URL is read when served, not when built. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/admin", "/saller", "/hi/saller", "/api", "/profile", "/hi/profile"],
      },
    ],
    sitemap: `${env.SITE_URL.replace(/\/$/, "")}/sitemap.xml`,
  };
}
