import { removeChip } from "@/lib/search/query/chips";
import { parseSearchQuery } from "@/lib/search/query/parse-query";
import { resolveAppliedFilters } from "@/lib/search/applied-filters";
import { appliedToParams, removeFilterHref } from "@/lib/search/search-url";
import { CITY_GAZETTEER } from "@/lib/search/gazetteer";
import { parseSearchParams } from "@/lib/validation/search";

const parse = (text: string) => parseSearchQuery(text, CITY_GAZETTEER);
const applied = (params: Record<string, string>) =>
  resolveAppliedFilters(parseSearchParams(params).filters);

describe("'within N km of <place>' in the search box", () => {
  it.each([
    ["2 bhk within 5 km of vijay nagar indore", 5, "Vijay Nagar", "Indore"],
    ["flat within 5km of baner", 5, "Baner", "Pune"],
    ["plots 10 kms from whitefield", 10, "Whitefield", "Bangalore"],
    ["within 2 kilometres of powai for rent", 2, "Powai", "Mumbai"],
    ["office in 3 km around koramangala", 3, "Koramangala", "Bangalore"],
  ])("%s", (text, km, locality, city) => {
    const q = parse(text);
    expect(q).toMatchObject({ radiusKm: km, locality, city, near: true });
    // "km", "of" and the number are not read as area, price or keywords
    expect(q.minArea).toBeUndefined();
    expect(q.maxArea).toBeUndefined();
    expect(q.maxPrice).toBeUndefined();
    expect(q.keywords).toEqual([]);
  });

  it("reads a city centre too", () => {
    expect(parse("within 25 km of pune")).toMatchObject({ radiusKm: 25, city: "Pune" });
    expect(parse("within 25 km of pune").locality).toBeUndefined();
  });

  it("labels the chip and clears the distance with the place", () => {
    const q = parse("flat within 5 km of baner");
    expect(q.chips).toContainEqual({ key: "locality", label: "Within 5 km of Baner" });
    expect(removeChip(q, "locality").radiusKm).toBeUndefined();
    expect(parse("flat near baner").chips).toContainEqual({ key: "locality", label: "Near Baner" });
  });

  it("leaves a bare 'near <city>' a city search and numbers without km alone", () => {
    expect(parse("plot near bhopal").radiusKm).toBeUndefined();
    expect(parse("2 bhk flat in baner 5 of them").radiusKm).toBeUndefined();
  });
});

describe("distance searches from the search box and the URL", () => {
  it("searches 2 km around a locality asked for as 'near <locality>'", () => {
    const a = applied({ searchQuery: "pg near hinjewadi" });
    expect(a).toMatchObject({ radius: 2, locality: "Hinjewadi", city: "Pune" });
    expect(a.centre).toMatchObject({ label: "Hinjewadi, Pune" });
    expect(a.fromQuery).toContain("radius");
  });

  it("rounds a typed distance up to an allowed radius (25 km at most)", () => {
    expect(applied({ searchQuery: "flat within 3 km of baner" }).radius).toBe(5);
    expect(applied({ searchQuery: "flat within 1 km of baner" }).radius).toBe(1);
    expect(applied({ searchQuery: "land within 80 km of pune" }).radius).toBe(25);
  });

  it("lets the URL's radius and position win over the text", () => {
    expect(applied({ searchQuery: "flat within 3 km of baner", radius: "10" }).radius).toBe(10);
    const me = applied({ searchQuery: "flat near baner", lat: "18.5", lon: "73.8" });
    expect(me.centre).toEqual({ lat: 18.5, lon: 73.8, label: "your position" });
    expect(me.radius).toBe(5);
  });

  it("measures from the locality's point, else the city centre", () => {
    expect(applied({ city: "Indore", locality: "Vijay Nagar", radius: "5" }).centre).toEqual({
      lat: 22.7511,
      lon: 75.895,
      label: "Vijay Nagar, Indore",
    });
    expect(applied({ city: "Indore", radius: "5" }).centre).toMatchObject({ label: "Indore" });
    expect(
      applied({ city: "Indore", locality: "Nowhere Colony", radius: "5" }).centre,
    ).toMatchObject({ label: "Indore" });
  });

  it("drops a radius with no known place and the distance order without a centre", () => {
    const a = applied({ city: "Atlantis", radius: "5", sort: "distance" });
    expect(a.radius).toBeUndefined();
    expect(a.centre).toBeUndefined();
    expect(a.sort).toBe("relevance");
  });

  it("writes the distance search into links and removes it as one chip", () => {
    const a = applied({ searchQuery: "flat within 5 km of baner", sort: "distance" });
    const params = appliedToParams(a);
    expect(params.get("radius")).toBe("5");
    expect(params.get("locality")).toBe("Baner");
    expect(params.get("sort")).toBe("distance");
    const back = new URL(removeFilterHref("/search-results", a, "radius"), "http://x").searchParams;
    expect(back.get("radius")).toBeNull();
    expect(back.get("sort")).toBeNull();
    expect(back.get("locality")).toBe("Baner");
    const me = appliedToParams(applied({ lat: "18.5", lon: "73.8", radius: "2" }));
    expect([me.get("lat"), me.get("lon"), me.get("radius")]).toEqual(["18.5", "73.8", "2"]);
  });
});

describe("the site's own Devanagari locality names (lib/geo/place-names-hi.ts)", () => {
  // Spellings of one name ("Indira Nagar", Lucknow; "Indiranagar", Bangalore) are one place
  // name to the parser, as in English; the city picks between them.
  const key = (name: string | undefined) => name?.toLowerCase().replace(/\s+/g, "");

  it("finds every locality of the gazetteer by the name the Hindi pages give it", () => {
    let named = 0;
    for (const locality of CITY_GAZETTEER.localities) {
      const hindi = CITY_GAZETTEER.devanagari?.[locality.name];
      if (!hindi) continue;
      named += 1;
      const parsed = parseSearchQuery(`${hindi} में फ्लैट`, CITY_GAZETTEER);
      expect([hindi, key(parsed.locality)]).toEqual([hindi, key(locality.name)]);
    }
    expect(named).toBeGreaterThan(300);
    expect(parseSearchQuery("बाणेर", CITY_GAZETTEER)).toMatchObject({
      locality: "Baner",
      city: "Pune",
    });
  });
});
