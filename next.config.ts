import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { env, isProduction, isPublicDeployment } from "./lib/env";
import { securityHeaders } from "./lib/http/security-headers";

const responseHeaders = securityHeaders({
  production: isProduction,
  publicDeployment: isPublicDeployment,
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "pino", "pg"],
  // Partial prerendering: static shells prerendered at build, per-visitor and database-backed
  // parts stream in Suspense holes; public reads are cached with 'use cache' + cacheTag.
  cacheComponents: true,
  // Link prefetches keep today's behaviour; listing pages decide their 404 before any byte is sent.
  partialPrefetching: false,
  images: {
    formats: ["image/webp"],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
  },
  async headers() {
    return [{ source: "/:path*", headers: responseHeaders }];
  },
};

/**
 * Several instances (`next start` with REDIS_URL): the 'use cache' handler shares tag expiry
 * through Redis (lib/cache/tag-sync-handler.mjs), so a listing changed through one instance is
 * fresh on every other at once. Not at build time (no Redis needed to build); without REDIS_URL
 * Next.js's own in-memory handler serves one process as before.
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !env.REDIS_URL) return nextConfig;
  (globalThis as { __landAcreTagSyncConfig?: { redisUrl: string } }).__landAcreTagSyncConfig = {
    redisUrl: env.REDIS_URL,
  };
  return {
    ...nextConfig,
    cacheHandlers: { default: path.resolve("lib/cache/tag-sync-handler.mjs") },
  };
}
