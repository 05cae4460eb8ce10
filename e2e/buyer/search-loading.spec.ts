import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { searchResultsHref } from "@/lib/search/search-link";

const MUMBAI_FLATS = searchResultsHref({
  propertyType: "FlatApartment",
  transactionType: "Buy",
  city: "Mumbai",
  state: "Maharashtra",
});

/**
 * Holds the router's requests for results pages for `ms` (a cached copy answers in a few
 * milliseconds, too fast to see what the page shows meanwhile). Prefetches pass untouched.
 */
async function slowResults(page: Page, ms: number) {
  await page.route(
    (url) => url.href.includes("/search-results"),
    async (route) => {
      const headers = route.request().headers();
      if (headers["rsc"] && !headers["next-router-prefetch"]) {
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
      await route.fallback();
    },
  );
}

async function openMumbaiFlats(page: Page) {
  await page.goto(MUMBAI_FLATS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flats for Sale in Mumbai");
  await expect(page.locator('form[role="search"][data-hydrated="true"]')).toBeVisible();
}

test("a search from the results header shows the loading view, then the new results", async ({
  page,
}) => {
  await openMumbaiFlats(page);
  await slowResults(page, 1500);

  const search = page.locator('form[role="search"][data-hydrated="true"]');
  await search.getByRole("searchbox", { name: "Search properties" }).fill("3 bhk flat in pune");
  await search.getByRole("button", { name: "Search", exact: true }).click();

  const loading = page.getByRole("status", { name: "Loading results" });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute("aria-busy", "true");
  // The old results give way; the header and its search box stay.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  await expect(search.getByRole("searchbox", { name: "Search properties" })).toBeVisible();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3 BHK Flats for Sale in Pune");
  await expect(loading).toHaveCount(0);
  await expect(page).toHaveURL(/searchQuery=3\+bhk\+flat\+in\+pune/);
  await expect(
    page.getByRole("list", { name: "Properties" }).getByRole("article").first(),
  ).toBeVisible();
});

test("a new sort order keeps the results and the select in place while it loads", async ({
  page,
}) => {
  await openMumbaiFlats(page);
  await slowResults(page, 1500);

  const sort = page.getByLabel("Sort by").filter({ visible: true });
  await sort.focus();
  const held = page.waitForRequest(
    (request) => request.url().includes("sort=price_asc") && !!request.headers()["rsc"],
  );
  await sort.selectOption("price_asc");
  await held;

  // While the server is held: refining a search is not a new search, so nothing blanks and the
  // select keeps its place and focus.
  await expect(page.getByRole("status", { name: "Loading results" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flats for Sale in Mumbai");
  await expect(sort).toBeFocused();

  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(sort).toBeFocused();
  await expect(sort).toHaveValue("price_asc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flats for Sale in Mumbai");
  await expect(
    page.getByRole("list", { name: "Properties" }).getByRole("article").first(),
  ).toBeVisible();
});

test("a filter ticked on a wide screen keeps the focus once the refined results are in", async ({
  page,
}) => {
  await openMumbaiFlats(page);
  const filters = page.getByRole("form", { name: "Filters" });
  const twoBhk = filters.getByRole("checkbox", { name: "2 BHK" });
  await twoBhk.check();

  await expect(page).toHaveURL(/bhk=2/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "2 BHK Flats for Sale in Mumbai",
  );
  await expect(twoBhk).toBeChecked();
  await expect(twoBhk).toBeFocused();
  // Keyboard use goes on from there: the next box is one Tab away.
  await page.keyboard.press("Tab");
  await expect(filters.getByRole("checkbox", { name: "3 BHK" })).toBeFocused();
});
