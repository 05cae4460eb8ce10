import { expect, test } from "../fixtures/test";
import { newAccount, readOtp } from "../fixtures/accounts";
import { fillSignup, openAuthDialog } from "../fixtures/auth-dialog";

test("a visitor signs up with an OTP, is signed in at once, sees their name, opens the profile and logs out", async ({
  page,
  request,
}) => {
  const account = newAccount("Ishaan");
  await page.goto("/");
  const dialog = await openAuthDialog(page, "signup");
  await fillSignup(dialog, account);
  await dialog.getByRole("button", { name: "Sign Up" }).click();

  await expect(
    page.getByText(`OTP sent to your mobile number: ${account.phoneNumber}`),
  ).toBeVisible();
  await expect(dialog.getByLabel("OTP")).toBeVisible();
  const registration = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("registrationData") ?? "null"),
  );
  expect(registration).toMatchObject({ phoneNumber: account.phoneNumber });
  expect(typeof registration.timestamp).toBe("number");

  const otp = await readOtp(request, account.phoneNumber);
  const wrong = otp === "000000" ? "111111" : "000000";
  await dialog.getByLabel("OTP").fill(wrong);
  await dialog.getByRole("button", { name: "Verify OTP" }).click();
  await expect(dialog.getByText("OTP verification failed", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Invalid OTP. You have 4 attempts left.")).toBeVisible();
  await expect(page.getByText("OTP verification failed. Please try again.")).toBeVisible();

  // A mark on this page's window: gone after the reload a successful login does (spec §4).
  await page.evaluate(() => ((window as unknown as { beforeLogin: boolean }).beforeLogin = true));
  await dialog.getByLabel("OTP").fill(otp);
  await dialog.getByRole("button", { name: "Verify OTP" }).click();
  // The spec's steps stay (the toast, the switch to login); the login then completes by itself.
  await expect(page.getByText("Registration successful!").first()).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Login", exact: true })).toBeVisible();
  await expect(dialog.getByText("Signing you in…")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("registrationData"))).toBeNull();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect.poll(() => page.evaluate(() => "beforeLogin" in window)).toBe(false);
  const header = page.getByRole("banner");
  await expect(header.getByText(`${account.firstName} ${account.lastName}`).first()).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem("token"),
    user: JSON.parse(localStorage.getItem("user") ?? "null"),
  }));
  // localStorage.token says "signed in"; the credential itself stays in the HttpOnly cookie.
  expect(stored.token).toBe("cookie-session");
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.httpOnly && c.value.length > 20)).toBe(true);
  expect(stored.user).toEqual({
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    role: "user",
  });

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.locator("#my-properties")).toContainText("Start selling");

  await header.getByRole("button", { name: `${account.firstName} ${account.lastName}` }).click();
  await header
    .getByRole("button", { name: "Logout" })
    .or(header.getByRole("menuitem", { name: "Logout" }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("button", { name: "Login", exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  // The server session ended too: /profile now bounces home.
  await expect.poll(async () => (await page.request.get("/api/users/me")).status()).toBe(401);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/$/);
});

test("signup shows a message for each invalid field", async ({ page }) => {
  await page.goto("/");
  const dialog = await openAuthDialog(page, "signup");
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Email is required",
    "Phone number is required",
    "Password is required",
    "Please confirm your password",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  const account = newAccount();
  await fillSignup(dialog, {
    ...account,
    phoneNumber: "98765",
    confirmPassword: `${account.password}x`,
  });
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog.getByText("Phone number must be exactly 10 digits")).toBeVisible();
  await expect(dialog.getByText("Passwords do not match")).toBeVisible();
  await expect(dialog.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
});

test("a common password is refused by the server with the spec'd toast and message", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = await openAuthDialog(page, "signup");
  await fillSignup(dialog, { ...newAccount(), password: "password123" });
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  const message = "This password is too common. Please choose a less common one.";
  await expect(dialog.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();
});

test("the OTP step checks the code's format; back to the form, signing up again keeps the code sent", async ({
  page,
  request,
}) => {
  const account = newAccount("Rohan");
  await page.goto("/");
  const dialog = await openAuthDialog(page, "signup");
  await fillSignup(dialog, account);
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  const otpField = dialog.getByLabel("OTP");
  await expect(otpField).toBeVisible();
  await expect(otpField).toHaveAttribute("maxlength", "6");

  const verify = dialog.getByRole("button", { name: "Verify OTP" });
  await verify.click();
  await expect(dialog.getByText("OTP is required")).toBeVisible();
  await otpField.fill("12ab");
  await verify.click();
  await expect(dialog.getByText("OTP must contain digits only")).toBeVisible();
  await otpField.fill("123");
  await verify.click();
  await expect(dialog.getByText("OTP must be 6 digits")).toBeVisible();

  await dialog.getByRole("button", { name: "Back to Registration" }).click();
  await expect(dialog.getByLabel("First Name")).toHaveValue(account.firstName);
  // Within the minute the first code was sent: registering again goes back to the OTP step
  // (no "Too many attempts"), and the code already sent still works.
  await dialog.getByLabel("First Name").fill("Rohit");
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(otpField).toBeVisible();
  await expect(otpField).toHaveValue("");
  await expect(dialog.getByRole("button", { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  await otpField.fill(await readOtp(request, account.phoneNumber));
  await verify.click();
  await expect(page.getByText("Registration successful!").first()).toBeVisible();
  // Signed in at once: no second login.
  await expect(
    page.getByRole("banner").getByText(`Rohit ${account.lastName}`).first(),
  ).toBeVisible();
});

test("an OTP step without stored registration data sends the visitor back to the form", async ({
  page,
}) => {
  const account = newAccount("Neha");
  await page.goto("/");
  const dialog = await openAuthDialog(page, "signup");
  await fillSignup(dialog, account);
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog.getByLabel("OTP")).toBeVisible();

  await page.evaluate(() => localStorage.removeItem("registrationData"));
  await dialog.getByLabel("OTP").fill("123456");
  await dialog.getByRole("button", { name: "Verify OTP" }).click();
  const message = "Registration session expired. Please register again.";
  await expect(dialog.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(dialog.getByLabel("First Name")).toBeVisible();
});

test("without a server message, signup and OTP show the spec's fallback texts and toasts", async ({
  page,
}) => {
  const account = newAccount("Diya");
  await page.goto("/");
  const dialog = await openAuthDialog(page, "signup");
  await page.route("**/api/users/register", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await fillSignup(dialog, account);
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  const registrationFailed = "Registration failed. Please try again.";
  await expect(dialog.getByRole("alert").filter({ hasText: registrationFailed })).toBeVisible();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: registrationFailed }),
  ).toBeVisible();

  await page.unroute("**/api/users/register");
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog.getByLabel("OTP")).toBeVisible();
  await page.route("**/api/users/register/verify-otp", (route) =>
    route.fulfill({ status: 400, contentType: "application/json", body: "{}" }),
  );
  await dialog.getByLabel("OTP").fill("123456");
  await dialog.getByRole("button", { name: "Verify OTP" }).click();
  const failure = dialog.getByRole("alert").filter({ hasText: "OTP verification failed" });
  await expect(failure).toContainText("Invalid OTP");
  await expect(page.getByText("OTP verification failed. Please try again.")).toBeVisible();
  // Still on the OTP step, with the registration kept.
  expect(await page.evaluate(() => localStorage.getItem("registrationData"))).toContain(
    account.phoneNumber,
  );
});

test("switching between Sign Up and Login in the dialog keeps what was typed in each", async ({
  page,
}) => {
  const account = newAccount("Meera");
  await page.goto("/");
  const dialog = await openAuthDialog(page, "signup");
  await fillSignup(dialog, account);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(dialog.getByRole("heading", { name: "Login", exact: true })).toBeVisible();
  await dialog.getByLabel("Email").fill("typed.at.login@example.com");

  await dialog.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(dialog.getByRole("heading", { name: "Sign Up", exact: true })).toBeVisible();
  await expect(dialog.getByLabel("First Name")).toHaveValue(account.firstName);
  await expect(dialog.getByLabel("Last Name")).toHaveValue(account.lastName);
  await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
  await expect(dialog.getByLabel("Phone Number")).toHaveValue(account.phoneNumber);
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveValue(account.password);
  await expect(dialog.getByLabel("Confirm Password")).toHaveValue(account.password);

  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(dialog.getByLabel("Email")).toHaveValue("typed.at.login@example.com");
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveValue("");
});
