import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import {
  clientAddressHeader,
  createAccountViaApi,
  loginWithCredentials,
  newAccount,
  readOtp,
} from "../fixtures/accounts";
import { DEMO_SELLER, signIn } from "../fixtures/session";
import { seededIds } from "../fixtures/seed-layout";
import { sitemapPaths } from "../fixtures/sitemap";
import { signedInAs } from "../fixtures/roles";

const DUPLICATE =
  "You have already sent an enquiry for this property. The seller will contact you soon.";
const SENT = "Your enquiry has been sent. The seller will contact you soon.";

function idOf(path: string): number {
  return Number(/-(\d+)$/.exec(path)?.[1]);
}

async function enquiryCount(page: Page): Promise<number> {
  const text = (await page.getByRole("main").getByTestId("enquiry-count").textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

test("a listing opens from its canonical URL and /property-profile?id= redirects there (308)", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "properties");
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByTestId("property-price")).toHaveText(
    /^₹[\d,.]+( L| Cr)?(\/month)?$|Price on request/,
  );
  const facts = page
    .locator("section", { has: page.getByRole("heading", { name: "Key facts" }) })
    .locator("dt");
  expect(await facts.count()).toBeGreaterThanOrEqual(3);

  const redirect = await request.get(`/property-profile?id=${idOf(path)}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(new URL(redirect.headers().location, "http://x").pathname).toBe(path);
  await page.goto(`/property-profile?id=${idOf(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  const wrongSlug = await request.get(`/property/some-old-title-${idOf(path)}`, {
    maxRedirects: 0,
  });
  expect(wrongSlug.status()).toBe(308);
});

test("the photo viewer opens full screen and follows the arrow keys and Escape", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "properties");
  await page.goto(path);
  await page.getByRole("button", { name: /View all \d+ photos/ }).click();
  const viewer = page.getByRole("dialog", { name: /Photos of/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^Photo 1 of \d+$/)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText(/^Photo 2 of \d+$/)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText(/^Photo 1 of \d+$/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

test("a signed-in buyer reports a listing: a reason is needed, a second report is refused", async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request);
  const paths = await sitemapPaths(request, "properties");
  const path = paths[2];
  await loginWithCredentials(page, account, path);
  const report = page.getByRole("button", { name: "Report listing", exact: true });
  await report.click();
  const dialog = page.getByRole("dialog", { name: "Report this listing" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please choose a reason.");
  await dialog.getByRole("radio", { name: "Wrong price" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Thank you." })).toHaveText(
    "Thank you. Our team will review this listing.",
  );
  await expect(report).toBeFocused();

  await report.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("radio", { name: "Spam or fraud" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "You have already reported this property. Our team is reviewing it.",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the EMI calculator answers with the standard formula", async ({ page, request }) => {
  const paths = await sitemapPaths(request, "properties");
  const sale = paths.find(
    (p) => p.includes("-for-sale-") && !p.includes("plot") && !p.includes("land"),
  );
  expect(sale, "the seeded sitemap lists a sale home").toBeDefined();
  await page.goto(sale!);
  const calculator = page.locator("section", {
    has: page.getByRole("heading", { name: "EMI calculator" }),
  });
  await calculator.getByLabel("Loan amount (₹)").fill("5000000");
  await calculator.getByLabel("Interest rate (% a year)").fill("8.5");
  await calculator.getByLabel("Tenure (years)").fill("20");
  await expect(calculator.getByText("₹43,391")).toBeVisible();
});

test.describe("signed in as the demo buyer", () => {
  test.use(signedInAs("buyer"));

  test("a signed-in buyer sends an enquiry once; a second one within 48 hours is refused", async ({
    page,
    request,
  }) => {
    const paths = await sitemapPaths(request, "properties");
    // Start somewhere in the middle; skip listings this buyer already contacted (seed data, earlier runs).
    const start = Math.floor(Math.random() * paths.length);
    let sent = false;
    for (let k = 0; k < 6 && !sent; k++) {
      const path = paths[(start + k * 37) % paths.length];
      await page.goto(path);
      const form = page.locator("section", {
        has: page.getByRole("heading", { name: /^Contact the / }),
      });
      // A listing this buyer already contacted shows when, with the conversation, not the form.
      const earlier = form.getByText(/^You enquired on /);
      await expect(form.getByText(/Sending as/).or(earlier)).toBeVisible();
      if (await earlier.isVisible()) continue;
      const before = await enquiryCount(page);
      await form.getByRole("button", { name: /^Contact / }).click();
      const outcome = page.getByText(SENT).or(page.getByText(DUPLICATE));
      await expect(outcome).toBeVisible();
      if (await page.getByText(DUPLICATE).isVisible()) continue;
      sent = true;
      // The seller got the lead: the listing's enquiry count went up.
      await expect.poll(() => enquiryCount(page)).toBe(before + 1);
      // From now on the box says when, and leads to the conversation instead of a second form.
      await page.reload();
      await expect(earlier).toBeVisible();
      await form.getByRole("link", { name: "Open the conversation" }).click();
      await expect(page).toHaveURL(/\/profile\/messages\/\d+$/);
      expect(await page.request.get(path).then((r) => r.status())).toBe(200);
    }
    expect(sent, "found a listing the demo buyer had not contacted").toBe(true);
  });
});

test("a signed-out visitor enquires with name, phone and OTP; the listing's seller sees the lead", async ({
  page,
  browser,
  request,
}) => {
  await page.setExtraHTTPHeaders(clientAddressHeader());
  // The demo seller (a verified agent) lists their listings on their agent page.
  const sellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const sellerPage = await sellerContext.newPage();
  const { userId: sellerId } = await signIn(sellerPage.request, DEMO_SELLER);
  await page.goto(`/broker/${sellerId}`);
  const listings = page.locator("section", {
    has: page.getByRole("heading", { name: /^Active listings/ }),
  });
  const href = await listings.locator('a[href^="/property/"]').first().getAttribute("href");
  expect(href, "the demo seller has an active listing").toBeTruthy();
  await page.goto(href!);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const form = page.locator("section", {
    has: page.getByRole("heading", { name: /^Contact the / }),
  });

  const guest = newAccount("Meera");
  const name = `Meera Guest ${guest.email.slice(4, 12)}`;
  // A bad number is caught before any code is sent.
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Mobile number").fill("12345");
  await form.getByRole("button", { name: "Send OTP" }).click();
  await expect(form.getByText("Phone number must be exactly 10 digits")).toBeVisible();
  await form.getByLabel("Mobile number").fill(guest.phoneNumber);
  await form.getByLabel("Message").fill("Is the price negotiable? Please call after 6 pm.");
  await form.getByRole("button", { name: "Send OTP" }).click();
  const spaced = `${guest.phoneNumber.slice(0, 5)} ${guest.phoneNumber.slice(5)}`;
  await expect(
    form.getByText(`OTP sent to +91 ${spaced}. It is valid for 10 minutes.`),
  ).toBeVisible();
  await expect(form.getByRole("button", { name: /^Resend OTP in \d+s$/ })).toBeDisabled();

  const otp = await readOtp(request, guest.phoneNumber);
  const wrong = otp === "000000" ? "111111" : "000000";
  await form.getByLabel("OTP").fill(wrong);
  await form.getByRole("button", { name: "Verify and send enquiry" }).click();
  await expect(form.getByText("Invalid OTP. You have 4 attempts left.")).toBeVisible();
  await form.getByLabel("OTP").fill(otp);
  await form.getByRole("button", { name: "Verify and send enquiry" }).click();
  await expect(form.getByRole("status").getByText(SENT)).toBeVisible();

  // The seller's enquiries list has the guest, their number (masked until they share it) and
  // the listing.
  await sellerPage.goto("/saller/queries/manage");
  const card = sellerPage.getByRole("article", { name: `Enquiry from ${name}` });
  await expect(card).toBeVisible();
  await expect(
    card.getByText(`+91 ${guest.phoneNumber.slice(0, 2)}xxx xx${guest.phoneNumber.slice(7)}`),
  ).toBeVisible();
  await expect(card.getByText(`+91 ${spaced}`)).toHaveCount(0);
  await expect(card.getByText(`About: ${title}`)).toBeVisible();
  await expect(card.getByText("Is the price negotiable? Please call after 6 pm.")).toBeVisible();
  await sellerContext.close();
});

test("signed-out visitors are asked to log in before sending an enquiry or saving", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "properties");
  await page.goto(path);
  // The login dialog listens for the shell's "landacre:open-auth" event; record what is asked for.
  await page.evaluate(() => {
    const w = window as unknown as { authRequests: string[] };
    w.authRequests = [];
    window.addEventListener("landacre:open-auth", (e) =>
      w.authRequests.push((e as CustomEvent).detail.mode),
    );
  });
  const requests = () =>
    page.evaluate(() => (window as unknown as { authRequests: string[] }).authRequests);
  // Each action opens the real login dialog; close it before trying the next one.
  for (const name of ["Log in to send with your account", "Save", "Report listing"]) {
    await page.getByRole("button", { name, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  await expect.poll(requests).toEqual(["login", "login", "login"]);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("a blocked listing is a 404 inside the public layout", async ({ page }) => {
  const [first, ...others] = seededIds("blocked");
  // The 404 page asks whether the listing left the site; a blocked one is not named again.
  const asked = page.waitForResponse((r) => r.url().endsWith(`/api/properties/${first}/gone`));
  const response = await page.goto(`/property-profile?id=${first}`);
  expect(response?.status()).toBe(404);
  expect((await asked).status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  for (const id of [first, ...others]) {
    expect((await page.request.get(`/property-profile?id=${id}`)).status()).toBe(404);
    expect((await page.request.get(`/property/any-${id}`)).status()).toBe(404);
  }
  expect((await page.request.get("/property/nothing-here-999999")).status()).toBe(404);
});

test("a listing's 404 names the listing when the server says it left the site, once its view has loaded", async ({
  page,
}) => {
  // The 410 hook answers for a listing it knows is gone; when it could not tell, the 404 page
  // asks, and the answer is drawn by a view whose script loads only then.
  const [id] = seededIds("blocked");
  await page.route(`**/api/properties/${id}/gone`, (route) =>
    route.fulfill({
      json: {
        id,
        title: "Sunlit 3 BHK near the lake",
        place: "Baner, Pune",
        similar: [
          {
            href: "/property/3-bhk-flat-for-sale-in-baner-pune-1",
            title: "3 BHK in Baner",
            place: "Baner, Pune",
            price: "₹ 1.2 Cr",
          },
        ],
      },
    }),
  );
  // Which scripts hold the view (its code names its words, "listingGone").
  const scripts = new Map<string, Promise<boolean>>();
  page.on("response", (r) => {
    if (r.request().resourceType() === "script")
      scripts.set(
        new URL(r.url()).pathname,
        r.text().then((text) => text.includes("listingGone")),
      );
  });
  const response = await page.goto(`/property-profile?id=${id}`);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "This property is no longer available" }),
  ).toBeVisible();
  await expect(page.getByText("Sunlit 3 BHK near the lake", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "3 BHK in Baner" })).toHaveAttribute(
    "href",
    "/property/3-bhk-flat-for-sale-in-baner-pune-1",
  );
  // Its script is not among the page's own: it came when the answer did.
  const html = await response!.text();
  const holding: string[] = [];
  for (const [path, holds] of scripts) if (await holds) holding.push(path);
  expect(holding).toHaveLength(1);
  expect(html.includes(holding[0]), `${holding[0]} is not among the page's own scripts`).toBe(
    false,
  );
});

test("a sold listing shows a Sold ribbon and no enquiry form", async ({ page }) => {
  const [id] = seededIds("sold");
  const response = await page.goto(`/property-profile?id=${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Sold", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Contact the / })).toHaveCount(0);
  const [rented] = seededIds("rented");
  await page.goto(`/property-profile?id=${rented}`);
  await expect(page.getByText("Rented out", { exact: true })).toBeVisible();
});

test("Share on a listing offers its link to copy or send on WhatsApp, and closes on a click outside", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "properties");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(path);
  const main = page.getByRole("main");
  const share = main.getByRole("button", { name: "Share", exact: true });
  await share.click();
  await expect(share).toHaveAttribute("aria-expanded", "true");
  const whatsApp = main.getByRole("link", { name: "Share on WhatsApp" });
  const address = new URL(path, page.url()).href;
  await expect(whatsApp).toHaveAttribute("href", new RegExp(encodeURIComponent(address)));
  // Opening it moves the focus into it.
  await expect(main.getByRole("button", { name: "Copy link" })).toBeFocused();
  await main.getByRole("button", { name: "Copy link" }).click();
  await expect(main.getByRole("button", { name: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  await page.getByRole("heading", { level: 1 }).click();
  await expect(whatsApp).toBeHidden();
  await expect(share).toHaveAttribute("aria-expanded", "false");
});

test("Share on a Hindi listing hands on the Hindi page's address, its menu taking the focus and Escape giving it back", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "properties");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/hi${path}`);
  // The address to share is the page's canonical: the Hindi one, /hi/property/….
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  const address = new URL(canonical!, page.url()).href;
  expect(new URL(address).pathname).toBe(`/hi${path}`);

  const main = page.getByRole("main");
  // Share's row is settled once the visitor is known (Report shows).
  await expect(main.getByRole("button", { name: "लिस्टिंग रिपोर्ट करें" })).toBeVisible();
  const share = main.getByRole("button", { name: "शेयर करें", exact: true });
  await expect(share).toHaveAttribute("aria-expanded", "false");
  await share.click();
  await expect(share).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`[id="${await share.getAttribute("aria-controls")}"]`);
  await expect(menu).toBeVisible();
  const copy = menu.getByRole("button", { name: "लिंक कॉपी करें" });
  await expect(copy).toBeFocused();
  // WhatsApp sends the Hindi title with the Hindi address.
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const whatsApp = menu.getByRole("link", { name: "WhatsApp पर शेयर करें" });
  const sent = new URL((await whatsApp.getAttribute("href"))!).searchParams.get("text");
  expect(sent).toBe(`${title} ${address}`);

  await copy.click();
  await expect(menu.getByRole("button", { name: "लिंक कॉपी हो गया" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(share).toHaveAttribute("aria-expanded", "false");
  await expect(share).toBeFocused();

  // From the keyboard: Enter opens it on its first item; tabbing out of it closes it.
  await page.keyboard.press("Enter");
  await expect(copy).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(whatsApp).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu).toBeHidden();
  await expect(share).toHaveAttribute("aria-expanded", "false");
});
