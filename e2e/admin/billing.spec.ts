import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures/test";
import { signedInAs } from "../fixtures/roles";

test.describe("plans and payments", () => {
  test.use(signedInAs("admin"));

  test("editing a plan's price checks the value and shows the new price in the list", async ({
    page,
  }) => {
    await page.goto("/admin/subscription/manage");
    const row = page.getByRole("table", { name: "Plans" }).locator("tbody tr").first();
    const name = (await row.locator("td").first().innerText()).trim();
    await row.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();

    const price = page.getByLabel("Price (₹)");
    const original = await price.inputValue();
    await price.fill("-5");
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByText("The price in rupees must be at least 0.")).toBeVisible();

    await price.fill("1234");
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page).toHaveURL(/\/admin\/subscription\/manage$/);
    await expect(page.getByText("Plan saved.")).toBeVisible();
    const saved = page.getByRole("table", { name: "Plans" }).locator("tbody tr", { hasText: name });
    await expect(saved.first()).toContainText("₹1,234");

    // Put the seed's price back for other specs.
    await saved
      .first()
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    await page.getByLabel("Price (₹)").fill(original);
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page).toHaveURL(/\/admin\/subscription\/manage$/);
  });

  test("a plan's featured period is plan data: checked, saved and shown in the list", async ({
    page,
  }) => {
    await page.goto("/admin/subscription/manage");
    const row = page
      .getByRole("table", { name: "Plans" })
      .locator("tbody tr", { hasText: "days each" })
      .first();
    const name = (await row.locator("td").first().innerText()).trim();
    await row.getByRole("link", { name: `Edit ${name}` }).click();
    const period = page.getByLabel("Featured period (days)");
    const original = await period.inputValue();
    await period.fill("0");
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByText("The featured period in days must be at least 1.")).toBeVisible();

    await period.fill("45");
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page).toHaveURL(/\/admin\/subscription\/manage$/);
    const saved = page
      .getByRole("table", { name: "Plans" })
      .locator("tbody tr", { hasText: name })
      .first();
    await expect(saved).toContainText("45 days each");

    // Put the seed's period back for other specs.
    await saved.getByRole("link", { name: `Edit ${name}` }).click();
    await page.getByLabel("Featured period (days)").fill(original);
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page).toHaveURL(/\/admin\/subscription\/manage$/);
  });

  test("filters payments by status and exports exactly those rows as CSV", async ({ page }) => {
    await page.goto("/admin/all/payments");
    await page.getByLabel("Status").selectOption("completed");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=completed/);
    const table = page.getByRole("table", { name: "Payments" });
    await expect(table.locator("tbody tr").first()).toBeVisible();
    const badges = table.locator("tbody [data-status]");
    const shown = await badges.count();
    expect(shown).toBeGreaterThan(0);
    await expect(table.locator("tbody [data-status=completed]")).toHaveCount(shown);
    const completedCount = Number(
      (
        await page
          .getByRole("main")
          .getByTestId("total-completed")
          .locator("xpath=following-sibling::dd")
          .innerText()
      ).split(" ")[0],
    );

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^landacre-payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Transaction ID,Order ID,Date (IST),Seller,Seller e-mail,Plan,Amount (INR),Method,Status",
    );
    expect(lines).toHaveLength(completedCount + 1);
    for (const line of lines.slice(1)) expect(line).toMatch(/,completed$/);
  });
});
