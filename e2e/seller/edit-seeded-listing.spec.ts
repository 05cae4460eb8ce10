import type { Page } from "@playwright/test";
import { formatPriceShort } from "@/lib/format/money";
import { loginAsSeller } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import {
  approveAsAdmin,
  hydrated,
  listingRow,
  postFlat,
  signInNewSeller,
  uniqueWord,
  wizard,
} from "./seller-helpers";

/** The id of one of the demo seller's live seeded listings for sale (photos from the demo pool). */
async function seededLiveSale(page: Page, index: number): Promise<number> {
  await loginAsSeller(page, "/saller/properties?status=active");
  await hydrated(page);
  const rows = page.locator("tr[data-listing-id]").filter({ hasNotText: "/month" });
  await expect(rows.nth(index)).toBeVisible();
  return Number(await rows.nth(index).getAttribute("data-listing-id"));
}

async function openEdit(page: Page, id: number): Promise<void> {
  await page.goto(`/saller/property/${id}/edit`);
  await expect(page.getByRole("heading", { name: "Edit property", level: 1 })).toBeVisible();
  await hydrated(page, "form");
}

test("the demo seller edits a seeded live listing step by step and saves a new price", async ({
  page,
}) => {
  test.setTimeout(scaled(120_000));
  const id = await seededLiveSale(page, 0);
  await openEdit(page, id);
  // Every step, with Continue, as the tester did: nothing on the way may block.
  await expect(wizard.heading(page)).toHaveText("Type & deal");
  await wizard.next(page, "Location");
  await wizard.next(page, "Details");
  await wizard.next(page, "Price");
  const priceBox = page.getByLabel("Expected price (₹)");
  const newPrice = Number((await priceBox.inputValue()).replace(/,/g, "")) + 150_000;
  await priceBox.fill(String(newPrice));
  await wizard.next(page, "Amenities");
  await wizard.next(page, "Photos");
  // The listing's own demo-pool photos are there, and valid.
  await expect(
    page.getByRole("list", { name: "Photos" }).getByRole("listitem").first(),
  ).toBeVisible();
  await wizard.next(page, "Review & submit");
  await page.getByRole("button", { name: "Save changes" }).click();
  // Only the price changed: live at once, nothing queued for review (the listing keeps its own
  // map point, and the demo data is stored as the form stores it).
  await expect(page.getByText("Changes saved. They are live now.").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/saller/properties\\?listing=${id}$`));
  await expect(listingRow(page, id)).toContainText(formatPriceShort(newPrice));
});

test("an invalid field on another step: Save says so and shows the step and the message", async ({
  page,
}) => {
  test.setTimeout(scaled(90_000));
  const id = await seededLiveSale(page, 1);
  await openEdit(page, id);
  await page.getByRole("button", { name: /Price/ }).click();
  await expect(wizard.heading(page)).toHaveText("Price");
  await page.getByLabel("Expected price (₹)").fill("");
  // Straight to the last step (an edit has reached every step), skipping Continue's check.
  await page.getByRole("button", { name: /Review & submit/ }).click();
  await expect(wizard.heading(page)).toHaveText("Review & submit");
  let sent = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes(`/saller/property/${id}/edit`)) sent += 1;
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
  await expect(wizard.heading(page)).toHaveText("Price");
  await expect(page.getByText("Enter the expected price")).toBeVisible();
  await expect(page.getByLabel("Expected price (₹)")).toBeFocused();
  expect(sent).toBe(0);

  // Continue with the field still blank says so too.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please correct the highlighted fields.").first()).toBeVisible();
  await expect(wizard.heading(page)).toHaveText("Price");
});

test("the seller's chosen cover leads the listing page, its og:image and its JSON-LD", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(180_000));
  await signInNewSeller(page, "individual", "/saller/dashboard", "Meera");
  const title = `Bright 2 BHK by Palasia ${uniqueWord()}`;
  const { id, coverSrc } = await postFlat(page, { title, price: "5200000", photos: 3, cover: 3 });
  const coverKey = /\/media\/(listings\/\d+\/[0-9a-f-]+)-480\.webp$/.exec(coverSrc)![1];
  await approveAsAdmin(browser, id, title);

  const response = await page.goto(`/property/${id}`);
  expect(response?.status()).toBe(200);
  const main = page.locator('img[fetchpriority="high"]').first();
  await expect(main).toBeVisible();
  expect(`${await main.getAttribute("src")} ${await main.getAttribute("srcset")}`).toContain(
    coverKey,
  );
  expect(await page.locator('meta[property="og:image"]').first().getAttribute("content")).toContain(
    coverKey,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const images = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .flatMap((doc) => findImages(doc));
  expect(images[0]).toContain(coverKey);
});

/** The `image` lists in a JSON-LD document, wherever they sit (the listing may be mainEntity). */
function findImages(node: unknown): string[] {
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  if (Array.isArray(record.image) && typeof record.image[0] === "string") {
    return record.image as string[];
  }
  return Object.values(record).flatMap((v) =>
    Array.isArray(v) ? v.flatMap(findImages) : findImages(v),
  );
}
