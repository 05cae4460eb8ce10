import type { DbHandle } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { addCity, addProject, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { listSitemaps, sitemapIndexXml, sitemapUrls, urlSetXml } from "../sitemap";

const BASE = "https://landacre.in";

describe.each(TEST_ENGINES)("sitemaps on %s", (engine) => {
  let handle: DbHandle;
  let activeId: number;
  let agentId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const city = await addCity(handle.db);
    const agent = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    agentId = agent.id;
    await addUser(handle.db, { role: "seller", kind: "agent", verified: false });
    const builder = await addUser(handle.db, { role: "seller", kind: "builder", verified: true });
    activeId = (await addProperty(handle.db, agent.id, city.id, { slug: "flat-in-vijay-nagar" }))
      .id;
    await addProperty(handle.db, agent.id, city.id, { status: "blocked", slug: "blocked-flat" });
    await addProperty(handle.db, agent.id, city.id, { status: "pending", slug: "pending-flat" });
    await addProperty(handle.db, agent.id, city.id, {
      expiresAt: new Date(Date.now() - 60_000),
      slug: "expired-flat",
    });
    await addProject(handle.db, builder.id, city.id);
    // A listing whose id falls in the second range of 50,000.
    await handle.db
      .insert(properties)
      .overridingSystemValue()
      .values({ ...(await sampleRow(agent.id, city.id)), id: 50_001, slug: "far-flat" });
  });
  afterAll(() => releaseTestDatabase(handle));

  async function sampleRow(sellerId: number, cityId: number) {
    return {
      sellerId,
      cityId,
      postedBy: "agent" as const,
      title: "Far flat",
      propertyType: "FlatApartment" as const,
      dealType: "sale" as const,
      status: "active" as const,
      cityName: "Indore",
      state: "Madhya Pradesh",
      price: 1_000_000,
      areaSqft: 500,
      areaValue: 500,
    };
  }

  it("indexes the fixed pages and one child per non-empty range of 50,000 ids", async () => {
    const names = await listSitemaps();
    const english = ["pages", "properties-0", "properties-1", "projects-0", "brokers-0"];
    expect(names).toEqual([...english, ...english.map((n) => `hi-${n}`)]);
    const xml = sitemapIndexXml(BASE, names);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<loc>https://landacre.in/sitemaps/properties-1.xml</loc>");
  });

  it("lists only live listings, by canonical URL", async () => {
    const urls = (await sitemapUrls("properties-0", BASE))!.map((u) => u.loc);
    expect(urls).toEqual([`https://landacre.in/property/flat-in-vijay-nagar-${activeId}`]);
    expect((await sitemapUrls("properties-1", BASE))!.map((u) => u.loc)).toEqual([
      "https://landacre.in/property/far-flat-50001",
    ]);
  });

  it("lists projects, verified agents, services and city pages", async () => {
    expect((await sitemapUrls("projects-0", BASE))![0].loc).toMatch(
      /\/project\/skyline-heights-\d+$/,
    );
    expect((await sitemapUrls("brokers-0", BASE))!.map((u) => u.loc)).toEqual([
      `https://landacre.in/broker/${agentId}`,
    ]);
    const pages = (await sitemapUrls("pages", BASE))!.map((u) => u.loc);
    expect(pages).toContain("https://landacre.in/");
    expect(pages).toContain("https://landacre.in/services/vaastu");
    expect(pages).toContain("https://landacre.in/property-in/indore");
    expect(pages).toContain("https://landacre.in/insights");
    expect(pages).toContain("https://landacre.in/insights/indore/vijay-nagar");
    expect(pages).toContain("https://landacre.in/insights/tools/stamp-duty");
    expect(pages.length).toBeLessThanOrEqual(50_000);
  });

  it("lists the Hindi pages too, each naming both languages (hreflang both ways)", async () => {
    const [hindi] = (await sitemapUrls("hi-properties-0", BASE))!;
    const english = `https://landacre.in/property/flat-in-vijay-nagar-${activeId}`;
    const hindiUrl = `https://landacre.in/hi/property/flat-in-vijay-nagar-${activeId}`;
    expect(hindi.loc).toBe(hindiUrl);
    expect(hindi.alternates).toEqual([
      { hreflang: "en-IN", href: english },
      { hreflang: "hi-IN", href: hindiUrl },
      { hreflang: "x-default", href: english },
    ]);
    const pages = (await sitemapUrls("hi-pages", BASE))!.map((u) => u.loc);
    expect(pages).toContain("https://landacre.in/hi");
    expect(urlSetXml([hindi])).toContain(
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${hindiUrl}"/>`,
    );
    expect(await sitemapUrls("hi-secrets", BASE)).toBeNull();
  });

  it("answers null for unknown sitemap names and escapes XML", async () => {
    expect(await sitemapUrls("secrets", BASE)).toBeNull();
    expect(await sitemapUrls("properties-x", BASE)).toBeNull();
    expect(urlSetXml([{ loc: "https://x.in/a?b=1&c=2" }])).toContain(
      "<loc>https://x.in/a?b=1&amp;c=2</loc>",
    );
  });
});
