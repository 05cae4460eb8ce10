import { expect, test } from "../fixtures/test";
import { searchResultsHref } from "@/lib/search/search-link";

test("on a phone the filters open as a bottom sheet and apply", async ({ page }) => {
  await page.goto(
    searchResultsHref({
      propertyType: "FlatApartment",
      transactionType: "Buy",
      city: "Mumbai",
      state: "Maharashtra",
    }),
  );
  const filters = page.getByRole("form", { name: "Filters" });
  await expect(filters).toBeHidden();
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(filters).toBeVisible();
  await filters.getByLabel("3 BHK").check();
  await expect(page).not.toHaveURL(/bhk=/);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/bhk=3/);
  await expect(filters).toBeHidden();
  await expect(page.getByRole("link", { name: "Remove filter 3 BHK" })).toBeVisible();
  // The results before the filter stay mounted but hidden (Next keeps the previous route).
  const shown = await page
    .getByRole("main")
    .getByTestId("card-bhk")
    .filter({ visible: true })
    .allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const bhk of shown) expect(bhk).toBe("3 BHK");
});

test("on a phone, closing the filter sheet without applying forgets the choices", async ({
  page,
}) => {
  const href = searchResultsHref({
    propertyType: "FlatApartment",
    transactionType: "Buy",
    city: "Indore",
    state: "Madhya Pradesh",
  });
  await page.goto(href);
  const opener = page.getByRole("button", { name: "Filters" });
  const filters = page.getByRole("form", { name: "Filters" });
  await opener.click();
  await expect(filters).toBeVisible();
  await expect(filters.getByRole("button", { name: "Close filters" })).toBeFocused();
  await expect(page.getByRole("dialog", { name: "Filters" })).toHaveAttribute("aria-modal", "true");
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  await filters.getByLabel("2 BHK").check();
  await page.keyboard.press("Escape");
  await expect(filters).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  await expect(page).not.toHaveURL(/bhk=/);
  await opener.click();
  await expect(filters.getByLabel("2 BHK")).not.toBeChecked();
  await filters.getByLabel("2 BHK").check();
  await filters.getByRole("button", { name: "Close filters" }).click();
  await expect(filters).toBeHidden();
  await opener.click();
  await expect(filters.getByLabel("2 BHK")).not.toBeChecked();
});

test("on a phone, the filter sheet's close button is a 44×44 target beside its title", async ({
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
  const filters = page.getByRole("form", { name: "Filters" });
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(filters).toBeVisible();
  const close = filters.getByRole("button", { name: "Close filters" });
  const box = (await close.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // On the title's line, inside the sheet and the screen, its icon in the sheet's corner as before.
  const title = (await filters.getByRole("heading", { name: "Filters" }).boundingBox())!;
  const sheet = (await filters.boundingBox())!;
  expect(Math.abs(box.y + box.height / 2 - (title.y + title.height / 2))).toBeLessThanOrEqual(1);
  expect(box.x + box.width).toBeLessThanOrEqual(sheet.x + sheet.width);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const icon = (await close.locator("svg").boundingBox())!;
  expect(sheet.x + sheet.width - (icon.x + icon.width)).toBeCloseTo(16, 0);
  // The first field starts where it did: the title row is no taller than the title.
  const rowHeight = await close.evaluate((button) => button.parentElement!.offsetHeight);
  expect(rowHeight).toBe(Math.round(title.height));
  // A tap near its edge, off the icon, still closes the sheet.
  await page.touchscreen.tap(box.x + 4, box.y + 4);
  await expect(filters).toBeHidden();
});

test("on a phone, an empty search fits the screen and its links widen the search", async ({
  page,
}) => {
  await page.goto(
    `${searchResultsHref({
      propertyType: "FlatApartment",
      transactionType: "Buy",
      city: "Indore",
      state: "Madhya Pradesh",
    })}&minPrice=5000000000`,
  );
  await expect(
    page.getByRole("heading", { name: "No properties match this search" }),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const widen = page.getByRole("link", { name: /^Without Above/ });
  await expect(widen).toBeInViewport();
  await widen.click();
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(page.getByRole("main").getByTestId("card-bhk").first()).toBeVisible();
});
