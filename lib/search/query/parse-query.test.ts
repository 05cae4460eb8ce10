import { removeChip } from "@/lib/search/query/chips";
import { parseSearchQuery, type ParsedQuery } from "@/lib/search/query/parse-query";
import type { Gazetteer } from "@/lib/search/query/places";

const gazetteer: Gazetteer = {
  cities: [
    { name: "Indore", state: "Madhya Pradesh", aliases: [] },
    { name: "Bhopal", state: "Madhya Pradesh", aliases: [] },
    { name: "Pune", state: "Maharashtra", aliases: ["Poona"] },
    { name: "Bangalore", state: "Karnataka", aliases: ["Bengaluru"] },
    { name: "Gurgaon", state: "Haryana", aliases: ["Gurugram"] },
    { name: "Mumbai", state: "Maharashtra", aliases: ["Bombay"] },
    { name: "Noida", state: "Uttar Pradesh", aliases: [] },
    { name: "Jaipur", state: "Rajasthan", aliases: [] },
  ],
  localities: [
    { name: "Vijay Nagar", city: "Indore" },
    { name: "Palasia", city: "Indore" },
    { name: "Rau", city: "Indore" },
    { name: "Arera Colony", city: "Bhopal" },
    { name: "MP Nagar", city: "Bhopal" },
    { name: "Kolar Road", city: "Bhopal" },
    { name: "Hinjewadi", city: "Pune" },
    { name: "Baner", city: "Pune" },
    { name: "Kothrud", city: "Pune" },
    { name: "Whitefield", city: "Bangalore" },
    { name: "Koramangala", city: "Bangalore" },
    { name: "DLF Phase 1", city: "Gurgaon" },
    { name: "Sohna Road", city: "Gurgaon" },
    { name: "Andheri West", city: "Mumbai" },
    { name: "Andheri East", city: "Mumbai" },
    { name: "Bandra West", city: "Mumbai" },
    { name: "Powai", city: "Mumbai" },
  ],
};

const parse = (text: string): ParsedQuery => parseSearchQuery(text, gazetteer);

type Case = [string, Partial<ParsedQuery>];

