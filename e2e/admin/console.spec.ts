import { expect, test } from "../fixtures/test";
import { signedInAs } from "../fixtures/roles";
import { DEMO_BUYER, signIn } from "./admin-helpers";

test.use(signedInAs("admin"));

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the console needs an admin: visitors and buyers are sent to the admin login", async ({
    page,
  }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page, DEMO_BUYER);
    await page.goto("/admin/properties/all");
    // proxy.ts answers the buyer's session itself: 307 to the admin login, back here afterwards.
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fproperties%2Fall$/);
    const csv = await page.request.get("/api/admin/payments/export");
    expect(csv.status()).toBe(403);
  });
});

test("the dashboard shows totals, the review queue, 30 days of activity and revenue", async ({
  page,
}) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("admin-name")).toHaveText("LAND Acre Admin");
  for (const label of ["users", "sellers", "properties", "projects"]) {
    await expect(page.getByRole("main").getByTestId(`stat-${label}`)).toHaveText(/^[1-9][\d,]*$/);
  }
  await expect(page.getByRole("main").getByTestId("queue-total")).toHaveText(/^[1-9]\d*$/);
  await expect(
    page.getByRole("img", { name: "Enquiries and sign-ups per day for the last 30 days" }),
  ).toBeVisible();
  await expect(page.getByText("Revenue this month")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const label of [
    "All properties",
    "Listed by agents",
    "Listed by owners",
    "Projects",
    "Sellers",
    "Users",
    "Broker requests",
    "Enquiries",
    "Payments",
    "Subscription plans",
    "Audit log",
  ]) {
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  }
});

test("an enquiry moves through the inbox and the change is audited", async ({ page }) => {
  await page.goto("/admin/enquiries?status=new");
  const select = page.getByRole("table", { name: "Enquiries" }).getByRole("combobox").first();
  const label = await select.getAttribute("aria-label");
  const id = label?.match(/#(\d+)/)?.[1];
  await select.selectOption("in_progress");
  await expect(page.getByText("Status updated.")).toBeVisible();
  await page.goto("/admin/enquiries?status=in_progress");
  await expect(page.getByRole("combobox", { name: `Status of enquiry #${id}` })).toHaveValue(
    "in_progress",
  );
  await page.goto("/admin/audit?entity=contact_request");
  await expect(page.getByText(`contact request #${id}`)).toBeVisible();
});

test("a user's page lists the enquiries they sent; block and unblock with a reason", async ({
  page,
}) => {
  await page.goto("/admin/users/manage?status=active");
  const row = page
    .getByRole("table", { name: "Users" })
    .locator("tbody tr", { hasNotText: DEMO_BUYER.email })
    .first();
  await row.locator('a[href^="/admin/users/"]').click();
  await expect(page.getByRole("heading", { name: "Enquiries to sellers" })).toBeVisible();
  await page.getByRole("button", { name: "Block" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason for blocking").fill("Sent abusive messages to sellers.");
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(page.getByText("Account blocked.")).toBeVisible();
  await expect(page.getByText("Blocked: Sent abusive messages to sellers.")).toBeVisible();
  await page.getByRole("button", { name: "Unblock" }).click();
  await expect(page.getByText("Account unblocked.")).toBeVisible();
});

test("a hand-edited review-queue or plan address falls back instead of failing", async ({
  page,
}) => {
  const queue = await page.goto("/admin/reviews?view=bogus&page=abc");
  expect(queue?.status()).toBe(200);
  const tabs = page.getByRole("navigation", { name: "Review status" });
  await expect(tabs.getByRole("link", { name: "Waiting" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Reported" }).click();
  await expect(page).toHaveURL(/\/admin\/reviews\?view=reported$/);
  await expect(tabs.getByRole("link", { name: "Reported" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // A bad plan id is a plan that does not exist, not a new plan.
  await page.goto("/admin/subscription/edit?id=abc");
  await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  await page.goto("/admin/subscription/edit");
  await expect(page.getByRole("heading", { name: "New plan" })).toBeVisible();

  // A record that does not exist answers 404 with the not-found page, not 200 (proxy.ts decides
  // the status before the page's shell is sent).
  for (const path of ["/admin/properties/99999999", "/admin/sallers/abc"]) {
    const missing = await page.goto(path);
    expect([path, missing?.status()]).toEqual([path, 404]);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
});
