import { expect, test } from "../fixtures/test";
import {
  createAccountViaApi,
  loginWithCredentials,
  newAccount,
  readOtp,
} from "../fixtures/accounts";
import { sitemapPaths } from "../fixtures/sitemap";

const SENT = "Your enquiry has been sent. The seller will contact you soon.";

test("/profile lists the buyer's enquiries and saved properties, and offers to start selling", async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, newAccount("Farah"));
  const paths = await sitemapPaths(request, "properties");
  const path = paths[Math.floor(Math.random() * paths.length)];
  await loginWithCredentials(page, account, "/profile");
  const enquiries = page.locator("section", {
    has: page.getByRole("heading", { name: "My Enquiries" }),
  });
  const saved = page.locator("section", {
    has: page.getByRole("heading", { name: "Saved Properties" }),
  });
  await expect(enquiries).toContainText("You have not sent any enquiries yet.");
  await expect(saved).toContainText("No saved properties yet.");

  await page.goto(path);
  const title = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  expect(title).not.toBe("");
  // A click before hydration does nothing: click until the listing shows as saved.
  const save = page.getByRole("button", { name: /^Saved?$/ });
  await expect(async () => {
    if ((await save.getAttribute("aria-pressed")) !== "true") await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(save).toBeEnabled(); // the save has been answered
  const form = page.locator("section", {
    has: page.getByRole("heading", { name: /^Contact the / }),
  });
  await expect(form.getByText(/Sending as/)).toBeVisible();
  await form.getByRole("button", { name: /^Contact / }).click();
  await expect(page.getByText(SENT)).toBeVisible();

  await page.goto("/profile");
  await expect(enquiries.getByRole("link", { name: title })).toBeVisible();
  await expect(saved.getByRole("link", { name: title })).toBeVisible();
  // The enquiry leads to its conversation with the seller.
  await enquiries.getByRole("link", { name: "Open conversation" }).click();
  await expect(page).toHaveURL(/\/profile\/messages\/\d+$/);
  await expect(page.getByRole("list", { name: "Messages" })).toBeVisible();
  await page.goto("/profile");

  const myProperties = page.locator("#my-properties");
  await expect(myProperties).toContainText("Want to sell or rent out a property?");
  await myProperties.getByRole("link", { name: "Start selling" }).click();
  await expect(page).toHaveURL(/\/saller\/signup$/);
  await expect(page.getByRole("heading", { name: "Start Selling" })).toBeVisible();
});

test("changing the mobile number on /profile needs the OTP sent to the new number", async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, newAccount("Zoya"));
  const next = newAccount().phoneNumber;
  await loginWithCredentials(page, account, "/profile");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Mobile number" }),
  });
  await expect(section).toContainText(
    `+91 ${account.phoneNumber.slice(0, 5)} ${account.phoneNumber.slice(5)}`,
  );
  const field = section.getByLabel("New Mobile Number");
  await expect(async () => {
    if (!(await field.isVisible()))
      await section.getByRole("button", { name: "Change Number" }).click();
    await expect(field).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await field.fill(next);
  await section.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText(`OTP sent to your mobile number: ${next}`)).toBeVisible();
  const otp = await readOtp(request, next);
  const wrong = otp === "000000" ? "111111" : "000000";
  await section.getByLabel("OTP").fill(wrong);
  await section.getByRole("button", { name: "Verify and Save" }).click();
  await expect(section.getByRole("alert")).toContainText("Invalid OTP. You have 4 attempts left.");
  await expect(page.getByText("OTP verification failed. Please try again.")).toBeVisible();

  await section.getByLabel("OTP").fill(otp);
  await section.getByRole("button", { name: "Verify and Save" }).click();
  await expect(page.getByText("Mobile number updated")).toBeVisible();
  const shown = `+91 ${next.slice(0, 5)} ${next.slice(5)}`;
  await expect(section).toContainText(shown);
  await page.reload();
  await expect(section).toContainText(shown);
});