/** Each phrase, and the fields it must produce (fields not listed may be anything). */
const CASES: Case[] = [
  // the phrases from the brief
  [
    "2 bhk flat in indore under 50 lakh",
    {
      propertyType: "FlatApartment",
      bhk: [2],
      city: "Indore",
      state: "Madhya Pradesh",
      maxPrice: 5000000,
      transactionType: undefined,
      minPrice: undefined,
    },
  ],
  ["plot near bhopal", { propertyType: "LandPlot", city: "Bhopal", near: true }],
  [
    "office for rent in pune 1000 sqft",
    { propertyType: "Office", transactionType: "Rent", city: "Pune", minArea: 900, maxArea: 1100 },
  ],
  [
    "shop in vijay nagar",
    { propertyType: "Shop", locality: "Vijay Nagar", city: "Indore", state: "Madhya Pradesh" },
  ],
  [
    "3bhk in bengaluru below 1.2cr",
    { bhk: [3], propertyType: "FlatApartment", city: "Bangalore", maxPrice: 12000000 },
  ],
  [
    "pg for girls in koramangala",
    { transactionType: "PG", locality: "Koramangala", city: "Bangalore", keywords: ["girls"] },
  ],
  [
    "1 rk for rent in powai under 20k",
    {
      bhk: [0],
      propertyType: "FlatApartment",
      transactionType: "Rent",
      locality: "Powai",
      city: "Mumbai",
      maxPrice: 20000,
    },
  ],
  [
    "villa in gurugram 2-3 cr",
    {
      propertyType: "House",
      city: "Gurgaon",
      state: "Haryana",
      minPrice: 20000000,
      maxPrice: 30000000,
    },
  ],
  [
    "2 or 3 bhk semi furnished flat whitefield",
    {
      bhk: [2, 3],
      furnishing: "semi",
      propertyType: "FlatApartment",
      locality: "Whitefield",
      city: "Bangalore",
    },
  ],
  [
    "land 2 acre near indore",
    { propertyType: "LandPlot", city: "Indore", near: true, minArea: 78408, maxArea: 95832 },
  ],
  // transaction words
  [
    "flat for sale in mumbai",
    { transactionType: "Buy", propertyType: "FlatApartment", city: "Mumbai" },
  ],
  ["resale flat baner", { transactionType: "Buy", locality: "Baner", city: "Pune" }],
  ["buy house in bhopal", { transactionType: "Buy", propertyType: "House", city: "Bhopal" }],
  [
    "house on rent kothrud",
    { transactionType: "Rent", propertyType: "House", locality: "Kothrud" },
  ],
  ["rental 2bhk andheri west", { transactionType: "Rent", bhk: [2], locality: "Andheri West" }],
  [
    "paying guest near hinjewadi for boys",
    { transactionType: "PG", locality: "Hinjewadi", near: true },
  ],
  ["hostel in powai", { transactionType: "PG", locality: "Powai", city: "Mumbai" }],
  ["2 bhk 25000/month baner", { transactionType: "Rent", maxPrice: 25000, bhk: [2] }],
  ["1bhk 15k per month pune", { transactionType: "Rent", maxPrice: 15000, city: "Pune" }],
  [
    "pg under 8000 per month with food",
    { transactionType: "PG", maxPrice: 8000, keywords: ["food"] },
  ],
  // property types
  ["apartment in indore", { propertyType: "FlatApartment", city: "Indore" }],
  [
    "2 bhk independent house in arera colony",
    { propertyType: "House", bhk: [2], locality: "Arera Colony" },
  ],
  ["kothi for sale in indore", { propertyType: "House", transactionType: "Buy", city: "Indore" }],
  [
    "co-working space koramangala",
    { propertyType: "Office", locality: "Koramangala", keywords: [] },
  ],
  ["showroom on sohna road", { propertyType: "Shop", locality: "Sohna Road", city: "Gurgaon" }],
  [
    "retail space for rent in palasia",
    { propertyType: "Shop", transactionType: "Rent", locality: "Palasia" },
  ],
  [
    "5 bigha land near bhopal",
    { propertyType: "LandPlot", near: true, minArea: 54000, maxArea: 66000 },
  ],
  ["10 acres near pune", { propertyType: "LandPlot", city: "Pune", near: true }],
  ["studio apartment bangalore", { bhk: [0], propertyType: "FlatApartment", city: "Bangalore" }],
  ["serviced apartment", { propertyType: "ServicedApartment", keywords: [] }],
  [
    "1 bhk serviced apartments in pune",
    { propertyType: "ServicedApartment", bhk: [1], city: "Pune", keywords: [] },
  ],
  ["service apartment for rent", { propertyType: "ServicedApartment", transactionType: "Rent" }],
  // BHK
  ["2bhk", { bhk: [2], propertyType: "FlatApartment" }],
  ["2-3 bhk flat", { bhk: [2, 3] }],
  ["2 to 4 bhk", { bhk: [2, 3, 4] }],
  ["2/3 bhk", { bhk: [2, 3] }],
  ["2,3 bhk in bhopal", { bhk: [2, 3], city: "Bhopal" }],
  ["3+ bhk villa", { bhk: [3, 4, 5], propertyType: "House" }],
  ["two bhk", { bhk: [2] }],
  ["1.5 bhk flat", { bhk: [1.5] }],
  ["1 rk or 1 bhk", { bhk: [0, 1] }],
  ["3 bedroom flat", { bhk: [3], propertyType: "FlatApartment" }],
  // prices
  ["flat 50 lakh to 1 cr", { minPrice: 5000000, maxPrice: 10000000 }],
  ["above 2 crore villa", { minPrice: 20000000, maxPrice: undefined, propertyType: "House" }],
  ["between 20k and 30k 2bhk rent", { minPrice: 20000, maxPrice: 30000, transactionType: "Rent" }],
  ["budget 40 lakh 2bhk pune", { maxPrice: 4000000, bhk: [2], city: "Pune" }],
  ["2 bhk 50lakh", { maxPrice: 5000000, bhk: [2] }],
  ["flat 45 lac", { maxPrice: 4500000 }],
  ["₹ 45,00,000 flat", { maxPrice: 4500000 }],
  ["plot 50 lakh+", { minPrice: 5000000, propertyType: "LandPlot" }],
  ["1 cr 20 lakh flat", { maxPrice: 12000000 }],
  ["50-60 lakhs flat", { minPrice: 5000000, maxPrice: 6000000 }],
  ["flat around 80 lakh", { minPrice: 7200000, maxPrice: 8800000 }],
  ["3 bhk flat above 50 lakh below 1 cr", { minPrice: 5000000, maxPrice: 10000000, bhk: [3] }],
  ["flat in indore upto 35 lakh", { maxPrice: 3500000, city: "Indore" }],
  ["rs 8000 pg", { maxPrice: 8000, transactionType: "PG" }],
  // areas
  ["above 1200 sq ft flat", { minArea: 1200, maxArea: undefined }],
  ["under 2 acre land", { maxArea: 87120, minArea: undefined, propertyType: "LandPlot" }],
  ["1000sqft office", { minArea: 900, maxArea: 1100, propertyType: "Office" }],
  ["200 gaj plot", { minArea: 1620, maxArea: 1980, propertyType: "LandPlot" }],
  ["plots in indore 1500 sq ft to 2400 sq ft", { minArea: 1500, maxArea: 2400 }],
  ["30x40 plot in rau", { minArea: 1080, maxArea: 1320, locality: "Rau", city: "Indore" }],
  [
    "2 bhk 1200-1500 sqft 60-70 lakh",
    { minArea: 1200, maxArea: 1500, minPrice: 6000000, maxPrice: 7000000 },
  ],
  // furnishing
  ["fully furnished 1bhk for rent", { furnishing: "furnished", transactionType: "Rent" }],
  ["semi-furnished 2 bhk", { furnishing: "semi" }],
  ["unfurnished flat in pune", { furnishing: "unfurnished" }],
  // places
  ["flats in BOMBAY!!!", { city: "Mumbai", state: "Maharashtra" }],
  ["flat in poona", { city: "Pune" }],
  ["4 bhk dlf phase 1", { locality: "DLF Phase 1", city: "Gurgaon", bhk: [4] }],
  ["mp nagar office", { locality: "MP Nagar", city: "Bhopal", propertyType: "Office" }],
  ["vijaynagar indore", { locality: "Vijay Nagar", city: "Indore" }],
  ["kolar road plots", { locality: "Kolar Road", city: "Bhopal" }],
  ["flat in maharashtra", { state: "Maharashtra", city: undefined }],
  ["2bhk in bhopl", { city: "Bhopal" }],
  ["villa gurgoan", { city: "Gurgaon" }],
  ["koramangla pg", { locality: "Koramangala", transactionType: "PG" }],
  // keywords and noise
  ["under construction flat hinjewadi", { keywords: ["under construction"] }],
  ["sector 45 gurgaon", { keywords: ["sector", "45"], city: "Gurgaon" }],
  ["   2   BHK,,,  flat ... in   Indore  ", { bhk: [2], city: "Indore" }],
  // posted by the owner
  [
    "owner flat in indore",
    { postedBy: "individual", propertyType: "FlatApartment", city: "Indore", keywords: [] },
  ],
  ["2 bhk no broker pune", { postedBy: "individual", bhk: [2], city: "Pune", keywords: [] }],
  ["flat without brokerage in mumbai", { postedBy: "individual", city: "Mumbai", keywords: [] }],
  [
    "house for rent by owner jaipur",
    { postedBy: "individual", transactionType: "Rent", propertyType: "House", city: "Jaipur" },
  ],
  ["zero brokerage 1 rk powai", { postedBy: "individual", bhk: [0], locality: "Powai" }],
  [
    "direct owner plot bhopal",
    { postedBy: "individual", propertyType: "LandPlot", city: "Bhopal" },
  ],
  [
    "bina broker ke flat indore",
    { postedBy: "individual", propertyType: "FlatApartment", city: "Indore", keywords: [] },
  ],
  ["broker office pune", { postedBy: undefined, propertyType: "Office", keywords: ["broker"] }],
  // Hindi in Devanagari
  [
    "नोएडा में फ्लैट",
    { propertyType: "FlatApartment", city: "Noida", state: "Uttar Pradesh", keywords: [] },
  ],
  ["इंदौर में 2 बीएचके", { bhk: [2], propertyType: "FlatApartment", city: "Indore", keywords: [] }],
  ["भोपाल के पास प्लॉट", { propertyType: "LandPlot", city: "Bhopal", near: true, keywords: [] }],
  ["इंदौर में 50 लाख तक 2 बीएचके फ्लैट", { bhk: [2], maxPrice: 5000000, city: "Indore", keywords: [] }],
  [
    "पुणे में किराये पर फ्लैट",
    { transactionType: "Rent", propertyType: "FlatApartment", city: "Pune", keywords: [] },
  ],
  ["मालिक से मकान जयपुर", { postedBy: "individual", propertyType: "House", city: "Jaipur" }],
  ["२ बीएचके मुंबई १ करोड़ तक", { bhk: [2], city: "Mumbai", maxPrice: 10000000, keywords: [] }],
  ["पुणे में दुकान", { propertyType: "Shop", city: "Pune", keywords: [] }],
  // common transliterations
  ["flat chahiye indore mein", { propertyType: "FlatApartment", city: "Indore", keywords: [] }],
  ["kiraye pe 2 bhk pune", { transactionType: "Rent", bhk: [2], city: "Pune", keywords: [] }],
  [
    "kiraye par makaan bhopal",
    { transactionType: "Rent", propertyType: "House", city: "Bhopal", keywords: [] },
  ],
  ["bhopal ke paas zameen", { propertyType: "LandPlot", city: "Bhopal", near: true, keywords: [] }],
  ["flat 50 lakh se kam indore", { maxPrice: 5000000, city: "Indore", keywords: [] }],
  ["plot 20 lakh se zyada jaipur", { minPrice: 2000000, propertyType: "LandPlot", keywords: [] }],
  [
    "ghar kharidna hai noida",
    { transactionType: "Buy", propertyType: "House", city: "Noida", keywords: [] },
  ],
  // A locality named without its side ("Bandra" for Bandra West) is still that Mumbai locality;
  // "Andheri" stands for both sides (the search matches locality names by similarity).
  [
    "flat in bandra",
    {
      propertyType: "FlatApartment",
      locality: "Bandra",
      city: "Mumbai",
      state: "Maharashtra",
      keywords: [],
    },
  ],
  [
    "flat for rent in andheri",
    { transactionType: "Rent", locality: "Andheri", city: "Mumbai", keywords: [] },
  ],
  // A place in Devanagari that is not known is named in a chip, not dropped.
  ["छतरपुर में प्लॉट", { propertyType: "LandPlot", unknownPlace: "छतरपुर", city: undefined }],
];

