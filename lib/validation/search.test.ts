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
    // A page past the pages shown is kept (the search says where its results end).
    expect(parseSearchParams({ page: String(MAX_SEARCH_PAGE + 1) })).toMatchObject({
      errors: {},
      filters: { page: MAX_SEARCH_PAGE + 1 },
    });
    expect(parseSearchParams({ page: "1234567" }).errors.page).toBe(
      "Page must be a whole number from 1",
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

describe("distance search parameters", () => {
  it("accepts the radii 1, 2, 5, 10 and 25 km only", () => {
    for (const r of ["1", "2", "5", "10", "25", "5km"]) {
      const { filters, errors } = parseSearchParams({ city: "Indore", radius: r });
      expect(errors).toEqual({});
      expect(filters.radius).toBe(Number(r.replace("km", "")));
    }
    for (const r of ["0", "3", "50", "-5", "5.5", "ten"]) {
      const { filters, errors } = parseSearchParams({ city: "Indore", radius: r });
      expect(errors.radius).toBe("Radius must be 1, 2, 5, 10 or 25 km");
      expect(filters.radius).toBeUndefined();
    }
  });

  it("needs a place or a position for a radius", () => {
    expect(parseSearchParams({ radius: "5" }).errors.radius).toBe(
      "Choose a place or use your position for a distance search",
    );
    expect(parseSearchParams({ radius: "5", searchQuery: "near baner" }).errors).toEqual({});
    expect(parseSearchParams({ radius: "5", lat: "22.7", lon: "75.8" }).errors).toEqual({});
  });

  it("takes a position inside India, latitude and longitude together", () => {
    const ok = parseSearchParams({ lat: " 22.7196 ", lon: "75.8577" });
    expect(ok.errors).toEqual({});
    expect(ok.filters).toMatchObject({ lat: 22.7196, lon: 75.8577 });
    for (const [lat, lon] of [
      ["51.5072", "-0.1276"],
      ["-22.7", "75.8"],
      ["22.7", "120"],
    ]) {
      const { filters, errors } = parseSearchParams({ lat, lon });
      expect(errors).toEqual({ lat: "Coordinates must be inside India" });
      expect(filters.lat).toBeUndefined();
      expect(filters.lon).toBeUndefined();
    }
    expect(parseSearchParams({ lat: "22.7" }).errors).toEqual({
      lon: "Latitude and longitude must be given together",
    });
    const bad = parseSearchParams({ lat: "north", lon: "75.8" });
    expect(bad.errors).toEqual({ lat: "Latitude must be a decimal number of degrees" });
    expect(bad.filters.lon).toBeUndefined();
  });

  it("reads a map area: south,west,north,east inside India, at most 2 degrees a side", () => {
    expect(parseSearchParams({ bounds: "22.6,75.7,22.9,76.0" }).filters.bounds).toEqual({
      south: 22.6,
      west: 75.7,
      north: 22.9,
      east: 76,
    });
    const cases: [string, string][] = [
      ["22.6,75.7,22.9", "Map area must be four numbers: south,west,north,east"],
      ["22.9,75.7,22.6,76.0", "Map area must have its south-west corner first"],
      ["51.4,-0.2,51.6,0.1", "Map area must be inside India"],
      ["18,72,22,77", "Map area is too large; zoom in to search it"],
    ];
    for (const [bounds, message] of cases) {
      expect(parseSearchParams({ bounds }).errors).toEqual({ bounds: message });
    }
  });

  it("knows the distance order", () => {
    expect(parseSearchParams({ sort: "distance" }).filters.sort).toBe("distance");
  });

  it("refuses NUL characters in the text fields like any bad value (issue 25, finding 8)", () => {
    const { filters, errors } = parseSearchParams({
      city: "\u0000x",
      state: "M\u0000P",
      locality: "Vijay\u0000",
      searchQuery: "\u0000",
    });
    expect(errors).toEqual({
      city: "City must not contain NUL characters",
      state: "State must not contain NUL characters",
      locality: "Locality must not contain NUL characters",
      searchQuery: "Search text must not contain NUL characters",
    });
    expect(filters).not.toHaveProperty("city");
    expect(filters).not.toHaveProperty("searchQuery");
  });
});
