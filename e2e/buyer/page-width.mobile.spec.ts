import { test } from "../fixtures/test";
import { expectNoSidewaysScroll, firstHref, hrefVia } from "../fixtures/page-width";
import { signedInAs } from "../fixtures/roles";

/** Issue 28: no page scrolls sideways on a phone (390 px). Every public page type. */
const RESULTS =
  "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Pune&state=Maharashtra&locality=&searchQuery=";

// Three tests, not one, so the two workers share the pages.
test("no content or sign-in page is wider than a phone", async ({ page }) => {
  const article = await firstHref(
    page,
    "/real-estate/advice",
    /^\/real-estate\/advice\/[a-z0-9-]+$/,
  );
  await expectNoSidewaysScroll(page, [
    "/",
    "/about",
    "/contact",
    "/terms-conditions",
    "/privacy-policy",
    "/real-estate/advice",
    article,
    "/services",
    "/services/valuation",
    "/login",
    "/post-property",
    "/post-project",
    "/saller/login",
    "/saller/signup",
    "/admin/login",
    "/no-such-page",
  ]);
});

test("no search or listing page is wider than a phone", async ({ page }) => {
  const property = await firstHref(page, RESULTS, /^\/property\/[a-z0-9-]+-\d+$/);
  const broker = await hrefVia(page, RESULTS, /^\/property\/[a-z0-9-]+-\d+$/, /^\/broker\/\d+$/);
  const project = await firstHref(page, "/property-in/pune", /^\/project\/[a-z0-9-]+-\d+$/);
  await expectNoSidewaysScroll(page, [
    "/search",
    RESULTS,
    "/properties",
    property,
    project,
    broker,
    "/property-in/pune",
    "/compare",
  ]);
});

test("no Insights page is wider than a phone", async ({ page }) => {
  await expectNoSidewaysScroll(page, [
    "/insights",
    "/insights/pune",
    "/insights/pune/kothrud",
    "/insights/tools/area-converter",
    "/insights/tools/emi-calculator",
    "/insights/tools/rent-vs-buy",
    "/insights/tools/stamp-duty",
  ]);
});

test.describe("signed in as the demo buyer", () => {
  test.use(signedInAs("buyer"));

  test("the profile is no wider than a phone", async ({ page }) => {
    await expectNoSidewaysScroll(page, ["/profile", RESULTS]);
  });
});
