import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { searchResultsHref } from "@/lib/search/search-link";
import { resultCards, resultCount } from "../fixtures/results";

const CITY = { city: "Mumbai", state: "Maharashtra" };

/** "₹45 L" → 4500000, "₹1.2 Cr" → 12000000, "₹25,000/month" → 25000. */
function rupees(text: string): number {
  const t = text.replace(/[₹,\s]/g, "");
  if (t.endsWith("Cr")) return Number(t.slice(0, -2)) * 1e7;
  if (t.endsWith("L")) return Number(t.slice(0, -1)) * 1e5;
  return Number(t.replace(/\/month$/, ""));
}

const cards = (page: Page) => resultCards(page);

// One nav type end to end (a grouped one: Plot + Land). Which types each nav value finds is
// lib/search/__tests__/search-properties.test.ts ("groups LandPlot as Land + Plot and Shop as
// Shop + Showroom"); each type's heading is lib/search/search-url.test.ts.
const NAV_TYPES = [
  { type: "LandPlot", heading: "Plots & Land for Sale in Mumbai", labels: ["Plot", "Land"] },
];

for (const nav of NAV_TYPES) {
  test(`the nav link for ${nav.type} lands on real ${nav.type} results in the city`, async ({
    page,
  }) => {
    const response = await page.goto(
      searchResultsHref({ propertyType: nav.type, transactionType: "Buy", ...CITY }),
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nav.heading);
    await expect(page).toHaveTitle(new RegExp(nav.heading));
    expect(await resultCount(page)).toBeGreaterThan(0);
    const types = await cards(page).getByTestId("card-type").allTextContents();
    expect(types.length).toBeGreaterThan(0);
    for (const t of types) expect(nav.labels).toContain(t);
    for (const place of await cards(page).getByTestId("card-place").allTextContents()) {
      expect(place).toMatch(/Mumbai$/);
    }
    await expect(page.getByRole("link", { name: "LAND Acre home" })).toHaveAttribute("href", "/");
  });
}

test("filters narrow the results, live in the URL, survive reload and the back button", async ({
  page,
}) => {
  await page.goto(
    searchResultsHref({ propertyType: "FlatApartment", transactionType: "Buy", ...CITY }),
  );
  const all = await resultCount(page);
  const filters = page.getByRole("form", { name: "Filters" });

  await filters.getByLabel("2 BHK").check();
  await expect(page).toHaveURL(/bhk=2/);
  await expect(page.getByRole("link", { name: "Remove filter 2 BHK" })).toBeVisible();
  const twoBhk = await resultCount(page);
  expect(twoBhk).toBeGreaterThan(0);
  expect(twoBhk).toBeLessThan(all);
  for (const bhk of await cards(page).getByTestId("card-bhk").allTextContents())
    expect(bhk).toBe("2 BHK");

  await filters.getByLabel("Maximum budget").selectOption({ label: "₹2 Cr" });
  await expect(page).toHaveURL(/maxPrice=20000000/);
  await expect(page.getByRole("link", { name: "Remove filter Under ₹2 Cr" })).toBeVisible();
  const budget = await resultCount(page);
  expect(budget).toBeLessThanOrEqual(twoBhk);
  for (const price of await cards(page).getByTestId("card-price").allTextContents()) {
    expect(rupees(price)).toBeLessThanOrEqual(2e7);
  }

  await page.reload();
  await expect(page.getByRole("link", { name: "Remove filter Under ₹2 Cr" })).toBeVisible();
  await expect(filters.getByLabel("2 BHK")).toBeChecked();
  await expect.poll(() => resultCount(page)).toBe(budget);

  await page.goBack();
  await expect(page).not.toHaveURL(/maxPrice/);
  await expect(page).toHaveURL(/bhk=2/);
  await expect.poll(() => resultCount(page)).toBe(twoBhk);
  await page.goBack();
  await expect(page).not.toHaveURL(/bhk=/);
  await expect.poll(() => resultCount(page)).toBe(all);
});

test("a free-text query is read into filters shown as chips", async ({ page }) => {
  await page.goto(searchResultsHref({ propertyType: "", transactionType: "Buy" }));
  await page
    .getByRole("searchbox", { name: "Search properties" })
    .fill("2 bhk flat in mumbai under 3 crore");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "2 BHK Flats for Sale in Mumbai",
  );
  await expect(page.getByRole("link", { name: "Remove filter Under ₹3 Cr" })).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
  for (const bhk of await cards(page).getByTestId("card-bhk").allTextContents())
    expect(bhk).toBe("2 BHK");
  for (const price of await cards(page).getByTestId("card-price").allTextContents()) {
    expect(rupees(price)).toBeLessThanOrEqual(3e7);
  }
  // Removing one chip keeps the others.
  await page.getByRole("link", { name: "Remove filter 2 BHK" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flats for Sale in Mumbai");
  await expect(page.getByRole("link", { name: "Remove filter Under ₹3 Cr" })).toBeVisible();
});

test("pagination uses real page links with rel next / prev", async ({ page }) => {
  await page.goto(searchResultsHref({ propertyType: "", transactionType: "Buy" }));
  expect(await resultCount(page)).toBeGreaterThan(20);
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /page=2/);
  const firstOnPage1 = await cards(page).first().getByRole("heading").textContent();
  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Page 2" })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(
    page.getByRole("main").getByTestId("result-count").filter({ visible: true }),
  ).toContainText("page 2 of");
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /page=1/);
  expect(await cards(page).first().getByRole("heading").textContent()).not.toBe(firstOnPage1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /page=2/);
});

