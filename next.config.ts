import type { NextConfig } from "next";
import { env, isProduction, isPublicDeployment } from "./lib/env";
import { SERVER_ACTION_MAX_BYTES } from "./lib/http/action-limits";
import { securityHeaders } from "./lib/http/security-headers";

const responseHeaders = securityHeaders({
  production: isProduction,
  publicDeployment: isPublicDeployment,
  razorpayCheckout: env.PAYMENT_PROVIDER === "razorpay",
  mapTileUrl: env.MAP_TILE_URL,
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
    // app/global-not-found.tsx answers unmatched paths; no root not-found rides along every page.
    globalNotFound: true,
    // proxy.ts answers 413 with a readable message above this size (Next's own check says 500).
    serverActions: { bodySizeLimit: SERVER_ACTION_MAX_BYTES },
  },
  images: {
    formats: ["image/webp"],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
  },
  async headers() {
    return [{ source: "/:path*", headers: responseHeaders }];
  },
};

export default nextConfig;
