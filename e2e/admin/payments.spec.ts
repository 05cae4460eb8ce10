import { createHmac } from "node:crypto";
import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import { readFile } from "node:fs/promises";
import { loginWithCredentials } from "../fixtures/accounts";
import { pdfText } from "@/lib/testing/pdf-text";
import {
  asSomeoneElse,
  giveBillingDetails,
  hydrated,
  signInNewSeller,
} from "../seller/seller-helpers";
import { ADMIN, signIn } from "./admin-helpers";

test("an admin refunds a seller's paid plan through the provider and grants a plan with a reason", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  // A new owner buys the Monthly plan in the sandbox checkout.
  const seller = await asSomeoneElse(browser, async (sellerPage) => {
    const account = await signInNewSeller(sellerPage, "individual", "/saller/plans", "Tarun");
    const buy = sellerPage.getByRole("button", { name: "Buy plan: Monthly" });
    await expect(buy).toBeEnabled();
    await buy.click();
    await giveBillingDetails(sellerPage, {
      name: "Tarun Sharma",
      address: "21 Race Course Road, Indore",
      state: "Madhya Pradesh",
    });
    await expect(sellerPage).toHaveURL(/\/saller\/plans\/checkout\?order=order_/);
    await hydrated(sellerPage);
    await sellerPage.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(sellerPage.getByText("Payment received. Your plan is active")).toBeVisible();
    return account;
  });

  await signIn(page, ADMIN);
  await page.goto(`/admin/all/payments?q=${encodeURIComponent(seller.email)}`);
  const table = page.getByRole("table", { name: "Payments" });
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("[data-status=completed]")).toBeVisible();
  await expect(table.getByRole("link", { name: /^LA\/\d{4}-\d{2}\/\d{6}$/ })).toBeVisible();

  const dialog = page.getByRole("dialog");
  await expect(async () => {
    await table.getByRole("button", { name: /^Refund / }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Give a reason for the refund (at least 5 characters).",
  );
  await dialog.getByLabel("Reason").fill("Seller bought the wrong plan");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText("Refund sent through the payment provider.")).toBeVisible();
  await expect(table.locator("[data-status=refunded]")).toBeVisible();
  await expect(table.getByRole("button", { name: /^Refund / })).toHaveCount(0);

  // The refund has its credit note (own series), in the seller's billing and as a PDF, with
  // the invoice's CGST + SGST (the seller is billed in our state, Madhya Pradesh).
  await asSomeoneElse(browser, async (sellerPage) => {
    await loginWithCredentials(sellerPage, seller, "/saller/billing");
    const payments = sellerPage.getByRole("table", { name: "Payments" });
    await expect(payments.locator("[data-status=refunded]")).toHaveText("Refunded");
    const noteLink = payments.getByRole("link", {
      name: /^Download credit note CN\/\d{4}-\d{2}\/\d{6}$/,
    });
    const noteNumber = (await noteLink.innerText()).replace("Download credit note ", "");
    const [download] = await Promise.all([sellerPage.waitForEvent("download"), noteLink.click()]);
    const pdf = await pdfText(await readFile((await download.path())!));
    expect(pdf).toContain("CREDIT NOTE");
    expect(pdf).toContain(`Credit note number: ${noteNumber}`);
    expect(pdf).toContain("Reason: Seller bought the wrong plan");
    expect(pdf).toContain("CGST @ 9%");
    expect(pdf).toMatch(/Total credited/);
    expect(pdf).toMatch(/₹\d[\d,]*\.\d\d/);
  });

  // A plan given by hand, with the reason on record.
  await page.goto(`/admin/sallers/${seller.id}`);
  const grant = page.getByRole("form", { name: "Grant a plan" });
  await hydrated(page, "form[aria-label='Grant a plan']");
  await grant.getByLabel("Plan").selectOption({ label: "Monthly (30 days)" });
  await grant.getByLabel("Reason").fill("Goodwill after the refund");
  await grant.getByRole("button", { name: "Grant plan" }).click();
  await expect(page.getByText("Plan granted. The seller has been told.")).toBeVisible();
  // The seller's page lists what admins did: the grant and the refund, in words.
  await page.reload();
  const history = page.locator("section", {
    has: page.getByRole("heading", { name: "History" }),
  });
  await expect(history.getByText("Plan granted", { exact: true })).toBeVisible();
  await expect(history.getByText("Payment refunded", { exact: true })).toBeVisible();
  await expect(history.getByText("No admin actions yet.")).toHaveCount(0);
  await page.goto("/admin/audit");
  await expect(page.getByText("Goodwill after the refund").first()).toBeVisible();
  // Money in rupees, times in Indian time, fields by their labels (not amountPaise or UTC).
  const refund = page.getByRole("row").filter({ hasText: "Seller bought the wrong plan" }).first();
  await expect(refund.getByText("Payment refunded")).toBeVisible();
  await expect(refund.getByText(/Amount: ₹[\d,]+/)).toBeVisible();
  await expect(refund.getByText(/Refunded: ₹[\d,]+/)).toBeVisible();
  const grantRow = page.getByRole("row").filter({ hasText: "Goodwill after the refund" }).first();
  await expect(
    grantRow.getByText(/Ends: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m/),
  ).toBeVisible();
  await expect(page.getByText(/amountPaise|\d{4}-\d{2}-\d{2}T\d{2}:/)).toHaveCount(0);
});

test("the Razorpay webhook checks X-Razorpay-Signature over the raw body", async ({ request }) => {
  // A fresh event each run: the same event twice is acknowledged as a duplicate.
  const tag = Math.random().toString(36).slice(2, 10);
  const body = JSON.stringify({
    entity: "event",
    event: "payment.captured",
    payload: {
      payment: { entity: { id: `pay_E2e${tag}`, order_id: `order_E2e${tag}`, amount: 100 } },
    },
  });
  const url = "/api/payments/razorpay/webhook";
  const forged = await request.post(url, {
    headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) },
    data: body,
  });
  expect(forged.status()).toBe(400);
  expect(await forged.json()).toMatchObject({ message: "Invalid webhook signature." });
  // Signed with the sandbox's webhook secret: accepted, and an order this site never made is
  // acknowledged without being applied.
  const signature = createHmac("sha256", "sandbox-webhook-secret-not-for-production")
    .update(body)
    .digest("hex");
  const signed = await request.post(url, {
    headers: { "content-type": "application/json", "x-razorpay-signature": signature },
    data: body,
  });
  expect(signed.status()).toBe(200);
  expect(await signed.json()).toMatchObject({ ok: true, outcome: "unknown" });
});
