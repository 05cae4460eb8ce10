import { localeRewrites } from "./locale-rewrites";
import { isLocale, localizedPath, splitLocale } from "./locales";

describe("language paths", () => {
  it("puts Hindi under /hi and leaves English, the admin console and the API alone", () => {
    expect(localizedPath("hi", "/")).toBe("/hi");
    expect(localizedPath("hi", "/property/flat-12?x=1")).toBe("/hi/property/flat-12?x=1");
    expect(localizedPath("hi", "/?q=1")).toBe("/hi?q=1");
    expect(localizedPath("hi", "/hi/about")).toBe("/hi/about");
    expect(localizedPath("hi", "/admin/dashboard")).toBe("/admin/dashboard");
    expect(localizedPath("hi", "/api/users/me")).toBe("/api/users/me");
    expect(localizedPath("hi", "https://example.com/")).toBe("https://example.com/");
    expect(localizedPath("en", "/about")).toBe("/about");
  });

  it("reads the language of a path", () => {
    expect(splitLocale("/hi/saller/login")).toEqual({ locale: "hi", path: "/saller/login" });
    expect(splitLocale("/hi")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocale("/history")).toEqual({ locale: "en", path: "/history" });
    expect(splitLocale("/en/about")).toEqual({ locale: "en", path: "/about" });
    expect(isLocale("fr")).toBe(false);
  });

  it("serves English paths from the [locale] route and nothing else", () => {
    const rule = localeRewrites[1];
    const pattern = new RegExp(`^${rule.source.replace("/:path(", "/(")}$`);
    const rewritten = (path: string) => pattern.test(path);
    expect(rewritten("/about")).toBe(true);
    expect(rewritten("/history")).toBe(true);
    expect(rewritten("/fr/about")).toBe(true); // → /en/fr/about: no such page, a 404
    expect(rewritten("/search-results/q/qminPrice%3D1.5")).toBe(true);
    expect(rewritten("/hi/about")).toBe(false);
    expect(rewritten("/hi")).toBe(false);
    expect(rewritten("/admin/login")).toBe(false);
    expect(rewritten("/api/health")).toBe(false);
    expect(rewritten("/icons.svg")).toBe(false);
    expect(rewritten("/sitemap.xml")).toBe(false);
  });
});
