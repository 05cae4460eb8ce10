import { expect, test } from "../fixtures/test";
import { locs, sitemapPaths } from "../fixtures/sitemap";

test("a property page has a canonical link, Open Graph and valid JSON-LD", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "properties");
  await page.goto(path);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe(path);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/media\/.+\.webp$/,
  );
  const title = await page.title();
  expect(title).toContain(" | LAND Acre");

  const doc = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(doc["@context"]).toBe("https://schema.org");
  const [listing, breadcrumbs] = doc["@graph"];
  expect(listing["@type"]).toBe("RealEstateListing");
  expect(new URL(listing.url).pathname).toBe(path);
  expect(["Apartment", "House", "SingleFamilyResidence", "Place"]).toContain(
    listing.mainEntity["@type"],
  );
  if (listing.mainEntity["@type"] !== "Place") {
    expect(listing.mainEntity.floorSize).toMatchObject({
      "@type": "QuantitativeValue",
      unitCode: "FTK",
    });
  }
  if (listing.offers)
    expect(listing.offers).toMatchObject({ "@type": "Offer", priceCurrency: "INR" });
  expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
  expect(breadcrumbs.itemListElement.at(-1).item).toBe(listing.url);
});

test("pages drawn at build carry the server's address, not the build's", async ({
  request,
  baseURL,
}) => {
  // npm test builds without SITE_URL (so the build's address is http://localhost:3000) and serves
  // with this server's: a page prerendered at build is drawn again with it (renderedSiteUrl).
  const origin = new URL(baseURL!).origin;
  for (const path of ["/about", "/contact", "/insights", "/hi/about"]) {
    const html = await (await request.get(path)).text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect([path, canonical && new URL(canonical).origin]).toEqual([path, origin]);
    const og = html.match(/<meta property="og:url" content="([^"]+)"/)?.[1];
    if (og) expect([path, new URL(og).origin]).toEqual([path, origin]);
    // JSON-LD's own links (url, breadcrumb items, @id).
    const linked = [...html.matchAll(/"(?:url|item|@id)":"(https?:\/\/[^"/]+)/g)].map((m) => m[1]);
    expect(linked.length).toBeGreaterThan(0);
    for (const found of new Set(linked)) expect([path, found]).toEqual([path, origin]);
  }
});

test("the sitemap index lists a child sitemap that contains the listing URL", async ({
  request,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("xml");
  const indexXml = await index.text();
  expect(indexXml).toContain("<sitemapindex");
  const children = locs(indexXml);
  expect(children.some((c) => c.endsWith("/sitemaps/pages.xml"))).toBe(true);
  const child = children.find((c) => c.includes("/sitemaps/properties-0.xml"))!;
  const childXml = await (await request.get(new URL(child).pathname)).text();
  const urls = locs(childXml);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.length).toBeLessThanOrEqual(50_000);
  const listing = new URL(urls[0]).pathname;
  expect((await request.get(listing)).status()).toBe(200);
  const pages = locs(await (await request.get("/sitemaps/pages.xml")).text());
  expect(pages.some((u) => u.endsWith("/property-in/indore"))).toBe(true);
  expect(pages.some((u) => u.endsWith("/services/legal"))).toBe(true);
  expect((await request.get("/sitemaps/unknown.xml")).status()).toBe(404);
});

test("robots.txt disallows the private areas and points at the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/saller", "/api"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});
