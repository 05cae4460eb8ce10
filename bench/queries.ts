/** The searches the benchmark times: what the nav, the filters and the search box send. */
type Params = Record<string, string>;
export type BenchQuery = { name: string; params: (run: number) => Params };

const CITIES = [
  ["Delhi", "Delhi"],
  ["Mumbai", "Maharashtra"],
  ["Bangalore", "Karnataka"],
  ["Hyderabad", "Telangana"],
  ["Chennai", "Tamil Nadu"],
  ["Kolkata", "West Bengal"],
  ["Pune", "Maharashtra"],
  ["Ahmedabad", "Gujarat"],
  ["Indore", "Madhya Pradesh"],
  ["Bhopal", "Madhya Pradesh"],
  ["Jaipur", "Rajasthan"],
  ["Lucknow", "Uttar Pradesh"],
] as const;
const LOCALITIES = [
  ["Indore", "Vijay Nagar"],
  ["Mumbai", "Andheri West"],
  ["Bangalore", "Whitefield"],
  ["Pune", "Hinjewadi"],
  ["Delhi", "Dwarka"],
  ["Hyderabad", "Gachibowli"],
] as const;
const TYPES = ["FlatApartment", "LandPlot", "Office", "Shop"] as const;

const city = (run: number) => CITIES[run % CITIES.length];
const nav = (run: number, type: string = TYPES[run % TYPES.length]): Params => ({
  propertyType: type,
  transactionType: "Buy",
  page: "1",
  city: city(run)[0],
  state: city(run)[1],
  locality: "",
  searchQuery: "",
});

export const BENCH_QUERIES: BenchQuery[] = [
  { name: "city + type + deal (nav link)", params: (r) => nav(r) },
  {
    name: "+ price range",
    params: (r) => ({ ...nav(r, "FlatApartment"), minPrice: "3000000", maxPrice: "9000000" }),
  },
  {
    name: "+ price + bhk 2,3",
    params: (r) => ({ ...nav(r, "FlatApartment"), maxPrice: "12000000", bhk: "2,3" }),
  },
  {
    name: "+ bhk + furnishing + verified",
    params: (r) => ({
      ...nav(r, "FlatApartment"),
      bhk: "2",
      furnishing: "semi,furnished",
      verified: "true",
    }),
  },
  {
    name: "free text: 2 bhk flat in <city> under 80 lakh",
    params: (r) => ({ searchQuery: `2 bhk flat in ${city(r)[0]} under 80 lakh` }),
  },
  {
    name: "keywords (common): modular kitchen flat <city>",
    params: (r) => ({ searchQuery: `modular kitchen flat in ${city(r)[0]}` }),
  },
  {
    name: "keywords: boundary wall plot <city>",
    params: (r) => ({ searchQuery: `boundary wall plot in ${city(r)[0]}` }),
  },
  {
    name: "keywords, no type: modular kitchen <city>",
    params: (r) => ({ searchQuery: `modular kitchen in ${city(r)[0]}` }),
  },
  {
    name: "locality",
    params: (r) => ({
      ...nav(r, "FlatApartment"),
      city: LOCALITIES[r % LOCALITIES.length][0],
      locality: LOCALITIES[r % LOCALITIES.length][1],
    }),
  },
  {
    name: "rent flats in city, newest",
    params: (r) => ({ ...nav(r, "FlatApartment"), transactionType: "Rent", sort: "newest" }),
  },
  {
    name: "sort price_asc (city + flats)",
    params: (r) => ({ ...nav(r, "FlatApartment"), sort: "price_asc" }),
  },
  {
    name: "sort ppsf_desc (city + plots)",
    params: (r) => ({ ...nav(r, "LandPlot"), sort: "ppsf_desc" }),
  },
  {
    name: "deep page 100 (city + flats)",
    params: (r) => ({ ...nav(r, "FlatApartment"), page: "100" }),
  },
  {
    name: "deep page 500 (all India sale, newest)",
    params: () => ({ transactionType: "Buy", page: "500", sort: "newest" }),
  },
  { name: "browse all (/properties, relevance)", params: () => ({}) },
  {
    name: "state only: plots in Madhya Pradesh",
    params: () => ({ propertyType: "LandPlot", state: "Madhya Pradesh" }),
  },
];
