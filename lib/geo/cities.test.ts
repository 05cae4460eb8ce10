import { slugify } from "@/lib/format/slugify";
import {
  CITIES,
  CITY_OPTIONS,
  STATES,
  cityAtSlug,
  findCityByName,
  findCityBySlug,
  localityAtSlugs,
} from "@/lib/geo/cities";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function inIndiaBox(lat: number, lon: number): boolean {
  return lat >= 6 && lat <= 37.5 && lon >= 68 && lon <= 97.5;
}

describe("CITIES dataset", () => {
  it("has at least 45 cities across at least 16 states / UTs", () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(CITIES.map((c) => c.state)).size).toBeGreaterThanOrEqual(16);
  });

  it("has unique, kebab-case city slugs and state slugs", () => {
    const slugs = CITIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const city of CITIES) {
      expect(city.slug).toMatch(SLUG);
      expect(city.stateSlug).toMatch(SLUG);
      expect(city.stateSlug).toBe(slugify(city.state));
    }
  });

  it("has unique city names and aliases that do not collide across cities", () => {
    const owners = new Map<string, string>();
    for (const city of CITIES) {
      for (const name of [city.name, ...city.aliases]) {
        const key = name.toLowerCase();
        const owner = owners.get(key);
        expect(owner === undefined || owner === city.slug).toBe(true);
        owners.set(key, city.slug);
      }
    }
  });

  it("places every city and locality inside India's bounding box", () => {
    for (const city of CITIES) {
      expect(inIndiaBox(city.lat, city.lon)).toBe(true);
      for (const locality of city.localities) {
        expect(inIndiaBox(locality.lat, locality.lon)).toBe(true);
      }
    }
  });

  it("keeps localities within ~40 km of their city centre", () => {
    const toRad = (d: number) => (d * Math.PI) / 180;
    for (const city of CITIES) {
      for (const l of city.localities) {
        const a =
          Math.sin(toRad(l.lat - city.lat) / 2) ** 2 +
          Math.cos(toRad(city.lat)) *
            Math.cos(toRad(l.lat)) *
            Math.sin(toRad(l.lon - city.lon) / 2) ** 2;
        const km = 2 * 6371 * Math.asin(Math.sqrt(a));
        if (km > 40) throw new Error(`${l.name} is ${km.toFixed(1)} km from ${city.name}`);
      }
    }
  });

  it("has exactly the 8 popular cities with their states", () => {
    const popular = CITIES.filter((c) => c.popular)
      .map((c) => [c.name, c.state])
      .sort();
    expect(popular).toEqual(
      [
        ["Delhi", "Delhi"],
        ["Mumbai", "Maharashtra"],
        ["Bangalore", "Karnataka"],
        ["Hyderabad", "Telangana"],
        ["Chennai", "Tamil Nadu"],
        ["Kolkata", "West Bengal"],
        ["Pune", "Maharashtra"],
        ["Ahmedabad", "Gujarat"],
      ].sort(),
    );
  });

  it("includes the Madhya Pradesh cities", () => {
    for (const name of ["Bhopal", "Indore", "Jabalpur", "Gwalior"]) {
      expect(findCityByName(name)?.state).toBe("Madhya Pradesh");
    }
  });

  it("has enough localities with unique kebab-case slugs and sane price factors", () => {
    const richCities = new Set([
      "Delhi",
      "Mumbai",
      "Bangalore",
      "Hyderabad",
      "Chennai",
      "Kolkata",
      "Pune",
      "Ahmedabad",
      "Bhopal",
      "Indore",
    ]);
    for (const city of CITIES) {
      const min = richCities.has(city.name) ? 10 : 5;
      expect(city.localities.length).toBeGreaterThanOrEqual(min);
      const slugs = city.localities.map((l) => l.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const locality of city.localities) {
        expect(locality.slug).toMatch(SLUG);
        expect(locality.priceFactor).toBeGreaterThanOrEqual(0.6);
        expect(locality.priceFactor).toBeLessThanOrEqual(1.8);
      }
    }
  });

  it("includes the required Indore and Bhopal localities", () => {
    const names = (city: string) => findCityByName(city)?.localities.map((l) => l.name) ?? [];
    expect(names("Indore")).toEqual(
      expect.arrayContaining(["Vijay Nagar", "Palasia", "Rau", "Bhawarkua", "Nipania"]),
    );
    expect(names("Bhopal")).toEqual(
      expect.arrayContaining(["Arera Colony", "MP Nagar", "Kolar Road", "Hoshangabad Road"]),
    );
  });

  it("has believable rates", () => {
    const rate = (name: string) => findCityByName(name)?.saleRatePerSqft ?? 0;
    expect(rate("Mumbai")).toBeGreaterThan(rate("Delhi"));
    expect(rate("Delhi")).toBeGreaterThan(rate("Bangalore"));
    expect(rate("Bangalore")).toBeGreaterThan(rate("Indore"));
    expect(rate("Indore")).toBeGreaterThan(rate("Jabalpur"));
    for (const city of CITIES) {
      expect(city.saleRatePerSqft).toBeGreaterThanOrEqual(2000);
      expect(city.saleRatePerSqft).toBeLessThanOrEqual(40000);
      expect(city.rentRatePerSqftMonth).toBeGreaterThan(0);
      // Gross rental yield between ~1.5% and ~6% a year.
      const yieldPct = (city.rentRatePerSqftMonth * 12 * 100) / city.saleRatePerSqft;
      expect(yieldPct).toBeGreaterThan(1.5);
      expect(yieldPct).toBeLessThan(6);
    }
  });
});

