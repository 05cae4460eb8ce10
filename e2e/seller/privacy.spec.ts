import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures/test";
import { signedInAs } from "../fixtures/roles";

test.describe("seller privacy page", () => {
  test.use(signedInAs("seller"));

  test("downloads the seller's data with listings and enquiries received", async ({ page }) => {
    await page.goto("/saller/dashboard");
    await page
      .getByRole("navigation", { name: "Seller workspace" })
      .getByRole("link", { name: "Privacy" })
      .click();
    await expect(page).toHaveURL(/\/saller\/privacy$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Privacy and my data" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Grievance Officer" })).toContainText(
      "grievance@landacre.in",
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    const file = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      data: Record<string, unknown[]>;
    };
    expect(file.data.account).toHaveLength(1);
    expect(file.data.listings!.length).toBeGreaterThan(0);
    expect(Object.keys(file.data)).toEqual(
      expect.arrayContaining(["enquiriesReceived", "payments", "invoices", "savedSearches"]),
    );
  });
});

test.describe("admin data requests", () => {
  test.use(signedInAs("admin"));

  test("lists requests with their deadline", async ({ page }) => {
    await page.goto("/admin/data-requests");
    await expect(page.getByRole("heading", { level: 1, name: "Data requests" })).toBeVisible();
    await expect(page.getByText(/answered within 90 days/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Data requests" })).toBeVisible();
  });
});
