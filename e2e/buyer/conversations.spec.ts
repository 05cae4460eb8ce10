import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { clientAddressHeader, newAccount, readOtp } from "../fixtures/accounts";
import { DEMO_SELLER, signIn } from "../fixtures/session";

/**
 * An enquiry becomes a conversation: a guest enquires with an OTP, the seller replies from the
 * workspace, the buyer (another browser) sees the reply appear without reloading, they agree a
 * site visit, and both get the confirmation with an .ics file.
 */

type OutboxMail = {
  subject: string;
  attachments: { filename: string; contentType: string; content: string }[];
};

async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get(`/api/dev/email-outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok()) return [];
  const body = (await response.json()) as { data?: OutboxMail[] } | OutboxMail[];
  return Array.isArray(body) ? body : (body.data ?? []);
}

/** A date in India, days from today, as the date input takes it. */
function indianDate(daysAhead: number): string {
  const now = new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000);
  return now.toISOString().slice(0, 10);
}

test("guest enquiry → seller reply seen live → visit agreed → both get the .ics", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.setExtraHTTPHeaders(clientAddressHeader());
  const sellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const sellerPage = await sellerContext.newPage();
  const { userId: sellerId } = await signIn(sellerPage.request, DEMO_SELLER);

  // The guest picks one of the demo seller's listings.
  await page.goto(`/broker/${sellerId}`);
  const listings = page.locator("section", {
    has: page.getByRole("heading", { name: /^Active listings/ }),
  });
  const href = await listings.locator('a[href^="/property/"]').first().getAttribute("href");
  expect(href, "the demo seller has an active listing").toBeTruthy();
  await page.goto(href!);
  const form = page.locator("section", {
    has: page.getByRole("heading", { name: /^Contact the / }),
  });

  const guest = newAccount("Ishaan");
  const name = `Ishaan Guest ${guest.email.slice(4, 12)}`;
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Mobile number").fill(guest.phoneNumber);
  await form.getByLabel("E-mail (optional)").fill(guest.email);
  await form.getByLabel("Message").fill("Is <b>parking</b> included?");
  await form.getByRole("button", { name: "Send OTP" }).click();
  await expect(form.getByLabel("OTP")).toBeVisible();
  await form.getByLabel("OTP").fill(await readOtp(request, guest.phoneNumber));
  await form.getByRole("button", { name: "Verify and send enquiry" }).click();
  await expect(form.getByRole("status")).toContainText("Your enquiry has been sent.");
  await form.getByRole("link", { name: "Open the conversation" }).click();
  await expect(page).toHaveURL(/\/profile\/messages\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  const messages = page.getByRole("list", { name: "Messages" });
  // Markup is shown as the guest typed it, not as HTML.
  await expect(messages.getByText("Is <b>parking</b> included?")).toBeVisible();
  await expect(page.getByText("Status: Waiting for a reply")).toBeVisible();

  // The seller opens it from the enquiries list; the guest's number is masked.
  await sellerPage.goto("/saller/queries/manage");
  const card = sellerPage.getByRole("article", { name: `Enquiry from ${name}` });
  const masked = `+91 ${guest.phoneNumber.slice(0, 2)}xxx xx${guest.phoneNumber.slice(7)}`;
  await expect(card.getByText(masked)).toBeVisible();
  await card.getByRole("link", { name: `Open conversation with ${name}` }).click();
  await expect(sellerPage).toHaveURL(/\/saller\/queries\/\d+$/);
  await expect(sellerPage.getByLabel("Buyer's phone")).toHaveText(masked);
  await sellerPage.getByLabel("Your message").fill("Yes, one covered parking. When can you visit?");
  await sellerPage.getByRole("button", { name: "Send" }).click();

  // Both open pages move to "Seller replied" without a reload; the buyer's shows the reply.
  await expect(sellerPage.getByText("Status: Seller replied")).toBeVisible();
  const reply = messages.getByText("Yes, one covered parking. When can you visit?");
  await expect(reply).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText("Status: Seller replied")).toBeVisible();

  // The buyer shares their number; the seller's page shows it in full.
  await page.getByRole("button", { name: "Share my number" }).click();
  await expect(page.getByText("The seller can see your number.")).toBeVisible();
  await sellerPage.reload();
  await expect(sellerPage.getByLabel("Buyer's phone")).toHaveText(
    `+91 ${guest.phoneNumber.slice(0, 5)} ${guest.phoneNumber.slice(5)}`,
  );

  // A slot in the past is refused on its field; a real one goes to the seller.
  await page.getByRole("button", { name: "Propose a visit" }).click();
  const propose = page.getByRole("form", { name: "Propose visit times" });
  await propose.getByLabel("Date 1").fill(indianDate(3));
  await propose.getByLabel("Time 1").selectOption("afternoon");
  await propose.getByRole("button", { name: "Send times" }).click();
  await expect(page.getByText("You proposed:")).toBeVisible();

  await sellerPage.reload();
  const accept = sellerPage.getByRole("button", { name: /^Accept / });
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(sellerPage.getByText(/^Visit booked:/)).toBeVisible();
  await expect(page.getByText("Status: Visit booked")).toBeVisible({ timeout: 10_000 });

  // Both confirmations, each with the calendar file, reach the dev outbox.
  for (const to of [guest.email, DEMO_SELLER.email]) {
    await expect
      .poll(
        async () => {
          const mail = (await mailsTo(request, to)).find((m) =>
            m.subject.startsWith("Site visit confirmed:"),
          );
          return mail?.attachments.map(
            (a) => `${a.filename} ${a.content.includes("BEGIN:VEVENT")}`,
          );
        },
        { timeout: 20_000 },
      )
      .toEqual(["visit.ics true"]);
  }
  await sellerContext.close();

  // Anyone else — here the demo buyer — gets the same answer as for a thread that does not
  // exist: 404 (decided in proxy.ts, before the page's shell is sent), "Page not found", and
  // nothing of the conversation; the API answers 404 too.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage.request);
  const missing = await otherPage.goto("/profile/messages/2147483647");
  expect(missing?.status()).toBe(404);
  await expect(otherPage.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  expect((await otherPage.request.get("/profile/messages/not-a-number")).status()).toBe(404);
  const answer = await otherPage.goto(threadPath);
  expect(answer?.status()).toBe(404);
  await expect(otherPage.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(otherPage.getByRole("list", { name: "Messages" })).toHaveCount(0);
  await expect(otherPage.getByText("Is <b>parking</b> included?")).toHaveCount(0);
  await expect(otherPage.getByText(name)).toHaveCount(0);
  const id = threadPath.split("/").pop();
  const api = await otherPage.request.get(`/api/messages/threads/${id}/messages`);
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: "This conversation was not found." });
  await other.close();
});

test("a signed-out visitor without access to a thread is asked who they are, and shown nothing of it", async ({
  page,
}) => {
  const response = await page.goto("/profile/messages/1");
  // Signed out with no guest access: the page to confirm the number or log in
  // (e2e/buyer/guest-read.spec.ts goes through both), nothing of the thread.
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/profile/messages/1");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it's you" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Messages" })).toHaveCount(0);
  const api = await page.request.get("/api/messages/threads/1/messages");
  expect(api.status()).toBe(401);
});
