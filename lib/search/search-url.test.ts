import { resolveAppliedFilters } from "./applied-filters";
import { filterChips, searchHeading } from "./search-labels";
import { removeFilterHref, searchPageHref } from "./search-url";
import { parseSearchParams } from "@/lib/validation/search";

const applied = (params: Record<string, string>) =>
  resolveAppliedFilters(parseSearchParams(params).filters);

describe("search headings, chips and links", () => {
  it("writes headings buyers read", () => {
    expect(searchHeading(applied({ propertyType: "FlatApartment", city: "Indore" }))).toBe(
      "Flats for Sale in Indore",
    );
    expect(searchHeading(applied({ propertyType: "LandPlot", city: "bengaluru" }))).toBe(
      "Plots & Land for Sale in Bangalore",
    );
    expect(searchHeading(applied({ propertyType: "Office", city: "Mumbai" }))).toBe(
      "Office Spaces for Sale in Mumbai",
    );
    expect(searchHeading(applied({ propertyType: "Shop", city: "Mumbai" }))).toBe(
      "Shops & Showrooms for Sale in Mumbai",
    );
    expect(searchHeading(applied({ searchQuery: "2 bhk flat for rent in pune" }))).toBe(
      "2 BHK Flats for Rent in Pune",
    );
    expect(searchHeading(applied({ transactionType: "PG" }))).toBe("PG Accommodation in India");
  });

  it("names the 1 RK choice of the flat group after the RK studios it finds", () => {
    const rk = { propertyType: "FlatApartment", transactionType: "Rent", city: "Pune", bhk: "0" };
    expect(searchHeading(applied(rk))).toBe("1 RK / Studio Apartments for Rent in Pune");
    expect(searchHeading(applied(rk), "hi")).toContain("1 RK");
    expect(searchHeading(applied({ searchQuery: "serviced apartment in pune" }))).toBe(
      "Serviced Apartments for Sale in Pune",
    );
  });

  it("turns parsed text into explicit filters when one chip is removed", () => {
    const a = applied({ searchQuery: "2 bhk flat in indore under 50 lakh" });
    expect(filterChips(a).map((c) => [c.key, c.fromQuery])).toEqual([
      ["propertyType", true],
      ["city", true],
      ["price", true],
      ["bhk", true],
    ]);
    const href = removeFilterHref("/search-results", a, "bhk");
    const next = applied(Object.fromEntries(new URL(href, "http://x").searchParams));
    expect(next).toMatchObject({
      propertyType: "FlatApartment",
      city: "Indore",
      maxPrice: 50_00_000,
    });
    expect(next.bhk).toBeUndefined();
  });

  it("reads owner / no broker as the posted-by-owner filter; an explicit choice wins", () => {
    const a = applied({ searchQuery: "2 bhk no broker in pune" });
    expect(a.postedBy).toEqual(["individual"]);
    expect(filterChips(a).find((c) => c.key === "postedBy")).toEqual({
      key: "postedBy",
      label: "Owner",
      fromQuery: true,
    });
    expect(a.keywords).toEqual([]);
    expect(applied({ searchQuery: "owner flat", postedBy: "agent" }).postedBy).toEqual(["agent"]);
    expect(applied({ searchQuery: "इंदौर में 2 बीएचके" })).toMatchObject({
      city: "Indore",
      bhk: [2],
      propertyType: "FlatApartment",
    });
  });

  it("keeps every filter in page links", () => {
    const a = applied({ city: "Pune", bhk: "2,3", sort: "price_asc", verified: "true" });
    const url = new URL(searchPageHref("/properties", a, 4), "http://x");
    expect(url.pathname).toBe("/properties");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      page: "4",
      city: "Pune",
      bhk: "2,3",
      sort: "price_asc",
      verified: "true",
    });
  });
});
