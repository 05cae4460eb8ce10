import { expect, test } from "../fixtures/test";

test("home: hero search goes to the search results with the chosen filters", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const search = page.getByRole("form", { name: "Search properties" });
  await search.getByText("Rent", { exact: true }).click();
  await search.getByLabel("City").selectOption({ label: "Bhopal" });
  await search.getByLabel("Property type").selectOption({ label: "Flat / Apartment" });
  await search.getByLabel("Budget").selectOption({ label: "₹10,000 – ₹20,000/month" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search-results\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toMatchObject({
    propertyType: "FlatApartment",
    transactionType: "Rent",
    page: "1",
    city: "Bhopal",
    state: "Madhya Pradesh",
    locality: "",
    searchQuery: "",
    minPrice: "10000",
    maxPrice: "20000",
  });
});

test("home: the Projects tab leads to the city's new projects", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("form", { name: "Search properties" });
  await search.getByText("Projects", { exact: true }).click();
  await search.getByLabel("City").selectOption({ label: "Indore" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/property-in\/indore#projects$/);
  await expect(page.getByRole("heading", { name: "New projects in Indore" })).toBeVisible();
});

test("home: featured listings, popular cities, new projects, services, insights and SEO links", async ({
  page,
}) => {
  await page.goto("/");
  const featured = page.locator("#featured");
  await expect(featured.getByRole("heading", { name: "Featured properties" })).toBeVisible();
  expect(await featured.getByRole("article").count()).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "New projects" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular cities" })).toBeVisible();
  await expect(page.locator("#services a[href^='/services/']")).toHaveCount(13);
  await expect(
    page.getByRole("heading", { name: "Understand localities before you visit" }),
  ).toBeVisible();

  const link = page.getByRole("link", { name: "Flats for sale in Indore" });
  const href = (await link.getAttribute("href"))!;
  expect(href).toContain(
    "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Indore&state=Madhya+Pradesh",
  );
  const bhk = await page.getByRole("link", { name: "2 BHK in Bhopal" }).getAttribute("href");
  expect(bhk).toContain("city=Bhopal");
  expect(bhk).toContain("bhk=2");

  await featured.getByRole("article").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/property\/[a-z0-9-]+-\d+$/);
});

test("home with JavaScript off shows its listing sections and the insights table's cities in place", async ({
  browser,
}) => {
  // No script runs: nothing may wait at the document's end for a script to move it into place.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const featured = page.locator("#featured");
  await expect(featured.getByRole("heading", { name: "Featured properties" })).toBeVisible();
  await expect(featured.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "New projects" })).toBeVisible();
  const table = page.getByRole("table", { name: /^Newest median asking prices/ });
  await expect(table.getByRole("rowheader", { name: "Mumbai" })).toBeVisible();
  await context.close();
});

test("home: a featured card opens its listing from its photo, and its compare button stays a button", async ({
  page,
}) => {
  await page.goto("/");
  const card = page.locator("#featured").getByRole("article").first();
  // One link per card (the title's), covering the card; the compare button sits above it.
  await expect(card.getByRole("link")).toHaveCount(1);
  const href = await card.getByRole("link").getAttribute("href");
  await card.getByRole("button", { name: /^Compare: /, pressed: false }).click();
  await expect(
    card.getByRole("button", { name: /^Added to compare: /, pressed: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // A person clicks the photo: the title link's overlay takes the click.
  // Instant: the page scrolls smoothly, and a box read mid-scroll would send the click elsewhere.
  await card.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  const photo = (await card.locator(".card-photo").boundingBox())!;
  await page.mouse.click(photo.x + photo.width / 2, photo.y + photo.height / 2);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("city landing page: H1, counts by type linking to results, localities, breadcrumbs", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .locator("#popular-cities")
    .getByRole("link", { name: /^Indore/ })
    .click();
  // A city page is rendered on its first visit (then cached): allow for that render under load.
  await expect(page).toHaveURL(/\/property-in\/indore$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Property in Indore" })).toBeVisible();
  const typeLink = page.locator("#by-type a").first();
  await expect(typeLink).toHaveAttribute("href", /\/search-results\?.*city=Indore/);
  await expect(page.getByRole("heading", { name: "Top localities in Indore" })).toBeVisible();
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(jsonLd["@graph"][0]["@type"]).toBe("BreadcrumbList");
  expect((await page.request.get("/property-in/atlantis")).status()).toBe(404);
});
