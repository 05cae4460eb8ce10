import { pathInLocale } from "@/components/i18n/language-switch";

describe("the same page in the other language", () => {
  it("swaps the language prefix and keeps the query", () => {
    expect(pathInLocale("/property/2-bhk-flat-42", "", "hi")).toBe("/hi/property/2-bhk-flat-42");
    expect(pathInLocale("/hi/search-results", "?city=Pune", "en")).toBe(
      "/search-results?city=Pune",
    );
    expect(pathInLocale("/hi", "", "en")).toBe("/");
  });

  it("names a gone listing's page by the listing's address, not the route it is drawn from", () => {
    expect(pathInLocale("/listing-gone/42", "", "hi")).toBe("/hi/property/42");
    expect(pathInLocale("/hi/listing-gone/42", "", "en")).toBe("/property/42");
    expect(pathInLocale("/listing-gone/42/x", "", "hi")).toBe("/hi/listing-gone/42/x");
  });
});

describe("results drawn from their search's cached copy", () => {
  it("names the results page, not the cached copy's route", () => {
    expect(pathInLocale("/search-results/q/qcity%3DPune", "", "hi")).toBe("/hi/search-results");
    expect(pathInLocale("/hi/search-results/q/qcity%3DPune", "?city=Pune", "en")).toBe(
      "/search-results?city=Pune",
    );
  });
});
