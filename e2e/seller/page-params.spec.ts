import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { signedInAs } from "../fixtures/roles";

test.use(signedInAs("seller"));

test("hand-edited addresses of seller pages show the page as if the bad parameter were absent", async ({
  page,
}) => {
  const properties = await page.goto("/saller/properties?status=deleted&q=a&q=b&posted=-1");
  expect(properties?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My properties");
  await expect(page.getByText("Your property was sent for review.")).toHaveCount(0);

  const billing = await page.goto("/saller/billing?paid");
  expect(billing?.status()).toBe(200);
  await expect(page.getByText("Payment received. Your plan is active")).toBeVisible();

  const plans = await page.goto("/saller/plans?failed&failed=x");
  expect(plans?.status()).toBe(200);
  await expect(page.getByText("The payment failed. Nothing was charged")).toBeVisible();
});

/** The My properties table once its scripts run (the header's bell has its own mark). */
const hydratedTable = (page: Page) =>
  page.locator("[data-hydrated=true]").filter({ has: page.getByRole("table") });

test("My properties keeps its search, status and page in the address, so a reload shows the same list", async ({
  page,
}) => {
  await page.goto("/saller/properties");
  await expect(hydratedTable(page)).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("active");
  await expect(page).toHaveURL(/[?&]status=active(&|$)/);
  await page.getByRole("searchbox", { name: "Search" }).fill("flat");
  await expect(page).toHaveURL(/[?&]q=flat(&|$)/);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("active");
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("flat");

  // A page past the end of the list shows its last page, not an empty table.
  await page.goto("/saller/properties?page=999");
  await expect(hydratedTable(page)).toBeVisible();
  await expect(page.getByText("You have not posted any property yet.")).toHaveCount(0);
  await expect(page.getByRole("row").nth(1).getByRole("link").first()).toBeVisible();
});
