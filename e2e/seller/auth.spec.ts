import { expect, test } from "../fixtures/test";
import sharp from "sharp";
import {
  createAccountViaApi,
  DEMO_ACCOUNTS,
  loginAsSeller,
  loginWithCredentials,
  newAccount,
  readOtp,
} from "../fixtures/accounts";
import { fillSignup } from "../fixtures/auth-dialog";
import { fillUntilEnabled, waitForForm } from "../fixtures/hydration";

test("an agent signs up with a phone OTP and is signed in to the seller dashboard at once", async ({
  page,
  request,
}) => {
  const account = newAccount("Arjun");
  await page.goto("/saller/signup");
  await expect(page.getByRole("heading", { name: "Seller Sign Up" })).toBeVisible();
  await waitForForm(page, "Sign Up");
  await page.getByLabel("Agent").check();
  await fillSignup(page, account);
  await page.getByLabel("Company Name").fill("Arjun Estates");
  await page.getByRole("button", { name: "Sign Up" }).click();

  const otpField = page.getByLabel("OTP");
  await expect(otpField).toBeVisible();
  await expect(page.getByText(`+91 ${account.phoneNumber}`)).toBeVisible();
  await otpField.fill(await readOtp(request, account.phoneNumber));
  await page.getByRole("button", { name: "Verify OTP" }).click();

  // Signed in by the OTP step: the seller login goes straight on to the dashboard.
  await expect(page).toHaveURL(/\/saller\/dashboard$/);

  await page.goto("/saller/update-profile");
  await expect(page.getByText("Arjun Sharma · Agent")).toBeVisible();
  await expect(page.getByLabel("Company Name")).toHaveValue("Arjun Estates");
});

test("builders and agents must give a company name", async ({ page }) => {
  await page.goto("/saller/signup?type=builder");
  await expect(page.getByLabel("Builder")).toBeChecked();
  await waitForForm(page, "Sign Up");
  await fillSignup(page, newAccount());
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Company name is required for builders and agents")).toBeVisible();
  await page.getByLabel("Individual owner").check();
  await expect(page.getByLabel("Company Name")).toHaveCount(0);
});

test("the seller login goes to a safe ?next= path", async ({ page }) => {
  await page.goto("/saller/login?next=/saller/update-profile");
  await waitForForm(page, "Login");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.seller.email);
  await page.getByLabel("Password").fill(DEMO_ACCOUNTS.seller.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/saller\/update-profile$/);
  await expect(page.getByRole("heading", { name: "Update Profile" })).toBeVisible();
});

test("the seller login ignores a ?next= that leaves the seller area", async ({ page }) => {
  await page.goto("/saller/login?next=https://evil.example/saller");
  await waitForForm(page, "Login");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.seller.email);
  await page.getByLabel("Password").fill(DEMO_ACCOUNTS.seller.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/saller\/dashboard$/);
});

test("a wrong password at the seller login is refused inline", async ({ page }) => {
  await page.goto("/saller/login");
  await waitForForm(page, "Login");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.seller.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/saller\/login$/);
});

test("a seller updates the profile and photo; bad files are refused", async ({ page, request }) => {
  const account = await createAccountViaApi(request, newAccount("Meera"), {
    sellerKind: "agent",
    companyName: "Meera Realty",
  });
  await loginWithCredentials(page, account, "/saller/update-profile");
  await fillUntilEnabled(
    page.getByLabel("About"),
    "Resale flats and plots in Pune since 2015.",
    page.getByRole("button", { name: "Save Profile" }),
  );
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("RERA Agent Number").fill("A51700012345");
  await page.getByLabel("RERA State").selectOption("Maharashtra");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Profile" })).toBeDisabled();

  const png = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Profile photo")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const photo = page.getByRole("img", { name: "Your profile photo" });
  await expect(photo).toHaveAttribute("src", /^\/media\/avatars\/[0-9a-f-]+\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  await page.getByLabel("Profile photo").setInputFiles({
    name: "fake.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<script>alert(1)</script>"),
  });
  await expect(page.getByText("Please upload a JPEG, PNG or WebP image.").first()).toBeVisible();

  // The saved text comes back from the server on a fresh load.
  await page.reload();
  await expect(page.getByLabel("About")).toHaveValue("Resale flats and plots in Pune since 2015.");
  await expect(page.getByLabel("RERA State")).toHaveValue("Maharashtra");
});

test("changing the password keeps this session and ends the others", async ({
  page,
  browser,
  request,
}) => {
  const account = await createAccountViaApi(request, newAccount("Kabir"), {
    sellerKind: "individual",
  });
  await loginWithCredentials(page, account, "/saller/change-password");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginWithCredentials(otherPage, account, "/saller/change-password");
  await expect(otherPage.getByRole("heading", { name: "Change Password" })).toBeVisible();

  await waitForForm(page, "Change Password");
  await page.getByLabel("Current Password").fill("wrong-current-password");
  await page.getByLabel("New Password", { exact: true }).fill("Neem-Tree-Avenue-3");
  await page.getByLabel("Confirm New Password").fill("Neem-Tree-Avenue-3");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.locator("form").getByText("Current password is incorrect")).toBeVisible();

  await page.getByLabel("Current Password").fill(account.password);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(
    page.getByText("Password changed. Other sessions have been signed out.").first(),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();

  await otherPage.goto("/saller/change-password");
  await expect(otherPage).toHaveURL(/\/saller\/login\?next=%2Fsaller%2Fchange-password$/);
  await other.close();
});

test("signed-out visitors are sent to the seller login", async ({ page }) => {
  await page.goto("/saller/update-profile");
  await expect(page).toHaveURL(/\/saller\/login$/);
});

test("a signed-in buyer starts selling with the same account", async ({ page, request }) => {
  const account = await createAccountViaApi(request, newAccount("Tara"));
  await loginWithCredentials(page, account, "/saller/signup");
  await expect(page.getByRole("heading", { name: "Start Selling" })).toBeVisible();
  await waitForForm(page, "Start Selling");
  await page.getByLabel("Individual owner").check();
  await page.getByRole("button", { name: "Start Selling" }).click();
  await expect(page).toHaveURL(/\/saller\/dashboard$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").role)).toBe(
    "seller",
  );
});

test("the demo seller (shared sign-in helper) sees their agency profile", async ({ page }) => {
  await loginAsSeller(page, "/saller/update-profile");
  await expect(page.getByRole("heading", { name: "Update Profile" })).toBeVisible();
  await expect(page.getByLabel("Company Name")).toHaveValue("Sharma Realty");
  await expect(page.getByLabel("RERA State")).toHaveValue("Madhya Pradesh");
});

test("seller login and signup: the logo, room above the card and a way back to the site", async ({
  page,
}) => {
  for (const path of ["/saller/signup", "/saller/login"]) {
    await page.goto(path);
    const card = page.getByRole("heading", { level: 1 }).locator("xpath=..");
    const top = await card.evaluate((el) => el.getBoundingClientRect().top);
    expect(top, `${path}: the card keeps clear of the top edge`).toBeGreaterThanOrEqual(48);
    await expect(page.getByRole("link", { name: "LAND Acre home" })).toHaveAttribute("href", "/");
  }
  await page.getByRole("link", { name: "Back to the site" }).click();
  await expect(page).toHaveURL(/\/$/);
});
