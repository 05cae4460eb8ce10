import { expect, test } from "../fixtures/test";
import { signedInAs } from "../fixtures/roles";

test.use(signedInAs("seller"));

test("plan cards state each quota once, with the right plurals", async ({ page }) => {
  await page.goto("/saller/plans");
  const plans = page.getByRole("list", { name: "Plans to buy" });
  const single = plans.getByRole("listitem", { name: "Pay per property" });
  await expect(single.getByText("1 live listing", { exact: true })).toBeVisible();
  await expect(single.getByText("No featured listings", { exact: true })).toBeVisible();
  await expect(single.getByText(/listings? live|1 live listings|property listing/)).toHaveCount(0);

  const monthly = plans.getByRole("listitem", { name: "Monthly" });
  await expect(monthly.getByText("40 live listings", { exact: true })).toBeVisible();
  await expect(monthly.getByText(/^5 featured listings, \d+ days each$/)).toBeVisible();
  await expect(monthly.getByText("40 property listings")).toHaveCount(0);
  await expect(monthly.getByText("Verified agent badge")).toBeVisible();
});
