import { expect, test, type Page } from "@playwright/test";
import { scaled } from "../machine-speed";
import { clientAddressHeader } from "../fixtures/accounts";
import {
  approveAsAdmin,
  hydrated,
  listingRow,
  postFlat,
  signInNewSeller,
  uniqueWord,
  wizard,
} from "./seller-helpers";

test.use({ extraHTTPHeaders: clientAddressHeader() });

/** The public page of listing `id` (any slug leads to the canonical URL), as a visitor sees it. */
async function openPublicPage(page: Page, id: number): Promise<void> {
  const response = await page.goto(`/property/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/property/[a-z0-9-]+-${id}$`));
}

// Listing pages are rendered once per URL and kept; every change to the listing must show at once.
test("a cached listing page follows approval, the seller's edit and a pause at once", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(180_000));
  await signInNewSeller(page, "agent", "/saller/dashboard", "Farah");
  const title = `Corner 2 BHK by Rajwada ${uniqueWord()}`;
  const { id } = await postFlat(page, { title, price: "6100000", photos: 1 });

  // Under review: not public (and that 404 is what the page's cache now holds).
  expect((await page.request.get(`/property/${id}`)).status()).toBe(404);
  await approveAsAdmin(browser, id, title);
  const visitor = await browser.newPage();
  await openPublicPage(visitor, id);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.getByText("₹61 L").filter({ visible: true }).first()).toBeVisible();

  // The seller changes the price: the listing goes back to review, its page disappears at once…
  await page.goto(`/saller/property/${id}/edit`);
  await expect(page.getByRole("heading", { name: "Edit property", level: 1 })).toBeVisible();
  await hydrated(page, "form");
  await page.getByRole("button", { name: /Price/ }).click();
  await expect(wizard.heading(page)).toHaveText("Price");
  await page.getByLabel("Expected price (₹)").fill("5850000");
  await expect(page.locator("#price-preview")).toHaveText("₹58.5 L");
  await wizard.next(page, "Amenities");
  await wizard.next(page, "Photos");
  await wizard.next(page, "Review & submit");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The listing was sent for review again.")).toBeVisible();
  expect((await visitor.request.get(`/property/${id}`)).status()).toBe(404);

  // …and comes back with the new price as soon as it is approved again.
  await approveAsAdmin(browser, id, title);
  await openPublicPage(visitor, id);
  await expect(visitor.getByText("₹58.5 L").filter({ visible: true }).first()).toBeVisible();
  await expect(visitor.getByText("₹61 L")).toHaveCount(0);
  const canonical = new URL(visitor.url()).pathname;

  // Paused: the cached page answers 404 at once.
  await page.goto("/saller/properties");
  await hydrated(page);
  const row = listingRow(page, id);
  await row.getByRole("button", { name: `Pause: ${title}` }).click();
  await expect(page.getByText("Listing paused. Buyers no longer see it.")).toBeVisible();
  expect((await visitor.request.get(canonical)).status()).toBe(404);
  await visitor.close();
});
