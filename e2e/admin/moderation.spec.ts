import { expect, test } from "../fixtures/test";
import { signedInAs } from "../fixtures/roles";
import { DEMO_SELLER, idFromLink, statusOf } from "./admin-helpers";

test.describe("listing moderation", () => {
  test.use(signedInAs("admin"));

  test("approving a pending listing publishes it and records the action", async ({ page }) => {
    await page.goto("/admin/properties/all?status=pending&sort=price_asc");
    const table = page.getByRole("table", { name: "Listings" });
    const row = table.locator("tbody tr").first();
    const link = row.getByRole("link").first();
    const title = (await link.innerText()).trim();
    const id = await idFromLink(link);
    expect(await statusOf(page, `/property-profile?id=${id}`)).toBe(404);

    await row.getByRole("checkbox").check();
    await expect(page.getByText("1 selected")).toBeVisible();
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByText("1 listing approved.")).toBeVisible();
    await expect(table.locator(`a[href="/admin/properties/${id}"]`)).toHaveCount(0);

    await page.goto(`/property-profile?id=${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);

    await page.goto("/admin/audit?entity=property&action=property.approve");
    await expect(page.getByRole("link", { name: `property #${id}` })).toBeVisible();
  });

  test("a live project's page shows its builder, its public page and only the actions it allows", async ({
    page,
  }) => {
    await page.goto("/admin/projects?status=active");
    const link = page.getByRole("table", { name: "Projects" }).locator("tbody tr a").first();
    const name = (await link.innerText()).trim();
    await link.click();

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // The way back, above the name ("Projects / #12"); the console's menu has its own link.
    await expect(
      page.getByText(/\/ #\d+$/).getByRole("link", { name: "Projects", exact: true }),
    ).toHaveAttribute("href", "/admin/projects");
    await expect(page.getByRole("link", { name: "View public page" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Builder" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Block", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  });

  test("rejecting needs a reason, and the seller sees it", async ({ page, sellerPage }) => {
    await page.goto(
      `/admin/properties/all?status=pending&sort=price_desc&q=${encodeURIComponent(DEMO_SELLER.email)}`,
    );
    const link = page.getByRole("table", { name: "Listings" }).locator("tbody tr a").first();
    const title = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.getByRole("button", { name: "Reject" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Reason for rejection").fill("no");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Please give a reason of at least 5 characters.",
    );
    const reason = "The photos show a different building; please upload photos of this flat.";
    await dialog.getByLabel("Reason for rejection").fill(reason);
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("1 listing rejected.")).toBeVisible();
    await expect(page.getByText(`Reason shown to the seller: ${reason}`)).toBeVisible();
    await expect(page.locator("[data-status=rejected]").first()).toBeVisible();

    await sellerPage.goto("/saller/properties");
    await expect(sellerPage.getByText(reason).first()).toBeVisible();
  });

  test("bulk actions are refused with a clear message when one listing cannot take them", async ({
    page,
  }) => {
    await page.goto("/admin/properties/all?status=active&sort=price_asc");
    const rows = page.getByRole("table", { name: "Listings" }).locator("tbody tr");
    await rows.nth(0).getByRole("checkbox").check();
    await rows.nth(1).getByRole("checkbox").check();
    // Active listings cannot be approved again: the whole batch is refused, nothing changes.
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByText(/cannot be approved\. Nothing was changed\./)).toBeVisible();
    await expect(rows.nth(0).locator("[data-status=active]")).toBeVisible();
  });
});