describe("STATES", () => {
  it("is sorted and unique", () => {
    expect(new Set(STATES).size).toBe(STATES.length);
    expect([...STATES].sort((a, b) => a.localeCompare(b, "en"))).toEqual(STATES);
    expect(STATES).toEqual(expect.arrayContaining(["Madhya Pradesh", "Maharashtra", "Delhi"]));
  });
});

describe("findCityByName", () => {
  it.each([
    ["Bengaluru", "Bangalore"],
    ["Gurugram", "Gurgaon"],
    ["Bombay", "Mumbai"],
    ["Madras", "Chennai"],
    ["Calcutta", "Kolkata"],
    ["Mysuru", "Mysore"],
    ["Mangaluru", "Mangalore"],
    ["Trivandrum", "Thiruvananthapuram"],
    ["Cochin", "Kochi"],
    ["Baroda", "Vadodara"],
    ["Banaras", "Varanasi"],
    ["Benares", "Varanasi"],
    ["Panaji", "Goa"],
    ["New Delhi", "Delhi"],
  ])("resolves alias %s to %s", (alias, name) => {
    expect(findCityByName(alias)?.name).toBe(name);
  });

  it("is case-insensitive and trims", () => {
    expect(findCityByName("  indore ")?.name).toBe("Indore");
    expect(findCityByName("BENGALURU")?.name).toBe("Bangalore");
    expect(findCityByName("navi   mumbai")?.name).toBe("Navi Mumbai");
  });

  it("returns undefined for unknown or empty names", () => {
    expect(findCityByName("Atlantis")).toBeUndefined();
    expect(findCityByName("   ")).toBeUndefined();
  });
});

describe("findCityBySlug", () => {
  it("finds by slug", () => {
    expect(findCityBySlug("navi-mumbai")?.name).toBe("Navi Mumbai");
    expect(findCityBySlug("bhopal")?.state).toBe("Madhya Pradesh");
    expect(findCityBySlug("nowhere")).toBeUndefined();
  });
});

describe("a page address's city and locality", () => {
  it("names a city only as its one URL writes it", () => {
    expect(cityAtSlug("navi-mumbai")?.name).toBe("Navi Mumbai");
    expect(findCityBySlug("Navi-Mumbai ")?.name).toBe("Navi Mumbai");
    expect(cityAtSlug("Navi-Mumbai")).toBeNull();
    expect(cityAtSlug(" navi-mumbai")).toBeNull();
    expect(cityAtSlug("nowhere")).toBeNull();
  });

  it("names a locality of that city only", () => {
    const mumbai = cityAtSlug("mumbai")!;
    const locality = mumbai.localities[0];
    expect(localityAtSlugs("mumbai", locality.slug)).toEqual({ city: mumbai, locality });
    expect(localityAtSlugs("Mumbai", locality.slug)).toBeNull();
    expect(localityAtSlugs("mumbai", "atlantis")).toBeNull();
    const elsewhere = CITIES.find((c) => !c.localities.some((l) => l.slug === locality.slug))!;
    expect(localityAtSlugs(elsewhere.slug, locality.slug)).toBeNull();
  });
});

test("every picker city's slug is its name slugified (the home search box sends only names)", () => {
  for (const city of CITY_OPTIONS) expect(slugify(city.name)).toBe(city.slug);
});
