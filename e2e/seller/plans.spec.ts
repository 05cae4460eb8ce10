import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import { pdfText } from "@/lib/testing/pdf-text";
import {
  approveAsAdmin,
  asSomeoneElse,
  giveBillingDetails,
  hydrated,
  listingRow,
  postFlat,
  signInNewSeller,
  uniqueWord,
  wizard,
} from "./seller-helpers";
import { resultCards } from "../fixtures/results";

async function openPlans(page: Page): Promise<void> {
  await page.goto("/saller/plans");
  await expect(page.getByRole("heading", { level: 1, name: "Plans" })).toBeVisible();
}

async function buyMonthly(page: Page, firstTime = false): Promise<void> {
  const buy = page.getByRole("button", { name: "Buy plan: Monthly" });
  await expect(buy).toBeEnabled();
  await buy.click();
  // The first checkout asks for the billing details once (issue 28, major 4).
  if (firstTime) {
    await giveBillingDetails(page, {
      name: "Meera Joshi Estates",
      address: "14 FC Road, Shivajinagar, Pune",
      state: "Maharashtra",
      gstin: "27aapfu0939f1zv",
    });
  }
  await expect(page).toHaveURL(/\/saller\/plans\/checkout\?order=order_/);
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await hydrated(page);
}

test("an owner hits the free quota, a failed payment changes nothing, a paid plan lets them post and feature", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(300_000));
  await signInNewSeller(page, "individual", "/saller/dashboard", "Meera");
  const tag = uniqueWord();
  const older = `Corner 2 BHK with Garden View ${tag}`;
  const newer = `Bright 2 BHK near Bombay Hospital ${tag}`;
  const first = await postFlat(page, { title: older, price: "4200000", photos: 1 });

  // The free tier allows one listing: the wizard says so and points to the plans.
  await wizard.open(page);
  const notice = page.getByRole("alert").filter({ hasText: "You already have 1 listing" });
  await expect(notice).toBeVisible();
  await notice.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL(/\/saller\/plans$/);
  await expect(page.getByRole("main").getByTestId("listings-used")).toHaveText("1 of 1");

  // A declined payment activates nothing.
  await buyMonthly(page, true);
  await page.getByRole("button", { name: "Fail payment" }).click();
  await expect(page).toHaveURL(/\/saller\/plans\?failed=1$/);
  await expect(
    page.getByText("The payment failed. Nothing was charged and your plan did not change."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByTestId("listings-used")).toHaveText("1 of 1");

  // Paying activates the plan once and issues an invoice.
  await buyMonthly(page);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/saller\/billing\?paid=order_/);
  await expect(page.getByText("Payment received. Your plan is active")).toBeVisible();
  const payments = page.getByRole("table", { name: "Payments" });
  await expect(payments.locator("tbody tr")).toHaveCount(1);
  await expect(payments.locator("[data-status=completed]")).toHaveText("Paid");
  const invoiceLink = payments.getByRole("link", {
    name: /^Download invoice LA\/\d{4}-\d{2}\/\d{6}$/,
  });
  const invoiceNumber = (await invoiceLink.innerText()).replace("Download invoice ", "");
  const [download] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber.replace(/\//g, "-")}.pdf`);
  // The PDF's own text (read back through its fonts' ToUnicode maps): the rupee sign, the
  // billing details and the place of supply from checkout; Maharashtra is another state: IGST.
  const pdf = await pdfText(await readFile((await download.path())!));
  expect(pdf).toContain("TAX INVOICE");
  expect(pdf).toContain(`Invoice number: ${invoiceNumber}`);
  expect(pdf).toContain("Meera Joshi Estates");
  expect(pdf).toContain("GSTIN: 27AAPFU0939F1ZV");
  expect(pdf).toContain("Place of supply: Maharashtra (27)");
  expect(pdf).toContain("IGST @ 18%");
  expect(pdf).toMatch(/₹\d[\d,]*\.\d\d/);
  expect(pdf).not.toContain("INR");

  // The details are kept: the billing page shows them for editing.
  await expect(page.getByLabel("Name to bill")).toHaveValue("Meera Joshi Estates");
  await expect(page.getByLabel("State")).toHaveValue("Maharashtra");

  await openPlans(page);
  await expect(page.getByRole("main").getByTestId("listings-used")).toHaveText("1 of 6");
  await expect(page.getByRole("list", { name: "Running plans" })).toContainText("Monthly");

  // The next listing goes through, and both go live.
  const second = await postFlat(page, { title: newer, price: "4800000", photos: 1 });
  await approveAsAdmin(browser, first.id, older);
  await approveAsAdmin(browser, second.id, newer);

  // Featuring the older listing uses the plan's featured slot and puts it first in search.
  await page.goto("/saller/properties");
  await hydrated(page);
  await listingRow(page, first.id)
    .getByRole("button", { name: `Feature: ${older}` })
    .click();
  await expect(page.getByText("Listing featured: it shows first in search.")).toBeVisible();
  await expect(listingRow(page, first.id).getByText(/^Featured until /)).toBeVisible();
  await expect(
    listingRow(page, second.id).getByRole("button", { name: `Feature: ${newer}` }),
  ).toBeVisible();

  await asSomeoneElse(browser, async (visitor) => {
    await visitor.goto(
      `/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Indore&state=Madhya+Pradesh&locality=&searchQuery=${tag}`,
    );
    const cards = resultCards(visitor);
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(older);
    await expect(cards.nth(1)).toContainText(newer);
  });
});
