import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { sharedCacheOptions } from "./lib/cache/shared-cache-config";
import { env } from "./lib/env";
import { SERVER_ACTION_MAX_BYTES } from "./lib/http/action-limits";
import { localeRewrites } from "./lib/i18n/locale-rewrites";
import { MEDIA_WIDTHS } from "./lib/media/image-urls";
import { policyHeader, securityHeaders, SITE_POLICY_SOURCE } from "./lib/http/security-headers";
import { siteHeaderContext as headerContext } from "./lib/http/site-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Responses are gzipped unless a proxy in front does it (lib/env.ts HTTP_COMPRESS).
  compress: env.HTTP_COMPRESS,
  // No ETag: Next.js hashes the whole document on every request to make one, the largest single
  // CPU cost of serving a cached page (bench/README.md). The price: a browser revalidating a page
  // gets it again instead of a 304 (a CDN in front makes its own ETags).
  generateEtags: false,
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "sharp",
    "pino",
    "pg",
    "razorpay",
  ],
  // Partial prerendering: static shells prerendered at build, per-visitor and database-backed
  // parts stream in Suspense holes; public reads are cached with 'use cache' + cacheTag.
  cacheComponents: true,
  // Rendered pages kept in memory per process (listing pages are one cached copy per URL).
  cacheMaxMemorySize: env.PAGE_CACHE_MB * 1024 * 1024,
  // Link prefetches keep today's behaviour; listing pages decide their 404 before any byte is sent.
  partialPrefetching: false,
  experimental: {
    // Turbopack's build cache in .next/cache (lib/env.ts BUILD_CACHE; off in CI's fresh clone).
    turbopackFileSystemCacheForBuild: env.BUILD_CACHE,
    // app/global-not-found.tsx answers unmatched paths; no root not-found rides along every page.
    globalNotFound: true,
    // proxy.ts answers 413 with a readable message above this size (Next's own check says 500).
    serverActions: { bodySizeLimit: SERVER_ACTION_MAX_BYTES },
  },
  turbopack: {
    resolveAlias: {
      // use-intl's message formatter compiles messages with intl-messageformat and its parser
      // (12 KB gzipped in every page's JavaScript); this one formats the same ICU syntax the
      // catalogues use, checked against it on every message (lib/i18n/icu-message.test.ts).
      "use-intl/format-message": "./lib/i18n/format-message.ts",
      // The browser fetches the client catalogue as a file; the server reads it in place.
      "@/lib/i18n/catalogue-source": { browser: "./lib/i18n/catalogue-source.browser.ts" },
    },
  },
  images: {
    formats: ["image/webp"],
    // Photos are stored in these widths and MediaImage's loader names the stored files directly,
    // so a srcset lists the three files once each instead of ten widths that name the same three.
    deviceSizes: [...MEDIA_WIDTHS],
    imageSizes: [],
  },
  async rewrites() {
    return { beforeFiles: localeRewrites, afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(headerContext) },
      // Uploaded files and documents keep their own sandboxing policy (lib/media/read-upload.ts).
      { source: SITE_POLICY_SOURCE, headers: [policyHeader(headerContext)] },
    ];
  },
};

/**
 * `next start` registers its page cache (and with REDIS_URL the shared cache on Redis) through
 * Next.js's public `cacheHandler` / `cacheHandlers` options (lib/cache/shared-cache-config.ts).
 */
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, ...sharedCacheOptions(phase, env.REDIS_URL) });
}
