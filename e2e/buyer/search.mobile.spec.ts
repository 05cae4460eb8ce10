import { expect, test } from "@playwright/test";
import { searchResultsHref } from "@/lib/search/search-link";

test("on a phone the filters open as a bottom sheet and apply", async ({ page }) => {
  await page.goto(
    searchResultsHref({
      propertyType: "FlatApartment",
      transactionType: "Buy",
      city: "Mumbai",
      state: "Maharashtra",
    }),
  );
  const filters = page.getByRole("form", { name: "Filters" });
  await expect(filters).toBeHidden();
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(filters).toBeVisible();
  await filters.getByLabel("3 BHK").check();
  await expect(page).not.toHaveURL(/bhk=/);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/bhk=3/);
  await expect(filters).toBeHidden();
  await expect(page.getByRole("link", { name: "Remove filter 3 BHK" })).toBeVisible();
  for (const bhk of await page.getByTestId("card-bhk").allTextContents()) expect(bhk).toBe("3 BHK");
});
