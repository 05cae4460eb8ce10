import { initialAdminPasswordFor } from "@/lib/env";
import { contentSecurityPolicy, securityHeaders, tileImageSource } from "../security-headers";

function asMap(headers: { key: string; value: string }[]): Record<string, string> {
  return Object.fromEntries(headers.map((h) => [h.key.toLowerCase(), h.value]));
}

describe("security headers", () => {
  it("a real deployment gets HSTS, upgrade-insecure-requests and no eval", () => {
    const h = asMap(securityHeaders({ production: true, publicDeployment: true }));
    expect(h["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(h["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["content-security-policy"]).not.toContain("unsafe-eval");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("a local http build or development gets no HSTS", () => {
    for (const production of [true, false]) {
      const h = asMap(securityHeaders({ production, publicDeployment: false }));
      expect(h["strict-transport-security"]).toBeUndefined();
      expect(h["content-security-policy"]).not.toContain("upgrade-insecure-requests");
      expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
    const dev = asMap(securityHeaders({ production: false, publicDeployment: false }));
    expect(dev["content-security-policy"]).toContain("'unsafe-eval'");
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
