import { expect, test } from "../fixtures/test";
import { createAccountViaApi } from "../fixtures/accounts";

test("on a phone, Login in the menu opens the dialog; after login the menu shows the name", async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request);
  await page.goto("/contact");
  // A tap before hydration does nothing (as on a slow phone): tap again until the menu opens.
  const mainMenu = page.getByRole("dialog", { name: "Main menu" });
  await expect(async () => {
    if (!(await mainMenu.isVisible()))
      await page.getByRole("button", { name: "Open menu" }).click();
    await expect(mainMenu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await mainMenu.getByRole("button", { name: "Login" }).click();

  const dialog = page.getByRole("dialog", { name: "Login" });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Main menu" })
      .getByText(`${account.firstName} ${account.lastName}`),
  ).toBeVisible();
});
