import { expect, test } from "../fixtures/test";

/** Phones (390×844): price and a Contact action in the first screen, a contact bar at the bottom. */

const LISTING = "/property-profile?id=9";

test("the price and a Contact action are in the first screen; Enquire reaches the form", async ({
  page,
}) => {
  await page.goto(LISTING);
  const viewport = page.viewportSize()!;
  const summary = page.getByRole("region", { name: "Price and contact" });
  await expect(summary).toBeVisible();
  const price = (await page.getByRole("main").getByTestId("property-price").textContent())!.trim();
  await expect(summary).toContainText(price);
  const box = (await summary.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const contact = summary.getByRole("link", { name: /^Contact / });
  await expect(contact).toBeVisible();

  const bar = page.getByRole("region", { name: "Contact about this property" });
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  expect(Math.round(barBox.y + barBox.height)).toBe(viewport.height);
  // Call reaches the seller (not the helpline): a guest is asked to log in first.
  await expect(bar.getByRole("button", { name: "Call the seller" })).toBeEnabled();

  // Enquire takes the person to the enquiry form, which is not hidden under the bar.
  await bar.getByRole("link", { name: "Enquire" }).click();
  await expect(page).toHaveURL(/#contact$/);
  const form = page.locator("#contact");
  // The form's own button (View phone number sits below it, outside the first screen).
  const send = form.getByRole("button", { name: "Send OTP" });
  await expect(send).toBeInViewport();
  // Read again until the smooth scroll to the anchor has come to rest.
  await expect(async () => {
    const sendBox = (await send.boundingBox())!;
    const barTop = (await bar.boundingBox())!.y;
    expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(barTop + 1);
  }).toPass({ timeout: 5_000 });
});

test("the contact bar never covers the end of the page", async ({ page }) => {
  await page.goto(LISTING);
  const bar = page.getByRole("region", { name: "Contact about this property" });
  await expect(bar).toBeVisible();
  // The enquiry form replaces its placeholder once the visitor is known; the page is longer then.
  await expect(page.locator("#contact").getByRole("button").last()).toBeVisible();
  // The last thing on the page is above the bar once scrolled to the bottom (scrolled again if
  // the page was still growing or the smooth scroll to the top of a new page was still running).
  await expect(async () => {
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    const barTop = (await bar.boundingBox())!.y;
    const lastBottom = await page.evaluate(() => {
      const items = [...document.querySelectorAll("a, button, input, textarea, select")].filter(
        (el) => !el.closest("#mobile-contact-bar") && (el as HTMLElement).offsetParent !== null,
      );
      return Math.max(...items.map((el) => el.getBoundingClientRect().bottom));
    });
    expect(lastBottom).toBeLessThanOrEqual(barTop + 1);
  }).toPass({ timeout: 10_000 });
});

test("the listing's header is as tall before its visitor buttons load as after (nothing below moves)", async ({
  browser,
  page,
}) => {
  // Before the visitor's state is known the share/save/report row shows its placeholder (what a
  // browser paints first, and all it shows without JavaScript); it must take the final row's room.
  const first = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
    isMobile: true,
  });
  const placeholder = await first.newPage();
  await placeholder.goto(LISTING);
  const before = (await placeholder.locator("main header").first().boundingBox())!;
  await first.close();

  await page.goto(LISTING);
  const header = page.locator("main header").first();
  await expect(header.getByRole("button", { name: "Save" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Report listing" })).toBeVisible();
  const after = (await header.boundingBox())!;
  expect(after.height).toBe(before.height);
});
