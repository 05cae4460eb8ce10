import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { openAuthDialog } from "../fixtures/auth-dialog";
import { signedInAs } from "../fixtures/roles";

/** Whether focus is inside `dialog`, or on nothing (between the dialog's last and first stop). */
function focusStaysIn(dialog: Locator): Promise<boolean> {
  return dialog.evaluate(
    (element) =>
      element.contains(document.activeElement) ||
      document.activeElement === document.body ||
      document.activeElement === null,
  );
}

async function tabAround(page: Page, dialog: Locator, key: "Tab" | "Shift+Tab"): Promise<void> {
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press(key);
    expect(await focusStaysIn(dialog), `focus after ${i + 1} × ${key}`).toBe(true);
  }
}

test("a modal dialog keeps Tab inside, leaves the page behind inert, closes on Escape and hands focus back", async ({
  page,
}) => {
  await page.goto("/about");
  const dialog = await openAuthDialog(page, "login");
  const opener = page.getByRole("banner").getByRole("button", { name: "Login", exact: true });
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await tabAround(page, dialog, "Tab");
  await tabAround(page, dialog, "Shift+Tab");
  // Shown with showModal(): the browser makes everything behind it inert.
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener.first()).toBeFocused();
});

test.describe("signed in", () => {
  test.use(signedInAs("buyer"));

  test("the save-search frequency is one radio group driven by the arrow keys", async ({
    page,
  }) => {
    await page.goto(
      "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Pune&state=Maharashtra&locality=&searchQuery=",
    );
    const button = page.getByRole("button", { name: "Save search" });
    await expect(button).toBeEnabled();
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Save this search" });
    await expect(dialog).toBeVisible();
    const group = dialog.getByRole("group", { name: "Tell me about new matches" });
    const daily = group.getByRole("radio", { name: "Daily" });
    await expect(daily).toBeChecked();
    await daily.focus();
    await page.keyboard.press("ArrowRight");
    const checked = group.getByRole("radio", { checked: true });
    await expect(checked).toHaveCount(1);
    await expect(daily).not.toBeChecked();
    await expect(checked).toBeFocused();
    // One Tab stop for the whole group: Tab leaves it.
    await page.keyboard.press("Tab");
    await expect(group.getByRole("radio")).not.toHaveCount(0);
    expect(await group.evaluate((g) => g.contains(document.activeElement))).toBe(false);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
