import { env, isProduction, isPublicDeployment } from "../env";
import { policyHeader, securityHeaders, type HeaderContext } from "./security-headers";

/** What the site's headers depend on, from the environment (next.config.ts and the stream). */
export const siteHeaderContext: HeaderContext = {
  production: isProduction,
  publicDeployment: isPublicDeployment,
  razorpayCheckout: env.PAYMENT_PROVIDER === "razorpay",
  mapTileUrl: env.MAP_TILE_URL,
};

/**
 * The headers next.config.ts adds to a response of the site's own policy, as one object, for a
 * response written outside Next.js's routing (lib/messages/stream-server.ts).
 */
export function siteResponseHeaders(context: HeaderContext = siteHeaderContext) {
  const headers: Record<string, string> = {};
  for (const { key, value } of [...securityHeaders(context), policyHeader(context)]) {
    headers[key] = value;
  }
  return headers;
}