describe("parseSearchQuery", () => {
  it("has at least 45 phrasings", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(45);
  });

  it.each(CASES)("%s", (text, expected) => {
    const parsed = parse(text);
    for (const [key, value] of Object.entries(expected)) {
      expect([key, parsed[key as keyof ParsedQuery]]).toEqual([key, value]);
    }
  });

  it("returns only the empty shape for empty or meaningless text", () => {
    expect(parse("")).toEqual({ keywords: [], chips: [] });
    expect(parse("   ")).toEqual({ keywords: [], chips: [] });
    expect(parse("?!.,")).toEqual({ keywords: [], chips: [] });
  });

  it("never throws", () => {
    const odd: unknown[] = [
      null,
      undefined,
      42,
      {},
      "🏠🏠",
      "x".repeat(5000),
      "- - / + <",
      "9".repeat(400),
    ];
    for (const text of odd) {
      expect(() => parseSearchQuery(text as string, gazetteer)).not.toThrow();
    }
    expect(() => parseSearchQuery("2 bhk indore", undefined as unknown as Gazetteer)).not.toThrow();
    expect(parseSearchQuery("2 bhk indore", { cities: [], localities: [] }).bhk).toEqual([2]);
  });

  it("reads numbers next to bhk as bedrooms, not prices", () => {
    const parsed = parse("3 bhk flat 2 bhk");
    expect(parsed.bhk).toEqual([2, 3]);
    expect(parsed.maxPrice).toBeUndefined();
    expect(parsed.minPrice).toBeUndefined();
  });

  it("does not read a bare small number, a year or a PIN code as a price", () => {
    expect(parse("flat 2024 possession").maxPrice).toBeUndefined();
    expect(parse("flat 452010").maxPrice).toBeUndefined();
    expect(parse("flats under 50").maxPrice).toBeUndefined();
  });

  it("does not read road width or ground floor as area", () => {
    const road = parse("2 bhk flat 40 ft road indore");
    expect(road.minArea).toBeUndefined();
    expect(road.maxArea).toBeUndefined();
    const floor = parse("2 bhk ground floor");
    expect(floor.minArea).toBeUndefined();
    expect(floor.keywords).toEqual(["ground floor"]);
  });

  it("prefers an explicit house over the flat that bhk implies", () => {
    expect(parse("3 bhk villa").propertyType).toBe("House");
    expect(parse("3 bhk").propertyType).toBe("FlatApartment");
  });

  it("does not force a flat type onto PG searches", () => {
    expect(parse("1 rk pg").propertyType).toBeUndefined();
  });

  it("uses the state's bigha when the place is known", () => {
    // Madhya Pradesh: 12,000 sq ft a bigha; no place: 27,000.
    expect(parse("under 1 bigha near bhopal").maxArea).toBe(12000);
    expect(parse("under 1 bigha").maxArea).toBe(27000);
  });

  it("builds readable chips", () => {
    expect(parse("2 bhk flat in indore under 50 lakh").chips).toEqual([
      { key: "propertyType", label: "Flat / Apartment" },
      { key: "bhk", label: "2 BHK" },
      { key: "maxPrice", label: "Under ₹50 L" },
      { key: "city", label: "Indore" },
    ]);
    expect(parse("villa in gurugram 2-3 cr").chips).toContainEqual({
      key: "price",
      label: "₹2 Cr – ₹3 Cr",
    });
    expect(parse("plot near bhopal").chips).toContainEqual({ key: "city", label: "Near Bhopal" });
    expect(parse("under 2 acre land").chips).toContainEqual({
      key: "maxArea",
      label: "Under 2 acres",
    });
    expect(parse("office 1000 sqft").chips).toContainEqual({
      key: "area",
      label: "About 1,000 sq ft",
    });
    expect(parse("1 rk or 2 bhk for rent").chips).toEqual([
      { key: "transactionType", label: "Rent" },
      { key: "propertyType", label: "Flat / Apartment" },
      { key: "bhk", label: "1 RK, 2 BHK" },
    ]);
    expect(parse("semi furnished flat in powai above 1.25 cr").chips).toEqual([
      { key: "propertyType", label: "Flat / Apartment" },
      { key: "minPrice", label: "Above ₹1.25 Cr" },
      { key: "furnishing", label: "Semi-furnished" },
      { key: "locality", label: "Powai" },
      { key: "city", label: "Mumbai" },
    ]);
  });

  it("removes a chip and the fields behind it", () => {
    const parsed = parse("2 bhk flat in vijay nagar 40-50 lakh");
    const noPrice = removeChip(parsed, "price");
    expect(noPrice.minPrice).toBeUndefined();
    expect(noPrice.maxPrice).toBeUndefined();
    expect(noPrice.chips.map((c) => c.key)).not.toContain("price");
    const noCity = removeChip(parsed, "city");
    expect(noCity.city).toBeUndefined();
    expect(noCity.locality).toBeUndefined();
    expect(noCity.state).toBeUndefined();
    expect(noCity.chips.map((c) => c.key)).toEqual(["propertyType", "bhk", "price"]);
    expect(parsed.city).toBe("Indore");
  });
});

