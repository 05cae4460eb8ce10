import { expect, test } from "../fixtures/test";
import { resultCount } from "../fixtures/results";
import { POPULAR_SEARCHES } from "@/lib/search/popular-searches";

test("the search page searches by tab, city, type and budget and remembers the search", async ({
  page,
}) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Properties");
  await page.getByRole("tab", { name: "Rent" }).click();
  await expect(page.getByRole("tab", { name: "Rent" })).toHaveAttribute("aria-selected", "true");
  // By role, which skips hidden copies: /search streams its page behind the loading screen, and
  // for a moment the form may be in the document twice, once in React's hidden segment.
  await page.getByRole("combobox", { name: "City" }).selectOption("Mumbai");
  await page.getByRole("combobox", { name: "Property type" }).selectOption({
    label: "Flat / Apartment",
  });
  await page.getByRole("combobox", { name: "Budget" }).selectOption({
    label: "Up to ₹2,00,000/month",
  });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(
    /\/search-results\?propertyType=FlatApartment&transactionType=Rent&page=1&city=Mumbai&state=Maharashtra/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flats for Rent in Mumbai");
  await expect(
    page.getByRole("main").getByTestId("result-count").filter({ visible: true }),
  ).toContainText("found");

  await page.goto("/search");
  const recent = page.getByRole("region", { name: "Your recent searches" });
  await expect(
    recent.getByRole("link", { name: /Flat \/ Apartment Rent in Mumbai/ }),
  ).toBeVisible();
  await recent.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flats for Rent in Mumbai");
});

test("a typed query on the search page opens matching results", async ({ page }) => {
  await page.goto("/search");
  await page.getByRole("searchbox", { name: "What are you looking for?" }).fill("plot in mumbai");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Plots & Land for Sale in Mumbai",
  );
});

test("every popular search is a link to real results", async ({ page, request }) => {
  await page.goto("/search");
  const results = (html: string) =>
    Number(html.match(/data-testid="result-count"[^>]*>([^<]*)/)?.[1].replace(/[^\d]/g, "") ?? 0);
  for (const popular of POPULAR_SEARCHES) {
    const link = page.getByRole("link", { name: popular.label, exact: true });
    await expect(link).toHaveAttribute("href", popular.href);
    // The results page for each (server-rendered), without a browser visit per link.
    const response = await request.get(popular.href);
    expect(response.status(), popular.label).toBe(200);
    expect(results(await response.text()), popular.label).toBeGreaterThan(0);
  }
  // One followed the way a person does.
  await page.getByRole("link", { name: POPULAR_SEARCHES[0].label, exact: true }).click();
  await expect(page).toHaveURL(/\/search-results\?/);
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test("/properties browses every listing with the same filters inside the public layout", async ({
  page,
}) => {
  await page.goto("/properties");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Properties for Sale in India");
  await expect(page.locator("footer")).toBeVisible();
  await page
    .getByRole("form", { name: "Filters" })
    .getByLabel("Property type")
    .selectOption({ label: "Plot / Land" });
  await expect(page).toHaveURL(/\/properties\?propertyType=LandPlot/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Plots & Land for Sale in India",
  );
  const types = await page
    .getByRole("list", { name: "Properties" })
    .getByTestId("card-type")
    .allTextContents();
  expect(types.length).toBeGreaterThan(0);
  for (const t of types) expect(["Plot", "Land"]).toContain(t);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page shows its form and popular searches, not a loading screen", async ({
    page,
  }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Properties");
    await expect(page.getByRole("searchbox", { name: "What are you looking for?" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: POPULAR_SEARCHES[0].label, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading LAND Acre" })).toHaveCount(0);
  });
});
