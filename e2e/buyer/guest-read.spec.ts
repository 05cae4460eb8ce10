/**
 * The seller's reply reaches a guest by e-mail ("Read and reply: <site>/profile/messages/<id>"),
 * and the guest opens it in another browser (the phone's mail app): the page asks them to confirm
 * their number with an OTP or to log in, then shows the conversation. A registered buyer who is
 * logged out follows "Log in" and lands back on the conversation.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import {
  clientAddressHeader,
  createAccountViaApi,
  loginWithCredentials,
  newAccount,
} from "../fixtures/accounts";
import { DEMO_SELLER, signIn } from "../fixtures/session";

const REPLY = "Yes, one covered parking. When can you visit?";

/** A browser of its own (no cookies), as the phone's mail app opening the link would be. */
async function freshBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: clientAddressHeader(),
  });
  return { context, page: await context.newPage() };
}

/** The path of one of the demo seller's active listings, and its id. */
async function demoListing(
  page: Page,
  request: APIRequestContext,
): Promise<{ path: string; id: number }> {
  const { userId: sellerId } = await signIn(request, DEMO_SELLER);
  await page.goto(`/broker/${sellerId}`);
  const listings = page.locator("section", {
    has: page.getByRole("heading", { name: /^Active listings/ }),
  });
  const href = await listings.locator('a[href^="/property/"]').first().getAttribute("href");
  expect(href, "the demo seller has an active listing").toBeTruthy();
  return { path: href!, id: Number(href!.match(/-(\d+)$/)?.[1]) };
}

/** The gate a visitor nobody is signed in as gets: 200, noindex, both ways in. */
async function expectGate(page: Page, path: string, intro: RegExp) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it's you" })).toBeVisible();
  await expect(page.getByRole("main").getByText(intro)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("list", { name: "Messages" })).toHaveCount(0);
  const login = page.getByRole("main").getByRole("link", { name: "Log in" });
  await expect(login).toHaveAttribute("href", `/login?next=${encodeURIComponent(path)}`);
}

