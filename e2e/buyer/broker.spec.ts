import { expect, test } from "../fixtures/test";
import { signIn } from "../fixtures/session";
import { sitemapPaths } from "../fixtures/sitemap";
import { authFile, signedInAs } from "../fixtures/roles";

test.describe("signed in as the demo buyer", () => {
  test.use(signedInAs("buyer"));

  test("a verified agent's page shows the profile, RERA number and active listings; an enquiry reaches the agent", async ({
    page,
    request,
  }) => {
    const brokers = await sitemapPaths(request, "brokers");
    expect(brokers.length).toBeGreaterThan(0);
    const start = Math.floor(Math.random() * brokers.length);
    let done = false;
    for (let k = 0; k < Math.min(5, brokers.length) && !done; k++) {
      const response = await page.goto(brokers[(start + k) % brokers.length]);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Verified agent", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: /^Active listings \(\d+\)$/ })).toBeVisible();
      const doc = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent())!,
      );
      expect(doc["@graph"][0]["@type"]).toBe("RealEstateAgent");
      // An agent this buyer already wrote to shows when, with the conversation, not the form.
      const contact = page.getByRole("button", { name: "Contact agent" });
      const earlier = page.getByText(/^You enquired on /);
      await expect(contact.or(earlier)).toBeVisible();
      if (await earlier.isVisible()) continue;
      await contact.click();
      const sent = page.getByText("Your enquiry has been sent. The agent will contact you soon.");
      await expect(
        sent.or(page.getByText("You have already sent an enquiry to this agent.")),
      ).toBeVisible();
      done = await sent.isVisible();
    }
    expect(done).toBe(true);
  });
});

test("anyone who is not a verified agent has no broker page", async ({ page }) => {
  const { userId } = await signIn(page.request);
  const buyerPage = await page.goto(`/broker/${userId}`);
  expect(buyerPage?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect((await page.request.get("/broker/999999")).status()).toBe(404);
  expect((await page.request.get("/broker/abc")).status()).toBe(404);
});

test("a guest reads what an enquiry involves from the first paint, before the page's scripts load", async ({
  browser,
  page,
  request,
}) => {
  const [broker] = await sitemapPaths(request, "brokers");
  const intro =
    "We text you a one-time code to confirm your number. The agent sees your name; your number stays private until you choose to share it in the conversation.";
  // What the browser paints from the HTML alone: the page's own script files never arrive.
  const first = await browser.newContext({ viewport: page.viewportSize() });
  await first.route("**/_next/static/**/*.js", (route) => route.abort());
  const before = await first.newPage();
  await before.goto(broker);
  const box = before.getByRole("region", { name: /^Contact / });
  await expect(box.getByText(intro, { exact: true })).toBeVisible();
  await expect(box.getByRole("textbox")).toHaveCount(0); // the form itself waits for its code
  const painted = (await box.getByText(intro, { exact: true }).boundingBox())!;
  await first.close();

  // Once the page runs, the guest's form begins with the same text, in the same place.
  await page.goto(broker);
  const live = page.getByRole("region", { name: /^Contact / });
  await expect(live.getByRole("textbox", { name: /^Your name/ })).toBeVisible();
  await expect(live.getByText(intro, { exact: true })).toHaveCount(1);
  const after = (await live.getByText(intro, { exact: true }).boundingBox())!;
  expect({ y: after.y, height: after.height }).toEqual({ y: painted.y, height: painted.height });
});

test("a signed-in visitor is never shown the guest's text, not even before the page's scripts load", async ({
  browser,
  page,
  request,
}) => {
  const [broker] = await sitemapPaths(request, "brokers");
  const intro = /^We text you a one-time code to confirm your number\./;
  // The HTML alone, in a browser that remembers the demo buyer's login: the page is the guest's
  // cached copy, and the mark set before the first paint hides the guest's intro.
  const first = await browser.newContext({
    viewport: page.viewportSize(),
    storageState: authFile("buyer"),
  });
  await first.route("**/_next/static/**/*.js", (route) => route.abort());
  const before = await first.newPage();
  await before.goto(broker);
  const box = before.getByRole("region", { name: /^Contact / });
  await expect(box.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(box.getByText(intro)).toHaveCount(1);
  await expect(box.getByText(intro)).toBeHidden();
  await first.close();

  // A guest's browser in the same state shows it (the test above checks its place).
  const guest = await browser.newContext({ viewport: page.viewportSize() });
  await guest.route("**/_next/static/**/*.js", (route) => route.abort());
  const guestPage = await guest.newPage();
  await guestPage.goto(broker);
  await expect(guestPage.getByRole("region", { name: /^Contact / }).getByText(intro)).toBeVisible();
  await guest.close();
});
