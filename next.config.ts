import type { NextConfig } from "next";
import { env, isProduction, isPublicDeployment } from "./lib/env";
import { securityHeaders } from "./lib/http/security-headers";

const responseHeaders = securityHeaders({
  production: isProduction,
  publicDeployment: isPublicDeployment,
  razorpayCheckout: env.PAYMENT_PROVIDER === "razorpay",
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "pino", "pg", "razorpay"],
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
    return [{ source: "/:path*", headers: responseHeaders }];
  },
};

export default nextConfig;
