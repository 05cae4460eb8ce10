import { setDbHandleForTesting, type Db, type DbHandle } from "@/lib/db/client";
import { releaseTestDatabase, useTestDatabase, TEST_ENGINES } from "@/lib/testing/test-db";
import { GET as searchGET } from "@/app/api/properties/search/route";
import { GET as featuredGET } from "@/app/api/properties/featured/route";
import { GET as cityGET } from "@/app/api/properties/city/[city]/route";
import { loadCityProperties, loadFeaturedProperties } from "@/lib/search/listing-rails";
import { HAND_PICKED, insertSearchFixtures } from "./search-fixtures";

const get = (path: string) => new Request(`http://localhost${path}`);

describe.each(TEST_ENGINES)("properties service on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    await insertSearchFixtures(handle.db, HAND_PICKED);
  }, 120_000);
  afterAll(async () => {
    await releaseTestDatabase(handle);
  });

  it("GET /api/properties/search answers {data, total, page, pageSize}", async () => {
    const res = await searchGET(
      get(
        "/api/properties/search?propertyType=LandPlot&transactionType=Buy&page=1&city=Indore&state=Madhya+Pradesh&locality=&searchQuery=",
      ),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.data.map((d: { propertyType: string }) => d.propertyType).sort()).toEqual([
      "Land",
      "Plot",
    ]);
  });

  it("answers 400 naming the bad fields", async () => {
    const res = await searchGET(get("/api/properties/search?bhk=nine&sort=cheapest&page=-1"));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe("Invalid search parameters");
    expect(Object.keys(body.errors).sort()).toEqual(["bhk", "page", "sort"]);
    expect(body.errors.bhk).toMatch(/BHK/);
  });

  it("answers 400 for a radius outside 1, 2, 5, 10, 25 km or a position outside India", async () => {
    const radius = await searchGET(get("/api/properties/search?city=Indore&radius=3"));
    expect(radius.status).toBe(400);
    expect((await radius.json()).errors).toEqual({ radius: "Radius must be 1, 2, 5, 10 or 25 km" });
    const london = await searchGET(get("/api/properties/search?lat=51.5072&lon=-0.1276&radius=5"));
    expect(london.status).toBe(400);
    expect((await london.json()).errors).toEqual({ lat: "Coordinates must be inside India" });
    const ok = await searchGET(get("/api/properties/search?city=Indore&radius=5&sort=distance"));
    expect(ok.status).toBe(200);
  });

  it("checks the limit of the featured and city lists", async () => {
    const featured = await featuredGET(get("/api/properties/featured?limit=500"));
    expect(featured.status).toBe(400);
    expect((await featured.json()).errors).toHaveProperty("limit");
    const city = await cityGET(get("/api/properties/city/Indore?limit=0"), {
      params: Promise.resolve({ city: "Indore" }),
    });
    expect(city.status).toBe(400);
  });

  it("lists featured listings and a city's listings, featured first", async () => {
    const featured = await loadFeaturedProperties(handle.db, 12);
    expect(featured.map((p) => p.slug)).toEqual(["indore-office"]);
    const indore = await loadCityProperties(handle.db, "indore", 5);
    expect(indore).toHaveLength(5);
    expect(indore[0].slug).toBe("indore-office");
    expect(indore.every((p) => p.cityName === "Indore")).toBe(true);
    expect(await loadCityProperties(handle.db, "Atlantis", 5)).toEqual([]);
  });
});

describe("properties service when the database fails", () => {
  it("answers 503 with the spec's message, not 500", async () => {
    const down = () => Promise.reject(new Error("connection refused"));
    setDbHandleForTesting({
      db: { execute: down } as unknown as Db,
      engine: "postgresql",
      ping: down,
      close: async () => undefined,
    });
    try {
      const res = await searchGET(get("/api/properties/search?city=Indore"));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: "Failed to search properties" });
      expect(res.headers.get("retry-after")).toBe("5");
    } finally {
      setDbHandleForTesting(undefined);
    }
  });
});
