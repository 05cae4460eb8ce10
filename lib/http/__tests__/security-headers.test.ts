import { initialAdminPasswordFor } from "@/lib/env";
import {
  contentSecurityPolicy,
  policyHeader,
  securityHeaders,
  SITE_POLICY_SOURCE,
  tileImageSource,
} from "../security-headers";

function asMap(headers: { key: string; value: string }[]): Record<string, string> {
  return Object.fromEntries(headers.map((h) => [h.key.toLowerCase(), h.value]));
}

describe("security headers", () => {
  it("a real deployment gets HSTS, upgrade-insecure-requests and no eval", () => {
    const context = { production: true, publicDeployment: true };
    const h = asMap([...securityHeaders(context), policyHeader(context)]);
    expect(h["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(h["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).not.toContain("unsafe-eval");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("a local http build or development gets no HSTS", () => {
    for (const production of [true, false]) {
      const context = { production, publicDeployment: false };
      const h = asMap([...securityHeaders(context), policyHeader(context)]);
      expect(h["strict-transport-security"]).toBeUndefined();
      expect(h["content-security-policy"]).not.toContain("upgrade-insecure-requests");
      expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
    const dev = contentSecurityPolicy({ production: false, publicDeployment: false });
    expect(dev).toContain("'unsafe-eval'");
  });

  it("inline event handlers cannot run (issue 25, finding 1): script-src-attr 'none'", () => {
    for (const production of [true, false]) {
      for (const razorpayCheckout of [true, false]) {
        const csp = contentSecurityPolicy({
          production,
          publicDeployment: false,
          razorpayCheckout,
        });
        const directives = new Map(
          csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const),
        );
        expect(directives.get("script-src-attr")).toEqual(["'none'"]);
        // Script elements: same origin, plus Next's inline bootstrap (see contentSecurityPolicy).
        expect(directives.get("script-src-elem")).toEqual(
          expect.arrayContaining(["'self'", "'unsafe-inline'"]),
        );
        expect(directives.get("script-src-elem")).not.toContain("'unsafe-eval'");
      }
    }
  });

  it("uploaded files and documents keep their own policy (issue 25, finding 12)", () => {
    // The source is one unnamed group, read by Next.js (path-to-regexp) as this regular expression.
    const site = new RegExp(`^${SITE_POLICY_SOURCE}$`);
    for (const path of [
      "/",
      "/property/flat-1",
      "/api/users/login",
      "/mediakit",
      "/saller/billing",
    ]) {
      expect(site.test(path)).toBe(true);
    }
    for (const path of ["/media/listings/1/a.webp", "/api/seller/documents/7/x.pdf"]) {
      expect(site.test(path)).toBe(false);
    }
    // The other headers still reach every path.
    expect(
      asMap(securityHeaders({ production: true, publicDeployment: false })),
    ).not.toHaveProperty("content-security-policy");
  });
});

describe("first admin password", () => {
  it("is ADMIN_PASSWORD when set, anywhere", () => {
    expect(initialAdminPasswordFor("Chosen-Secret-9", true)).toBe("Chosen-Secret-9");
    expect(initialAdminPasswordFor("Chosen-Secret-9", false)).toBe("Chosen-Secret-9");
  });

  it("has no default on a real deployment, the demo one elsewhere", () => {
    expect(initialAdminPasswordFor("", true)).toBeNull();
    expect(initialAdminPasswordFor("", false)).toBe("Admin@12345");
  });
});

describe("map tiles in the Content-Security-Policy", () => {
  it("lets the tile host serve images, subdomains as a wildcard", () => {
    expect(tileImageSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(tileImageSource("https://{s}.tiles.example.in/{z}/{x}/{y}.png")).toBe(
      "https://*.tiles.example.in",
    );
    expect(tileImageSource("/tiles/{z}/{x}/{y}.png")).toBeUndefined();
    const csp = contentSecurityPolicy({
      production: true,
      publicDeployment: true,
      mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    });
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  });
});
