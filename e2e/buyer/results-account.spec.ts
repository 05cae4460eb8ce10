import { expect, test } from "../fixtures/test";
import { signedInAs } from "../fixtures/roles";

const RESULTS =
  "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Pune&state=Maharashtra&locality=&searchQuery=";

test.describe("signed in as the demo buyer", () => {
  test.use(signedInAs("buyer"));

  test("the results page has the account menu: the buyer reaches their profile", async ({
    page,
  }) => {
    await page.goto(RESULTS);
    const site = page.getByRole("navigation", { name: "Site" });
    await expect(site.getByRole("link", { name: "Insights" })).toHaveAttribute("href", "/insights");
    const account = site.getByRole("button", { expanded: false }).last();
    await account.click();
    await site.getByRole("link", { name: "My Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test("signed out, the results page offers Login, which opens the login dialog", async ({
  page,
}) => {
  await page.goto(RESULTS);
  const site = page.getByRole("navigation", { name: "Site" });
  await expect(async () => {
    await site.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("dialog").getByLabel("Email")).toBeVisible();
});
