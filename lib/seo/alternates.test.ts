import { canonicalUrl, localizeMetadata } from "./alternates";

describe("canonicalUrl", () => {
  it("is the page's address in its language: Hindi pages under /hi, English unprefixed", () => {
    const base = "https://landacre.in/";
    expect(canonicalUrl(base, "hi", "/property/2-bhk-flat-in-indore-12")).toBe(
      "https://landacre.in/hi/property/2-bhk-flat-in-indore-12",
    );
    expect(canonicalUrl(base, "en", "/property/2-bhk-flat-in-indore-12")).toBe(
      "https://landacre.in/property/2-bhk-flat-in-indore-12",
    );
    expect(canonicalUrl(base, "hi", "/compare?ids=3,4")).toBe(
      "https://landacre.in/hi/compare?ids=3,4",
    );
    expect(canonicalUrl(base, "hi", "/")).toBe("https://landacre.in/hi");
  });

  it("is the canonical the page's metadata declares, made absolute", () => {
    const path = "/project/skyline-heights-45";
    const { alternates } = localizeMetadata("hi", { alternates: { canonical: path } });
    expect(canonicalUrl("https://landacre.in", "hi", path)).toBe(
      `https://landacre.in${alternates?.canonical}`,
    );
  });
});
