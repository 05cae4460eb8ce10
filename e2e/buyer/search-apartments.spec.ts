import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { searchResultsHref } from "@/lib/search/search-link";
import { resultCards, resultCount } from "../fixtures/results";

// "Flat / Apartment" is the apartment family (flats, 1 RK / studios, serviced apartments) and the
// "1 RK" bedroom choice finds the RK studios: links, typed text (English, Hindi), the API and the
// city page's counts agree. Which stored types each finds: lib/search/__tests__/apartment-family.test.ts.

const PUNE = { city: "Pune", state: "Maharashtra" };

async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/properties/search?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test("the 1 RK choice under Flat / Apartment finds the RK studios the API finds", async ({
  page,
}) => {
  await page.goto(
    `${searchResultsHref({ propertyType: "FlatApartment", transactionType: "Rent", ...PUNE })}&bhk=0`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "1 RK / Studio Apartments for Rent in Pune",
  );
  const shown = await resultCount(page);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBe(
    await apiTotal(page, "transactionType=Rent&city=Pune&state=Maharashtra&bhk=0"),
  );
  await expect(resultCards(page).first()).toBeVisible();
});

for (const text of ["1 RK for rent in Pune", "studio apartment in Pune for rent"]) {
  test(`typing "${text}" finds the RK studios for rent in Pune`, async ({ page }) => {
    await page.goto(searchResultsHref({ propertyType: "", transactionType: "Buy" }));
    await page.getByRole("searchbox", { name: "Search properties" }).fill(text);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "1 RK / Studio Apartments for Rent in Pune",
    );
    await expect(page.getByRole("link", { name: "Remove filter 1 RK" })).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
  });
}

test("a Hindi query for a 1 RK to rent in Pune finds them", async ({ page }) => {
  await page.goto(
    `/hi${searchResultsHref({ propertyType: "", transactionType: "Buy", searchQuery: "पुणे में किराये पर 1 RK" })}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText("1 RK");
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test("typing serviced apartment finds serviced apartments and keeps the type in the filters", async ({
  page,
}) => {
  await page.goto(searchResultsHref({ propertyType: "", transactionType: "Buy" }));
  await page.getByRole("searchbox", { name: "Search properties" }).fill("serviced apartment");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Serviced Apartments for Sale in India",
  );
  expect(await resultCount(page)).toBeGreaterThan(0);
  await expect(page.getByRole("combobox", { name: "Property type" })).toHaveValue(
    "ServicedApartment",
  );
});

test("the city page's flats-for-rent count is the count its results page shows", async ({
  page,
}) => {
  await page.goto("/property-in/pune");
  const link = page.getByRole("link", { name: /^Flats for rent in Pune [\d,]+$/ });
  const count = Number(((await link.textContent()) ?? "").replace(/[^\d]/g, ""));
  expect(count).toBeGreaterThan(0);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flats for Rent in Pune");
  expect(await resultCount(page)).toBe(count);
  expect(count).toBe(
    await apiTotal(
      page,
      "propertyType=FlatApartment&transactionType=Rent&city=Pune&state=Maharashtra",
    ),
  );
});
