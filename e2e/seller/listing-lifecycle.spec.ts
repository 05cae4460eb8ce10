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

test("a live listing is paused and unpaused, goes back to review when edited, and is deleted after a confirm", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(180_000));
  await signInNewSeller(page, "agent", "/saller/dashboard", "Geeta");
  const title = `Airy 2 BHK near Sayaji Club ${uniqueWord()}`;
  const { id } = await postFlat(page, { title, price: "5200000", photos: 1 });
  await approveAsAdmin(browser, id, title);
  const publicPage = `/property-profile?id=${id}`;
  expect((await page.request.get(publicPage)).status()).toBe(200);

  await page.goto("/saller/properties");
  await hydrated(page);
  const row = listingRow(page, id);
  await row.getByRole("button", { name: `Pause: ${title}` }).click();
  await expect(page.getByText("Listing paused. Buyers no longer see it.")).toBeVisible();
  await expect(row.getByText("Paused")).toBeVisible();
  // A listing that was live and left the site is 410 Gone; live again, 200 at once.
  expect((await page.request.get(publicPage)).status()).toBe(410);
  await row.getByRole("button", { name: `Unpause: ${title}` }).click();
  await expect(page.getByText("Listing is live again.")).toBeVisible();
  await expect(row.getByText("Live")).toBeVisible();
  expect((await page.request.get(publicPage)).status()).toBe(200);

  // Changing the price of a live listing puts it live at once (no review, the page stays up).
  await row.getByRole("link", { name: `Edit: ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit property", level: 1 })).toBeVisible();
  await hydrated(page, "form");
  await page.getByRole("button", { name: /Price/ }).click();
  await expect(wizard.heading(page)).toHaveText("Price");
  await expect(page.getByLabel("Expected price (₹)")).toHaveValue("5200000");
  await page.getByLabel("Expected price (₹)").fill("4950000");
  await expect(page.locator("#price-preview")).toHaveText("₹49.5 L");
  await wizard.next(page, "Amenities");
  await wizard.next(page, "Photos");
  await wizard.next(page, "Review & submit");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved. They are live now.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/saller/properties\\?listing=${id}$`));
  await expect(row.getByText("Live")).toBeVisible();
  await expect(row.getByText("₹49.5 L")).toBeVisible();
  expect((await page.request.get(publicPage)).status()).toBe(200);

  // Delete asks first (a modal with Cancel focused); Escape or Cancel keeps it, focus goes back.
  await hydrated(page);
  const deleteButton = row.getByRole("button", { name: `Delete: ${title}` });
  await deleteButton.click();
  const confirm = page.getByRole("dialog", { name: "Delete this listing?" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAttribute("aria-modal", "true");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete: ${title}` }).click();
  await confirm.getByRole("button", { name: "Delete listing" }).click();
  await expect(page.getByText("Listing deleted.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("You have not posted any property yet.")).toBeVisible();
  expect((await page.request.get(publicPage)).status()).toBe(410);
});