describe("localities written in Devanagari, as the Hindi site names them", () => {
  const withHindi: Gazetteer = {
    ...gazetteer,
    devanagari: { Baner: "बाणेर", "Andheri West": "अंधेरी वेस्ट", "Vijay Nagar": "विजय नगर" },
  };
  const read = (text: string) => parseSearchQuery(text, withHindi);

  it("finds the locality and its city", () => {
    expect(read("बाणेर")).toMatchObject({ locality: "Baner", city: "Pune" });
    expect(read("बाणेर में फ्लैट")).toMatchObject({
      locality: "Baner",
      city: "Pune",
      propertyType: "FlatApartment",
    });
    expect(read("बाणेर में फ्लैट").unknownPlace).toBeUndefined();
    expect(read("अंधेरी  वेस्ट में 2 बीएचके")).toMatchObject({
      locality: "Andheri West",
      city: "Mumbai",
      bhk: [2],
    });
    expect(read("विजय नगर इंदौर में 50 लाख तक")).toMatchObject({
      locality: "Vijay Nagar",
      city: "Indore",
      maxPrice: 5_000_000,
    });
  });

  it("matches whole names only, and leaves Latin text alone", () => {
    expect(read("बाणेरपुर में प्लॉट").locality).toBeUndefined();
    expect(read("बाणेरपुर में प्लॉट").unknownPlace).toBe("बाणेरपुर");
    expect(read("flat in baner")).toMatchObject({ locality: "Baner", city: "Pune" });
  });
});
