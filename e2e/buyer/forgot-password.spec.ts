import { expect, test } from "../fixtures/test";
import {
  clientAddressHeader,
  createAccountViaApi,
  loginWithCredentials,
  readOtp,
} from "../fixtures/accounts";
import { openAuthDialog } from "../fixtures/auth-dialog";

// Issue 28, major 3: "Forgot password" from the login dialog; a code to the account's phone;
// every other session ends.
test("a buyer who forgot the password sets a new one with a code and the old sessions end", async ({
  page,
  browser,
  request,
}) => {
  const account = await createAccountViaApi(request);
  const otherDevice = await browser.newPage({ extraHTTPHeaders: clientAddressHeader() });
  await loginWithCredentials(otherDevice, account, "/profile");
  await expect(otherDevice).toHaveURL(/\/profile/);

  await page.goto("/");
  const dialog = await openAuthDialog(page, "login");
  await dialog.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password", level: 1 })).toBeVisible();

  // An unknown e-mail reads exactly like a known one.
  await page.getByLabel("E-mail or mobile number").fill(`nobody.${Date.now()}@example.in`);
  await page.getByRole("button", { name: "Send code" }).click();
  const sent = page.getByText(/If an account uses these details, we have sent a 6-digit code/);
  await expect(sent).toBeVisible();
  await page.getByRole("button", { name: "Ask for a new code" }).click();

  await page.getByLabel("E-mail or mobile number").fill(account.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(sent).toBeVisible();
  const code = await readOtp(request, account.phoneNumber);

  const newPassword = `${account.password}-new`;
  await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("This code is wrong or has expired.", { exact: false }),
  ).toBeVisible();

  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to login" }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  // The login page's own form (the header has a Login button too).
  const form = page.getByRole("main");
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await form.getByLabel("Password").fill(newPassword);
  await form.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // The session on the other device ended with the reset.
  // A signed-out visitor of /profile is sent home, where the header offers Login again.
  await otherDevice.goto("/profile");
  await expect(otherDevice).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(
    otherDevice.getByRole("banner").getByRole("button", { name: "Login" }),
  ).toBeVisible();
  await otherDevice.close();
});

test("the seller login offers the reset and leads back to the seller login", async ({ page }) => {
  await page.goto("/saller/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Back to login" }).click();
  await expect(page).toHaveURL(/\/saller\/login$/);
});
