import { expect, test } from "../fixtures/test";
import { signInNewSeller } from "./seller-helpers";

test("a new seller's dashboard explains the empty chart and how to get the first listing live", async ({
  page,
}) => {
  await signInNewSeller(page, "individual");
  await expect(page.getByRole("heading", { name: "Seller Dashboard" })).toBeVisible();
  await expect(page.getByText("No views or enquiries yet")).toBeVisible();
  await expect(
    page.getByText(/this chart shows how many people viewed your listings/),
  ).toBeVisible();
  await expect(page.getByText(/\(max \d+\)/)).toHaveCount(0);
  await expect(page.getByRole("img", { name: /Views and enquiries per month/ })).toHaveCount(0);
  const post = page.getByRole("main").getByRole("link", { name: "Post a property" });
  await post.scrollIntoViewIfNeeded();
  await post.click();
  await expect(page).toHaveURL(/\/saller\/property\/add$/);
});
