/**
 * The headers every response carries (next.config.ts). Pure, so a test can build them for a
 * real deployment as well as for a local production build.
 */
export type HeaderContext = {
  /** A production build (next build / next start). */
  production: boolean;
  /** A production build served over https at its public address. */
  publicDeployment: boolean;
  /** Razorpay Checkout is in use (PAYMENT_PROVIDER=razorpay): its script and frames are allowed. */
  razorpayCheckout?: boolean;
  /** The map tile URL template (MAP_TILE_URL): its host may serve images. */
  mapTileUrl?: string;
};

/** The CSP source of a tile URL template: its origin, "{s}." subdomains as a wildcard. */
export function tileImageSource(template: string): string | undefined {
  const match = /^(https?:\/\/)([^/]+)/.exec(template.replace("{s}.", "*."));
  return match ? `${match[1]}${match[2]}` : undefined;
}

/**
 * Content-Security-Policy. Next's inline `<script>` elements (the bootstrap and each page's RSC
 * payload, different on every page) need 'unsafe-inline' in `script-src-elem`: a nonce would
 * make every public page render per request (they are cached shells), and a hash cannot name a
 * payload the header is written before. Inline event handlers (`onerror="…"`), the way markup
 * injected into the DOM runs script, are refused outright by `script-src-attr 'none'`: nothing
 * on the site uses one. Development adds 'unsafe-eval' and the HMR websocket.
 */
export function contentSecurityPolicy({
  production,
  publicDeployment,
  razorpayCheckout,
  mapTileUrl,
}: HeaderContext): string {
  const script = ["'self'", "'unsafe-inline'"];
  const img = ["'self'", "data:", "blob:"];
  const tiles = mapTileUrl ? tileImageSource(mapTileUrl) : undefined;
  if (tiles) img.push(tiles);
  const connect = ["'self'"];
  const frame = razorpayCheckout
    ? ["https://api.razorpay.com", "https://checkout.razorpay.com"]
    : ["'none'"];
  if (razorpayCheckout) {
    script.push("https://checkout.razorpay.com");
    connect.push("https://api.razorpay.com", "https://lumberjack.razorpay.com");
  }
  if (!production) {
    script.push("'unsafe-eval'");
    connect.push("ws:", "wss:");
  }
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    `script-src-elem ${script.filter((source) => source !== "'unsafe-eval'").join(" ")}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(" ")}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frame.join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (publicDeployment) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Paths that set their own, stricter Content-Security-Policy (`sandbox; default-src 'none'`):
 * uploaded files (`/media`) and sellers' documents. The site's policy is not added to them
 * (a header from next.config.ts would replace the route's own).
 */
export const OWN_POLICY_PATHS = ["media", "api/seller/documents"] as const;

/** next.config.ts `source` of every path but OWN_POLICY_PATHS. */
export const SITE_POLICY_SOURCE = `/((?!${OWN_POLICY_PATHS.map((p) => `${p}/`).join("|")}).*)`;

/** The site's Content-Security-Policy header (every path but OWN_POLICY_PATHS). */
export function policyHeader(context: HeaderContext): { key: string; value: string } {
  return { key: "Content-Security-Policy", value: contentSecurityPolicy(context) };
}

/** The headers every response carries, the CSP aside (policyHeader). */
export function securityHeaders(context: HeaderContext): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
    // HSTS only where the site is really served over https (a real deployment): on a local
    // http build it would pin 127.0.0.1/localhost to https for two years.
    ...(context.publicDeployment
      ? [
          {
            key: "Strict-Transport-Security",
            value: "max-age=63072000; includeSubDomains; preload",
          },
        ]
      : []),
  ];
}
