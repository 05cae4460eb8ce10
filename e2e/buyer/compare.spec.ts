import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { searchResultsHref } from "@/lib/search/search-link";
import { sitemapPaths } from "../fixtures/sitemap";
import { resultCards } from "../fixtures/results";

const cards = (page: Page) => resultCards(page);
const tray = (page: Page) => page.getByRole("region", { name: "Compare tray" });

/** Clicks a compare toggle until it shows as pressed (a click before hydration does nothing). */
async function pressUntilAdded(button: Locator): Promise<void> {
  await expect(async () => {
    if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const idOf = (path: string) => Number(/-(\d+)$/.exec(path)?.[1]);

test("a visitor compares three listings picked from result cards and sees the differences", async ({
  page,
}) => {
  await page.goto(
    searchResultsHref({
      propertyType: "FlatApartment",
      transactionType: "Buy",
      city: "Mumbai",
      state: "Maharashtra",
    }),
  );
  const picked: { title: string; price: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards(page).nth(i);
    const title = ((await card.getByRole("heading").textContent()) ?? "").trim();
    const price = ((await card.getByTestId("card-price").textContent()) ?? "").trim();
    picked.push({ title, price });
    await pressUntilAdded(card.getByRole("button", { name: /compare/i }));
  }
  await expect(tray(page)).toContainText("Compare (3/4)");

  // The tray survives navigation: it is still there on a listing page.
  await cards(page).first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/property\//);
  await expect(tray(page)).toContainText("Compare (3/4)");
  await expect(
    page.getByRole("button", { name: `Added to compare: ${picked[0].title}` }).first(),
  ).toHaveText("Added to compare");

  await tray(page).getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare properties");
  const table = page.getByRole("table");
  for (const { title } of picked) {
    await expect(
      table.getByRole("columnheader").getByRole("link", { name: title, exact: true }),
    ).toBeVisible();
  }
  // `/compare` opened without its list (typed, or from a bookmark) shows the tray's comparison.
  const trayUrl = page.url();
  await page.goto("/compare");
  await expect(page).toHaveURL(trayUrl);
  for (const { title } of picked) {
    await expect(
      table.getByRole("columnheader").getByRole("link", { name: title, exact: true }),
    ).toBeVisible();
  }
  const priceRow = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: /^Price/ }) })
    .first();
  await expect(priceRow.getByRole("cell")).toHaveText(picked.map((p) => p.price));
  // Each column's cover photo is drawn, with its alt text and a srcset sized for its frame.
  const photos = table.getByRole("columnheader").getByRole("img");
  expect(await photos.count()).toBeGreaterThan(0);
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute("alt", /\S/);
    await expect(photo).toHaveAttribute("srcset", /\d+w/);
    await expect(photo).toHaveAttribute("sizes", "240px");
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  for (const label of [
    "Price per sq ft",
    "Area",
    "BHK",
    "Floor",
    "Furnishing",
    "Posted by",
    "Owner's documents",
    "Locality rating",
  ]) {
    await expect(table.getByRole("rowheader", { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  // Rows whose values differ are highlighted and say so.
  const differing = table.locator('tr[data-differs="true"]');
  expect(await differing.count()).toBeGreaterThan(0);
  await expect(differing.first().getByText("Differs")).toBeVisible();
  await expect(differing.first()).toHaveClass(/bg-amber-50/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("a fifth listing is refused with a message while the tray holds four", async ({ page }) => {
  await page.goto(
    searchResultsHref({
      propertyType: "FlatApartment",
      transactionType: "Buy",
      city: "Mumbai",
      state: "Maharashtra",
    }),
  );
  for (let i = 0; i < 4; i++) {
    await pressUntilAdded(
      cards(page)
        .nth(i)
        .getByRole("button", { name: /compare/i }),
    );
  }
  const fifth = cards(page).nth(4);
  await fifth.getByRole("button", { name: /compare/i }).click();
  await expect(fifth.getByRole("alert")).toHaveText(
    "You can compare up to 4 properties. Remove one from the compare tray first.",
  );
  await expect(tray(page)).toContainText("Compare (4/4)");
  await tray(page).getByRole("button", { name: "Clear" }).click();
  await expect(tray(page)).toHaveCount(0);
});

test("a compare link with unknown or malformed ids shows what exists and names what was dropped", async ({
  page,
  request,
}) => {
  const paths = await sitemapPaths(request, "properties");
  const [a, b] = [idOf(paths[0]), idOf(paths[1])];
  const response = await page.goto(`/compare?ids=${a},99999999,abc,${b}`);
  expect(response?.status()).toBe(200);
  const notices = page.getByRole("status").filter({ hasText: "not shown" });
  await expect(notices).toContainText("Listing “99999999” is not shown: it is no longer available");
  await expect(page.getByText("Ignored “abc”: not a listing number.")).toBeVisible();
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);

  await page.goto("/compare?ids=%3Cscript%3E");
  await expect(page.getByText("Ignored “<script>”: not a listing number.")).toBeVisible();
  await expect(page.getByText("No properties to compare yet.")).toBeVisible();
});

test("Share on a Hindi comparison hands on the Hindi comparison's address", async ({
  page,
  request,
}) => {
  const paths = await sitemapPaths(request, "properties");
  const ids = `${idOf(paths[0])},${idOf(paths[1])}`;
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/hi/compare?ids=${ids}`);
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
  const main = page.getByRole("main");
  const share = main.getByRole("button", { name: "शेयर करें", exact: true });
  await share.click();
  const copy = main.getByRole("button", { name: "लिंक कॉपी करें" });
  await expect(copy).toBeFocused();
  await copy.click();
  await expect(main.getByRole("button", { name: "लिंक कॉपी हो गया" })).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.origin).toBe(new URL(page.url()).origin);
  expect(`${copied.pathname}${decodeURIComponent(copied.search)}`).toBe(`/hi/compare?ids=${ids}`);
  await page.keyboard.press("Escape");
  await expect(copy).toBeHidden();
  await expect(share).toBeFocused();
});
