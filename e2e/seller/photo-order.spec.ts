import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import {
  hydrated,
  photo,
  setPhotos,
  signInNewSeller,
  uniqueWord,
  walkToPhotos,
  wizard,
} from "./seller-helpers";

/** Width ÷ height of each photo in the list, in order (each test photo has its own shape). */
async function shapes(page: Page): Promise<number[]> {
  const images = page.getByRole("list", { name: "Photos" }).getByRole("img");
  await expect(images.first()).toBeVisible();
  return images.evaluateAll((list) =>
    list.map((img) => {
      const i = img as HTMLImageElement;
      return Math.round((i.naturalWidth / i.naturalHeight) * 100) / 100;
    }),
  );
}

const LANDSCAPE = 1.33;
const PORTRAIT = 0.67;
const SQUARE = 1;

test("photos keep the order they were chosen in; the seller drags to reorder and picks the cover", async ({
  page,
}) => {
  test.setTimeout(scaled(180_000));
  await signInNewSeller(page, "individual", "/saller/dashboard", "Kiran");
  const title = `Garden 2 BHK near Meghdoot ${uniqueWord()}`;
  await walkToPhotos(page, { title, price: "4800000" });
  // Photo 1 is the largest, so it finishes uploading last.
  await setPhotos(page, [
    photo("one.jpg", { r: 200, g: 120, b: 60 }, { width: 4000, height: 3000 }),
    photo("two.jpg", { r: 60, g: 140, b: 200 }, { width: 600, height: 900 }),
    photo("three.jpg", { r: 90, g: 180, b: 90 }, { width: 900, height: 900 }),
  ]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toHaveCount(3, {
    timeout: 30_000,
  });
  await expect.poll(() => shapes(page)).toEqual([LANDSCAPE, PORTRAIT, SQUARE]);
  await expect(page.getByRole("button", { name: "Make photo 1 the cover" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Drag photo 3 to the front, then make the landscape one (now 2nd) the cover.
  const items = page.getByRole("list", { name: "Photos" }).getByRole("listitem");
  await items.nth(2).dragTo(items.nth(0));
  await expect.poll(() => shapes(page)).toEqual([SQUARE, LANDSCAPE, PORTRAIT]);
  await page.getByRole("button", { name: "Make photo 2 the cover" }).click();
  await expect(page.getByRole("button", { name: "Make photo 2 the cover" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await wizard.next(page, "Review & submit");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\/saller\/properties\?posted=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get("posted"));

  // Kept as chosen: the edit form shows the same order and cover.
  await page.goto(`/saller/property/${id}/edit`);
  await hydrated(page, "form");
  await page.getByRole("button", { name: /Photos/ }).click();
  await expect.poll(() => shapes(page)).toEqual([SQUARE, LANDSCAPE, PORTRAIT]);
  await expect(page.getByRole("button", { name: "Make photo 2 the cover" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
