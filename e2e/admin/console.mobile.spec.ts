import { expect, test } from "../fixtures/test";
import { signedInAs } from "../fixtures/roles";

test.use(signedInAs("admin"));

test("on a phone the sidebar folds into a menu that reaches every screen", async ({ page }) => {
  await page.goto("/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await nav.getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/admin\/all\/payments$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(nav).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
