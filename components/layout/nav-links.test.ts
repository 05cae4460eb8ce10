import {
  buyHomeLinks,
  commercialLinks,
  FOOTER_SERVICE_LINKS,
  isPopularCity,
  mobileBuyLinks,
  popularCityLinks,
  SELL_SECTIONS,
  yourCityLink,
} from "./nav-links";

const indore = { city: "Indore", state: "Madhya Pradesh" };
const href = (type: string, city: string, state: string) =>
  `/search-results?propertyType=${type}&transactionType=Buy&page=1&city=${encodeURIComponent(city).replace(/%20/g, "+")}&state=${encodeURIComponent(state).replace(/%20/g, "+")}&locality=&searchQuery=`;

describe("buy links", () => {
  it("search Delhi, Delhi until a city is detected", () => {
    expect(buyHomeLinks(null)).toEqual([
      { label: "Land", href: href("LandPlot", "Delhi", "Delhi") },
      { label: "Plot", href: href("LandPlot", "Delhi", "Delhi") },
    ]);
    expect(commercialLinks(null)).toEqual([
      { label: "Office Space", href: href("Office", "Delhi", "Delhi") },
      { label: "Retail Space", href: href("Shop", "Delhi", "Delhi") },
    ]);
  });

  it("search the detected city and state once known", () => {
    expect(buyHomeLinks(indore)[0].href).toBe(href("LandPlot", "Indore", "Madhya Pradesh"));
    expect(commercialLinks(indore)[1].href).toBe(href("Shop", "Indore", "Madhya Pradesh"));
  });

  it("list the eight popular cities as FlatApartment Buy searches with their states", () => {
    const links = popularCityLinks();
    expect(links.map((l) => l.label)).toEqual([
      "Delhi",
      "Mumbai",
      "Bangalore",
      "Hyderabad",
      "Chennai",
      "Kolkata",
      "Pune",
      "Ahmedabad",
    ]);
    expect(links[0].href).toBe(
      "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Delhi&state=Delhi&locality=&searchQuery=",
    );
    expect(links[4].href).toBe(href("FlatApartment", "Chennai", "Tamil Nadu"));
  });
});

describe("yourCityLink", () => {
  it("adds '<city> (Your City)' for a city outside the eight", () => {
    expect(yourCityLink(indore)).toEqual({
      label: "Indore (Your City)",
      href: href("FlatApartment", "Indore", "Madhya Pradesh"),
      city: "Indore",
      words: "yourCity",
    });
  });

  it("adds nothing for a popular city, under any common spelling, or no city", () => {
    expect(yourCityLink({ city: "Pune", state: "Maharashtra" })).toBeNull();
    expect(yourCityLink({ city: "bengaluru", state: "Karnataka" })).toBeNull();
    expect(yourCityLink({ city: "New Delhi", state: "Delhi" })).toBeNull();
    expect(yourCityLink({ city: " ", state: "" })).toBeNull();
    expect(yourCityLink(null)).toBeNull();
    expect(isPopularCity("Kolkata")).toBe(true);
    expect(isPopularCity("Bhopal")).toBe(false);
  });
});

describe("mobileBuyLinks", () => {
  it("has Land/Plot, Office Space and Retail Space (Shop), plus the known city", () => {
    expect(mobileBuyLinks(null).map((l) => l.label)).toEqual([
      "Land/Plot",
      "Office Space",
      "Retail Space (Shop)",
    ]);
    const withCity = mobileBuyLinks(indore);
    expect(withCity.at(-1)).toEqual({
      label: "Properties in Indore",
      href: href("FlatApartment", "Indore", "Madhya Pradesh"),
      city: "Indore",
      words: "propertiesIn",
    });
    expect(withCity[2].href).toBe(href("Shop", "Indore", "Madhya Pradesh"));
  });
});

describe("sell and footer links", () => {
  it("give every seller kind a login and a register link", () => {
    expect(SELL_SECTIONS.map((s) => s.title)).toEqual([
      "FOR SELLERS",
      "FOR BUILDERS",
      "FOR AGENTS",
    ]);
    for (const section of SELL_SECTIONS) {
      expect(section.links.map((l) => l.href)).toEqual(["/saller/login", "/saller/signup"]);
    }
  });

  it("browse all properties without a city", () => {
    expect(FOOTER_SERVICE_LINKS[0]).toEqual({
      label: "Browse Properties",
      href: "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=&state=&locality=&searchQuery=",
    });
  });
});
