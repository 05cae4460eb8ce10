import type { NextConfig } from "next";
import { isProduction, isPublicDeployment } from "./lib/env";

/**
 * Content-Security-Policy. Next's inline bootstrap scripts need 'unsafe-inline' (no nonces, so
 * pages stay cacheable); development adds 'unsafe-eval' and the HMR websocket.
 */
function contentSecurityPolicy(): string {
  const script = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  if (!isProduction) {
    script.push("'unsafe-eval'");
    connect.push("ws:", "wss:");
  }
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (isPublicDeployment) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy() },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  // HSTS only where the site is really served over https (a real deployment).
  ...(isPublicDeployment
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
    : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "pino", "pg"],
  experimental: {
    // 'use cache' + cacheTag for public reads without opting every route into cacheComponents.
    useCache: true,
  },
  images: {
    formats: ["image/webp"],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
