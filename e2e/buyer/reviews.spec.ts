import { expect, test } from "../fixtures/test";
import {
  clientAddressHeader,
  createAccountViaApi,
  loginWithCredentials,
  newAccount,
} from "../fixtures/accounts";
import { ADMIN, signIn } from "../admin/admin-helpers";

const LOCALITY = "/insights/bangalore/whitefield";

test("a buyer's review of a locality appears once an admin approves it", async ({
  page,
  browser,
}) => {
  const account = await createAccountViaApi(page.request, newAccount("Meera"));
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const text = `Tree-lined streets and a quiet evening walk (${tag}); the tech parks are close but the main road jams at nine.`;

  await loginWithCredentials(page, account, LOCALITY);
  // Scoped to the reviews region: while the page streams in, React keeps a hidden copy of it
  // for a moment, and a bare test-id query would find that copy too (a role query skips it).
  const myStatus = page
    .getByRole("region", { name: /^Residents' reviews of/ })
    .getByTestId("my-review-status");
  const form = page.getByRole("form", { name: "Your review of Whitefield" });
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await form.getByLabel("I live here").check();
  await form
    .getByRole("group", { name: "Overall" })
    .getByRole("radio", { name: "4 stars" })
    .check();
  for (const aspect of [
    "Connectivity",
    "Safety",
    "Schools & hospitals",
    "Water & power",
    "Cleanliness",
  ]) {
    await form.getByRole("group", { name: aspect }).getByRole("radio", { name: "3 stars" }).check();
  }
  await form.getByLabel("Your review", { exact: true }).fill(text);
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByRole("status")).toContainText("appear once our team has checked it");
  await expect(myStatus).toContainText("waiting for our team");
  await expect(page.locator("#reviews").getByText(tag)).toHaveCount(1); // only in the form
  // The Insights hub is one cached page for everyone: not there yet.
  await page.goto("/insights");
  await expect(page.locator("#reviews").getByRole("listitem").first()).toBeVisible();
  await expect(page.locator("#reviews").getByText(tag)).toHaveCount(0);

  const adminContext = await browser.newContext({ extraHTTPHeaders: clientAddressHeader() });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN);
    await admin.goto("/admin/reviews");
    const row = admin.getByRole("table", { name: "Locality reviews" }).getByRole("row").filter({
      hasText: tag,
    });
    await row.getByRole("button", { name: /^Approve/ }).click();
    await expect(admin.getByText("Review approved")).toBeVisible();
  } finally {
    await adminContext.close();
  }

  await page.goto(LOCALITY);
  const published = page.getByRole("article", { name: `Review by Meera S.` }).filter({
    hasText: tag,
  });
  await expect(published).toBeVisible();
  await expect(myStatus).toContainText("published");
  // The approval expired the hub's cached copy: its latest reviews include this one.
  await page.goto("/insights");
  await expect(page.locator("#reviews").getByText(tag)).toBeVisible();
});
