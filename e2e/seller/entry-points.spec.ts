import { expect, test } from "../fixtures/test";
import {
  createAccountViaApi,
  loginWithCredentials,
  newAccount,
  readOtp,
} from "../fixtures/accounts";
import { fillSignup } from "../fixtures/auth-dialog";
import { signInNewSeller } from "./seller-helpers";

const ENTRY_POINTS = [
  { path: "/post-property", heading: "Post Your Property for Free", add: "/saller/property/add" },
  { path: "/post_a_property", heading: "Post Your Property for Free", add: "/saller/property/add" },
  { path: "/post-project", heading: "Post Your Project for Free", add: "/saller/project/add" },
];

for (const entry of ENTRY_POINTS) {
  test(`${entry.path} sends a signed-out visitor to the seller login and back to the form`, async ({
    page,
    request,
  }) => {
    const account = await createAccountViaApi(request, newAccount("Pooja"), {
      sellerKind: entry.add.includes("project") ? "builder" : "individual",
      ...(entry.add.includes("project") ? { companyName: "Pooja Buildcon" } : {}),
    });
    await page.goto(entry.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.heading);
    await page.getByRole("main").getByRole("link", { name: "Login to post" }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`/saller/login\\?next=${encodeURIComponent(entry.add)}$`),
    );
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(new RegExp(`${entry.add}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      entry.add.includes("project") ? "Post a project" : "Post a property",
    );
  });
}

test("a visitor who registers from /post-property lands on the add form, signed in at once", async ({
  page,
  request,
}) => {
  const account = newAccount("Gaurav");
  await page.goto("/post-property");
  await page.getByRole("main").getByRole("link", { name: "Register for free" }).first().click();
  await expect(page).toHaveURL(/\/saller\/signup\?next=%2Fsaller%2Fproperty%2Fadd$/);
  await page.getByLabel("Individual owner").check();
  await fillSignup(page, account);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByLabel("OTP").fill(await readOtp(request, account.phoneNumber));
  await page.getByRole("button", { name: "Verify OTP" }).click();
  // Signed in by the OTP step: straight on to the add form, no second login.
  await expect(page).toHaveURL(/\/saller\/property\/add$/);
});

test("a signed-in seller goes from /post-project straight to the add form", async ({ page }) => {
  await signInNewSeller(page, "builder", "/post-project", "Kiran");
  await page.getByRole("main").getByRole("link", { name: "Post project now" }).first().click();
  await expect(page).toHaveURL(/\/saller\/project\/add$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post a project");
});

test("a buyer's session never sees the seller workspace", async ({ page, request }) => {
  const buyer = await createAccountViaApi(request, newAccount("Deepak"));
  await loginWithCredentials(page, buyer, "/saller/dashboard");
  await expect(page).toHaveURL(/\/saller\/login\?next=%2Fsaller%2Fdashboard$/);
  await expect(page.getByRole("heading", { name: "Seller Login" })).toBeVisible();
  await expect(page.getByText("Seller Dashboard")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "My properties" })).toHaveCount(0);
  for (const path of ["/saller/properties", "/saller/queries/manage", "/saller/property/add"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/saller/login\\?next=${encodeURIComponent(path)}$`));
  }
  // The seller's JSON endpoints refuse the buyer too.
  expect((await page.request.get("/api/seller/leads")).status()).toBe(403);
});
