import { MAX_SEARCH_PAGE, parseSearchParams, searchParamsSchema } from "./search";

describe("parseSearchParams", () => {
  it("reads the spec's link fields with defaults", () => {
    const { filters, errors } = parseSearchParams({
      propertyType: "LandPlot",
      transactionType: "Buy",
      page: "1",
      city: " Indore ",
      state: "Madhya Pradesh",
      locality: "",
      searchQuery: "",
    });
    expect(errors).toEqual({});
    expect(filters).toEqual({
      propertyType: "LandPlot",
      transactionType: "Buy",
      page: 1,
      city: "Indore",
      state: "Madhya Pradesh",
      sort: "relevance",
    });
  });

  it("accepts Sell as Buy, any case, and defaults to Buy", () => {
    expect(parseSearchParams({ transactionType: "Sell" }).filters.transactionType).toBe("Buy");
    expect(parseSearchParams({ transactionType: "rent" }).filters.transactionType).toBe("Rent");
    expect(parseSearchParams({}).filters.transactionType).toBe("Buy");
  });

  it("reads lists, money words, and repeated keys", () => {
    const params = new URLSearchParams(
      "bhk=2&bhk=3,5&furnishing=semi&postedBy=owner,builder&minPrice=20+lakh&maxPrice=1.5+cr&amenities=lift,gym&verified=true",
    );
    const { filters, errors } = parseSearchParams(params);
    expect(errors).toEqual({});
    expect(filters).toMatchObject({
      bhk: [2, 3, 5],
      furnishing: ["semi"],
      postedBy: ["individual", "builder"],
      minPrice: 20_00_000,
      maxPrice: 1_50_00_000,
      amenities: ["lift", "gym"],
      verified: true,
    });
  });

  it("names every bad field and drops it, keeping the rest", () => {
    const { filters, errors } = parseSearchParams({
      propertyType: "Castle",
      transactionType: "Lease",
      page: "0",
      bhk: "2,9",
      minPrice: "lots",
      minArea: "-5",
      furnishing: "luxury",
      possession: "soon",
      postedBy: "alien",
      verified: "maybe",
      amenities: "moat",
      sort: "random",
      searchQuery: "x".repeat(201),
      city: "Indore",
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        "amenities",
        "bhk",
        "furnishing",
        "minArea",
        "minPrice",
        "page",
        "possession",
        "postedBy",
        "propertyType",
        "searchQuery",
        "sort",
        "transactionType",
        "verified",
      ].sort(),
    );
    expect(filters).toEqual({ transactionType: "Buy", page: 1, sort: "relevance", city: "Indore" });
  });

  it("caps the page and checks ranges", () => {
    expect(parseSearchParams({ page: String(MAX_SEARCH_PAGE + 1) }).errors.page).toMatch(
      /first 500 pages/,
    );
    const { filters, errors } = parseSearchParams({ minPrice: "5000000", maxPrice: "100000" });
    expect(errors.maxPrice).toBe("Maximum price must be at least the minimum price");
    expect(filters.minPrice).toBe(5000000);
    expect(filters.maxPrice).toBeUndefined();
  });

  it("has a strict whole-object schema too", () => {
    expect(searchParamsSchema.safeParse({ bhk: "2", city: "Pune" }).success).toBe(true);
    expect(searchParamsSchema.safeParse({ bhk: "x" }).success).toBe(false);
  });
});
