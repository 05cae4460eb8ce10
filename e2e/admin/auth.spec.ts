import { expect, test } from "../fixtures/test";
import { DEMO_ACCOUNTS, loginAsAdmin, loginAsBuyer, loginAsSeller } from "../fixtures/accounts";
import { waitForForm } from "../fixtures/hydration";

test("an admin logs in and reaches the dashboard", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await waitForForm(page, "Login");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.admin.email);
  await page.getByLabel("Password").fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the admin door refuses a buyer like a wrong password", async ({ page }) => {
  await page.goto("/admin/login");
  await waitForForm(page, "Login");
  await page.getByLabel("Email").fill(DEMO_ACCOUNTS.buyer.email);
  await page.getByLabel("Password").fill(DEMO_ACCOUNTS.buyer.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a buyer's session cannot open admin or seller pages or handlers", async ({ page }) => {
  await loginAsBuyer(page);
  await page.goto("/admin/change-password");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.goto("/saller/update-profile");
  await expect(page).toHaveURL(/\/saller\/login\?next=/);
  await page.goto("/saller/change-password");
  await expect(page).toHaveURL(/\/saller\/login\?next=/);
  const upload = await page.request.post("/api/users/avatars", { multipart: { photo: "x" } });
  expect(upload.status()).toBe(403);
});

test("a wrong-role session gets 307 to the right login from the request guard", async ({
  page,
}) => {
  const answer = async (path: string) => {
    const response = await page.request.get(path, { maxRedirects: 0 });
    return { status: response.status(), location: response.headers()["location"] ?? "" };
  };
  await loginAsBuyer(page);
  for (const path of ["/admin/dashboard", "/admin/sallers/manage"]) {
    const { status, location } = await answer(path);
    expect(status, path).toBe(307);
    expect(location).toContain(`/admin/login?next=${encodeURIComponent(path)}`);
  }
  expect(await answer("/saller/dashboard")).toMatchObject({ status: 307 });
  // The browser ends on the login page, with no console page drawn first.
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

  await loginAsSeller(page);
  const seller = await answer("/admin/dashboard");
  expect(seller.status).toBe(307);
  expect(seller.location).toContain("/admin/login?next=%2Fadmin%2Fdashboard");
  expect((await answer("/saller/dashboard")).status).toBe(200);

  await loginAsAdmin(page);
  const admin = await answer("/saller/dashboard");
  expect(admin.status).toBe(307);
  expect(admin.location).toContain("/saller/login?next=%2Fsaller%2Fdashboard");
  expect((await answer("/admin/dashboard")).status).toBe(200);
});

test("the admin change-password page checks the current password", async ({ page }) => {
  await loginAsAdmin(page, "/admin/change-password");
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await waitForForm(page, "Change Password");
  await page.getByLabel("Current Password").fill("definitely-not-it");
  await page.getByLabel("New Password", { exact: true }).fill("Sandalwood-Court-21");
  await page.getByLabel("Confirm New Password").fill("Sandalwood-Court-21");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.locator("form").getByText("Current password is incorrect")).toBeVisible();
});
