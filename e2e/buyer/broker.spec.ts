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

test("an agent with more listings than one page shows them all, page by page, in both languages", async ({
  page,
  request,
}) => {
  const brokers = await sitemapPaths(request, "brokers");
  let path: string | undefined;
  let total = 0;
  for (const candidate of brokers) {
    const html = await (await request.get(candidate)).text();
    const n = Number(/Active listings \((\d+)\)/.exec(html)?.[1] ?? 0);
    if (n > 24) {
      [path, total] = [candidate, n];
      break;
    }
  }
  expect(path, "a seeded agent with more than 24 listings").toBeTruthy();
  const listings = page.locator("section", {
    has: page.getByRole("heading", { name: /^Active listings/ }),
  });
  await page.goto(path!);
  await expect(listings.getByRole("article")).toHaveCount(24);
  await expect(listings.getByText(`Showing 1–24 of ${total}`)).toBeVisible();
  const last = Math.ceil(total / 24);
  const firstPageTitles = await listings
    .getByRole("article")
    .getByRole("heading")
    .allTextContents();
  await listings
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Next" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}/listings/2$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Listings by /);
  const cardsOnTwo = page.getByRole("main").getByRole("article");
  await expect(cardsOnTwo).toHaveCount(Math.min(24, total - 24));
  await expect(page.getByText(`Showing 25–${Math.min(48, total)} of ${total}`)).toBeVisible();
  const secondTitles = await cardsOnTwo.getByRole("heading").allTextContents();
  expect(secondTitles.length).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${path}/listings/2$`),
  );
  expect(firstPageTitles.length).toBe(24);
  await page.getByRole("link", { name: /^Back to .+'s profile$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // Pages that are not the agent's: 404.
  for (const p of ["1", String(last + 1), "02", "x"]) {
    expect((await request.get(`${path}/listings/${p}`)).status(), p).toBe(404);
  }
  await page.goto(`/hi${path}`);
  await expect(page.getByText(`${total} में से 1–24`)).toBeVisible();
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

test("with JavaScript off, an agent's, a listing's and a project's page show their contact box and the listings below", async ({
  browser,
  request,
}) => {
  const [broker] = await sitemapPaths(request, "brokers");
  const [listing] = await sitemapPaths(request, "properties");
  const [project] = await sitemapPaths(request, "projects");
  // No script runs at all: content the HTML moved to its end for a script to put back in place
  // would stay hidden, with the grey placeholder standing in its place.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [broker, listing, project]) {
    await page.goto(path);
    const box = page.getByRole("region", { name: /^Contact / });
    await expect(box.getByRole("heading", { level: 2, name: /^Contact / })).toBeVisible();
    await expect(
      box.getByText(/^We text you a one-time code to confirm your number\./),
    ).toBeVisible();
  }
  // The listing's Share button stands in its header from the first paint on; the similar
  // listings and the project's neighbours are below.
  await page.goto(listing);
  await expect(page.getByRole("main").getByRole("button", { name: /^Share/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Similar properties in / })).toBeVisible();
  await page.goto(project);
  await expect(page.getByRole("heading", { name: /^More projects in / })).toBeVisible();
  await context.close();
});