test("a guest opens the reply's link in another browser, confirms their number and reads it", async ({
  page,
  browser,
  request,
  outbox,
}) => {
  test.slow();
  const listing = await demoListing(page, request);

  // The guest enquires from their laptop, confirming the number with an OTP.
  await page.goto(listing.path);
  const form = page.locator("section", {
    has: page.getByRole("heading", { name: /^Contact the / }),
  });
  const guest = newAccount("Ishaan");
  await form.getByLabel("Your name").fill(`Ishaan Guest ${guest.email.slice(4, 12)}`);
  await form.getByLabel("Mobile number").fill(guest.phoneNumber);
  await form.getByLabel("E-mail (optional)").fill(guest.email);
  await form.getByLabel("Message").fill("Is parking included?");
  await form.getByRole("button", { name: "Send OTP" }).click();
  await expect(form.getByLabel("OTP")).toBeVisible();
  await form.getByLabel("OTP").fill(await outbox.otp(guest.phoneNumber));
  await form.getByRole("button", { name: "Verify and send enquiry" }).click();
  await form.getByRole("link", { name: "Open the conversation" }).click();
  await expect(page).toHaveURL(/\/profile\/messages\/\d+$/);
  const threadPath = new URL(page.url()).pathname;
  const threadId = threadPath.split("/").pop();
  // The guest leaves the page (a reply seen on the site is not e-mailed).
  await page.goto("/robots.txt");

  // The seller replies; the guest is e-mailed the link.
  const seller = await freshBrowser(browser);
  await signIn(seller.page.request, DEMO_SELLER);
  const sent = await seller.page.request.post(`/api/messages/threads/${threadId}/messages`, {
    data: { body: REPLY },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await seller.context.close();
  const mail = await outbox.email(guest.email, /replied about/);
  expect(mail.text).toContain(`/profile/messages/${threadId}`);

  // The phone's browser: no cookies. The page asks who they are instead of sending them home.
  const phone = await freshBrowser(browser);
  await expectGate(phone.page, threadPath, /^This conversation is private\./);
  const main = phone.page.getByRole("main");
  await expect(main.getByText(REPLY)).toHaveCount(0);

  // A bad number, then theirs; a wrong code, then the one texted to it.
  await main.getByLabel("Mobile number").fill("12345");
  await main.getByRole("button", { name: "Send OTP" }).click();
  await expect(main.getByText("Phone number must be exactly 10 digits")).toBeVisible();
  await main.getByLabel("Mobile number").fill(guest.phoneNumber);
  await main.getByRole("button", { name: "Send OTP" }).click();
  await expect(
    main.getByText(
      `OTP sent to +91 ${guest.phoneNumber.slice(0, 5)} ${guest.phoneNumber.slice(5)}. It is valid for 10 minutes.`,
    ),
  ).toBeVisible();
  const code = await outbox.otp(guest.phoneNumber);
  await main.getByLabel("OTP").fill(code === "000000" ? "111111" : "000000");
  await main.getByRole("button", { name: "Verify and show messages" }).click();
  await expect(main.getByText("Invalid OTP. You have 4 attempts left.")).toBeVisible();
  await main.getByLabel("OTP").fill(code);
  await main.getByRole("button", { name: "Verify and show messages" }).click();

  // The page loads again into the conversation: the guest's message and the seller's reply.
  const messages = phone.page.getByRole("list", { name: "Messages" });
  await expect(messages.getByText(REPLY)).toBeVisible();
  await expect(messages.getByText("Is parking included?")).toBeVisible();
  expect(new URL(phone.page.url()).pathname).toBe(threadPath);
  await expect(phone.page.getByRole("heading", { name: "Confirm it's you" })).toHaveCount(0);
  // The same browser keeps the access: a fresh load answers 200 with the thread.
  const again = await phone.page.goto(threadPath);
  expect(again?.status()).toBe(200);
  await expect(messages.getByText(REPLY)).toBeVisible();
  await phone.page.goto("/profile/messages");
  await expect(phone.page.getByRole("link", { name: new RegExp(REPLY.slice(0, 20)) })).toHaveCount(
    1,
  );
  await phone.context.close();
});

test("a number with no conversation gets the same steps, then an empty list and 404 for others' threads", async ({
  browser,
  outbox,
}) => {
  const stranger = newAccount("Rohan");
  const { context, page } = await freshBrowser(browser);
  await expectGate(page, "/profile/messages", /^Your conversations with sellers are private\./);
  const main = page.getByRole("main");
  await main.getByLabel("Mobile number").fill(stranger.phoneNumber);
  await main.getByRole("button", { name: "Send OTP" }).click();
  await expect(main.getByText(/^OTP sent to \+91 /)).toBeVisible();
  await main.getByLabel("OTP").fill(await outbox.otp(stranger.phoneNumber));
  await main.getByRole("button", { name: "Verify and show messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My messages" })).toBeVisible();
  await expect(page.getByText(/^No messages yet\./)).toBeVisible();

  // A conversation of another number (the demo data's first) answers as one that does not exist.
  const other = await page.goto("/profile/messages/1");
  expect(other?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await context.close();
});

test("a registered buyer who is logged out follows Log in and lands back on the conversation", async ({
  page,
  browser,
  request,
}) => {
  const listing = await demoListing(page, request);
  const account = await createAccountViaApi(page.request, newAccount("Anaya"));
  await loginWithCredentials(page, account, "/robots.txt");
  const enquiry = await page.request.post("/api/enquiries", {
    data: { targetType: "property", targetId: listing.id, message: "Can I see it on Sunday?" },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const { data } = (await enquiry.json()) as { data: { threadId: number } };
  const threadPath = `/profile/messages/${data.threadId}`;

  // Another browser, logged out: the gate, then the login, then the conversation.
  const { context, page: other } = await freshBrowser(browser);
  await expectGate(other, threadPath, /^This conversation is private\./);
  await other.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(other).toHaveURL(`/login?next=${encodeURIComponent(threadPath)}`);
  const login = other.getByRole("main");
  await login.getByLabel("Email").fill(account.email);
  await login.getByLabel("Password").fill(account.password);
  await login.getByRole("button", { name: "Login", exact: true }).click();
  await expect(other).toHaveURL(threadPath);
  await expect(
    other.getByRole("list", { name: "Messages" }).getByText("Can I see it on Sunday?"),
  ).toBeVisible();
  await context.close();
});

test("the Hindi page asks the same in Hindi, and its login returns to the Hindi page", async ({
  page,
}) => {
  const response = await page.goto("/hi/profile/messages/1");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/hi\/profile\/messages\/1$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "पुष्टि करें कि यह आप ही हैं" }),
  ).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByLabel("मोबाइल नंबर")).toBeVisible();
  await expect(main.getByRole("button", { name: "OTP भेजें" })).toBeVisible();
  await expect(main.getByRole("link", { name: "लॉगिन करें" })).toHaveAttribute(
    "href",
    `/hi/login?next=${encodeURIComponent("/hi/profile/messages/1")}`,
  );
});