test("an empty search says so and offers links that widen it", async ({ page }) => {
  await page.goto(
    `${searchResultsHref({ propertyType: "FlatApartment", transactionType: "Buy", ...CITY })}&minPrice=5000000000`,
  );
  await expect(
    page.getByRole("heading", { name: "No properties match this search" }),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByTestId("result-count").filter({ visible: true }),
  ).toHaveText("0 properties found");
  await page.getByRole("link", { name: /^Without Above/ }).click();
  await expect(page).not.toHaveURL(/minPrice/);
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test("a page past the last one says so and links to the last page, never to widen the search", async ({
  page,
}) => {
  const href = searchResultsHref({
    propertyType: "",
    transactionType: "Buy",
    city: "Pune",
    state: "Maharashtra",
  });
  await page.goto(href);
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(20);
  const last = Math.ceil(total / 20);
  const response = await page.goto(href.replace("page=1", `page=${last + 1}`));
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { name: `There is no page ${last + 1} of this search` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "No properties match this search" })).toHaveCount(
    0,
  );
  await expect(page.getByText(/Try widening it/)).toHaveCount(0);
  await expect(
    page.getByRole("main").getByTestId("result-count").filter({ visible: true }),
  ).not.toContainText("page");
  // Not a page for search engines; links on it are still followed, and the prev link is the last page.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
    "href",
    new RegExp(`page=${last}(&|$)`),
  );
  await page.getByRole("link", { name: `Go to the last page (page ${last})` }).click();
  await expect(page).toHaveURL(new RegExp(`page=${last}(&|$)`));
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  // The same in Hindi.
  await page.goto(`/hi${href.replace("page=1", `page=${last + 5}`)}`);
  await expect(page.getByRole("heading", { name: `इस खोज का पेज ${last + 5} नहीं है` })).toBeVisible();
  // Past the 500 pages that can be shown, the same: not page 1 under a "narrow your search" note.
  await page.goto(href.replace("page=1", "page=999"));
  await expect(
    page.getByRole("heading", { name: "There is no page 999 of this search" }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "ignored" })).toHaveCount(0);
});

test("bad values in the link are ignored with a notice", async ({ page }) => {
  const response = await page.goto(
    "/search-results?propertyType=Castle&transactionType=Buy&page=1&city=Mumbai&bhk=nine",
  );
  expect(response?.status()).toBe(200);
  const notice = page.getByRole("status").filter({ hasText: "ignored" });
  await expect(notice).toContainText("Unknown property type");
  await expect(notice).toContainText("BHK must be a list of numbers from 0 (1 RK) to 5 (5+)");
  expect(await resultCount(page)).toBeGreaterThan(0);
  // In Hindi, in Hindi: no English rule, no field's code name.
  await page.goto(
    "/hi/search-results?propertyType=FlatApartment&transactionType=xyz&page=abc&city=Mumbai&minPrice=lots",
  );
  const hindi = page.getByRole("status").filter({ hasText: "लिंक के कुछ फ़िल्टर छोड़ दिए गए" });
  await expect(hindi).toContainText("सौदे का प्रकार खरीदें, किराया या PG होना चाहिए");
  await expect(hindi).toContainText("न्यूनतम कीमत रुपये में राशि होनी चाहिए");
  await expect(hindi).not.toContainText(/[A-Za-z]{4,}/);
});

test("the search API answers 400 naming the bad field", async ({ request }) => {
  const res = await request.get("/api/properties/search?city=Mumbai&sort=cheapest");
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ errors: { sort: "Unknown sort order" } });
  const ok = await request.get("/api/properties/search?propertyType=FlatApartment&city=Mumbai");
  const body = await ok.json();
  expect(body).toMatchObject({ page: 1, pageSize: 20 });
  expect(body.total).toBeGreaterThan(0);
  const featured = await (await request.get("/api/properties/featured")).json();
  expect(featured.data.length).toBeGreaterThan(0);
  expect(featured.data.every((p: { featured: boolean }) => p.featured)).toBe(true);
  const city = await (await request.get("/api/properties/city/Mumbai?limit=6")).json();
  expect(city.properties).toHaveLength(6);
  expect(city.properties.every((p: { cityName: string }) => p.cityName === "Mumbai")).toBe(true);
});

test("free text names Mumbai's localities without their side, and says when a place is unknown", async ({
  page,
}) => {
  const ask = async (text: string) => {
    await page.goto(searchResultsHref({ propertyType: "", transactionType: "Buy" }));
    await page.getByRole("searchbox", { name: "Search properties" }).fill(text);
    await page.getByRole("button", { name: "Search", exact: true }).click();
  };
  await ask("flat in bandra");
  await expect(page.getByRole("link", { name: "Remove filter Mumbai" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter Bandra" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Remove filter “bandra”/ })).toHaveCount(0);

  await ask("flat for rent in andheri");
  await expect(page.getByRole("link", { name: "Remove filter Andheri" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mumbai");
  expect(await resultCount(page)).toBeGreaterThan(0);

  await ask("छतरपुर में प्लॉट");
  await expect(
    page.getByRole("link", {
      name: "Remove filter “छतरपुर”: place not found, searching everywhere",
    }),
  ).toBeVisible();
});
