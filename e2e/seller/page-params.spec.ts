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
