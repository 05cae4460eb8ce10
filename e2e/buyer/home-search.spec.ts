import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { resultCards, resultCount } from "../fixtures/results";

/**
 * The home page search box and the results header search: what the person typed decides the
 * filters unless they set a control themselves; the chips show what was applied.
 */

type HeroChoice = { tab?: "Rent" | "PG"; type?: string; budget?: string; text: string };

const cards = (page: Page) => resultCards(page);
const chip = (page: Page, label: string) =>
  page.getByRole("link", { name: `Remove filter ${label}`, exact: true });

/** "₹45 L" → 4500000, "₹1.2 Cr" → 12000000. */
function rupees(text: string): number {
  const t = text.replace(/[₹,\s]/g, "");
  if (t.endsWith("Cr")) return Number(t.slice(0, -2)) * 1e7;
  if (t.endsWith("L")) return Number(t.slice(0, -1)) * 1e5;
  return Number(t.replace(/\/month$/, ""));
}

async function heroSearch(page: Page, choice: HeroChoice): Promise<void> {
  await page.goto("/");
  const form = page.locator('form[aria-label="Search properties"][data-hydrated="true"]');
  await expect(form).toBeVisible({ timeout: 20_000 });
  if (choice.tab) await form.getByText(choice.tab, { exact: true }).click();
  if (choice.type) await form.getByLabel("Property type").selectOption({ label: choice.type });
  if (choice.budget) await form.getByLabel("Budget").selectOption({ label: choice.budget });
  await form.getByLabel("Locality or landmark").fill(choice.text);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search-results\?/);
}

async function headerSearch(page: Page, text: string): Promise<void> {
  const form = page.locator('form[role="search"][data-hydrated="true"]');
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole("searchbox", { name: "Search properties" }).fill(text);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(
    new RegExp(`searchQuery=${encodeURIComponent(text).replace(/%20/g, "\\+")}`),
  );
}

test("Any budget adds no price cap: the typed budget is the one applied", async ({ page }) => {
  await heroSearch(page, { text: "2 bhk under 50 lakh in indore" });
  expect(new URL(page.url()).searchParams.has("maxPrice")).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "2 BHK Flats for Sale in Indore",
  );
  await expect(chip(page, "Under ₹50 L")).toBeVisible();
  await expect(chip(page, "2 BHK")).toBeVisible();
  await expect(chip(page, "Under ₹25 L")).toHaveCount(0);
  const fromHome = await resultCount(page);
  expect(fromHome).toBeGreaterThan(0);
  for (const price of await cards(page).getByTestId("card-price").allTextContents()) {
    expect(rupees(price)).toBeLessThanOrEqual(50e5);
  }
  expect(await cards(page).getByTestId("card-price").allTextContents()).toContainEqual(
    expect.stringMatching(/L$/),
  );

  // The same words in the header search find the same listings.
  await headerSearch(page, "2 bhk under 50 lakh in indore");
  await expect(chip(page, "Under ₹50 L")).toBeVisible();
  await expect.poll(() => resultCount(page)).toBe(fromHome);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the results header's search box searches", async ({ page }) => {
    await page.goto("/search-results?page=1&propertyType=Flat&transactionType=Buy&city=Pune");
    const box = page.getByRole("search").getByRole("searchbox", { name: "Search properties" });
    await expect(box).toBeVisible();
    await box.fill("plot near bhopal");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search-results\?page=1&searchQuery=plot\+near\+bhopal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Plots & Land for Sale in Bhopal",
    );
    expect(await resultCount(page)).toBeGreaterThan(0);
  });
});

test("the results header's box shows the current search's words, and a new search's", async ({
  page,
}) => {
  await heroSearch(page, { text: "plot near bhopal" });
  const box = page.getByRole("search").getByRole("searchbox", { name: "Search properties" });
  await expect(box).toHaveValue("plot near bhopal");
  await headerSearch(page, "2 bhk in indore");
  await expect(box).toHaveValue("2 bhk in indore");
  await page.goBack();
  await expect(box).toHaveValue("plot near bhopal");
});

const TYPED = [
  {
    text: "plot near bhopal",
    heading: "Plots & Land for Sale in Bhopal",
    chips: ["Plot / Land", "Bhopal"],
    types: ["Plot", "Land"],
  },
  {
    text: "office for rent in mumbai",
    heading: "Office Spaces for Rent in Mumbai",
    chips: ["Rent", "Office Space", "Mumbai"],
    types: ["Office Space"],
  },
  {
    text: "villa in bangalore",
    heading: "Houses & Villas for Sale in Bangalore",
    chips: ["House / Villa", "Bangalore"],
    types: ["Independent House / Villa", "Builder Floor", "Farmhouse"],
  },
];

test("on the home form, typed words beat the type and deal nobody touched", async ({ page }) => {
  for (const want of TYPED) {
    await heroSearch(page, { text: want.text });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(want.heading);
    for (const label of want.chips) await expect(chip(page, label)).toBeVisible();
    await expect(chip(page, "Flat / Apartment")).toHaveCount(0);
    expect(await resultCount(page), want.text).toBeGreaterThan(0);
    for (const type of await cards(page).getByTestId("card-type").allTextContents()) {
      expect(want.types, want.text).toContain(type);
    }
  }
});

// The phrases' meaning is lib/search/query/parse-query.test.ts's; here the header form applies
// it (the deal and type of the page it sits on give way), shown with one phrase.
test("in the header search, typed words decide the filters", async ({ page }) => {
  await page.goto("/search-results?propertyType=FlatApartment&transactionType=Buy&page=1");
  const want = TYPED[1];
  await headerSearch(page, want.text);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(want.heading);
  for (const label of want.chips) await expect(chip(page, label)).toBeVisible();
  expect(await resultCount(page), want.text).toBeGreaterThan(0);
  for (const type of await cards(page).getByTestId("card-type").allTextContents()) {
    expect(want.types, want.text).toContain(type);
  }
});

test("a control the person set wins over the typed words, and its chip says so", async ({
  page,
}) => {
  await heroSearch(page, { type: "Shop / Showroom", text: "flat in pune" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Shops & Showrooms for Sale in Pune",
  );
  await expect(chip(page, "Shop / Showroom")).toBeVisible();
  for (const type of await cards(page).getByTestId("card-type").allTextContents()) {
    expect(["Shop / Retail", "Showroom"]).toContain(type);
  }

  await heroSearch(page, { budget: "₹50 L – ₹1 Cr", text: "2 bhk in indore under 25 lakh" });
  await expect(chip(page, "₹50 L – ₹1 Cr")).toBeVisible();
  await expect(chip(page, "Under ₹25 L")).toHaveCount(0);
  for (const price of await cards(page).getByTestId("card-price").allTextContents()) {
    expect(rupees(price)).toBeGreaterThanOrEqual(50e5);
    expect(rupees(price)).toBeLessThanOrEqual(1e7);
  }

  await heroSearch(page, { tab: "Rent", text: "2 bhk flat in indore" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "2 BHK Flats for Rent in Indore",
  );
});

test("owner / no broker, Hindi and Hinglish phrasings map to the same filters", async ({
  page,
}) => {
  const PHRASES = [
    { text: "owner flat in indore", heading: "Flats for Sale in Indore", chips: ["Owner"] },
    { text: "2 bhk no broker pune", heading: "2 BHK Flats for Sale in Pune", chips: ["Owner"] },
    {
      text: "flat without brokerage in mumbai",
      heading: "Flats for Sale in Mumbai",
      chips: ["Owner"],
    },
    { text: "इंदौर में 2 बीएचके", heading: "2 BHK Flats for Sale in Indore", chips: ["2 BHK"] },
    { text: "नोएडा में फ्लैट", heading: "Flats for Sale in Noida", chips: ["Noida"] },
    {
      text: "विजय नगर में फ्लैट",
      heading: "Flats for Sale in Vijay Nagar, Indore",
      chips: ["Vijay Nagar"],
    },
    { text: "kiraye pe flat chahiye indore", heading: "Flats for Rent in Indore", chips: ["Rent"] },
  ];
  for (const [i, want] of PHRASES.entries()) {
    // Alternate between the home form and the results header search.
    if (i % 2 === 0) await heroSearch(page, { text: want.text });
    else await headerSearch(page, want.text);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(want.heading);
    for (const label of want.chips) await expect(chip(page, label)).toBeVisible();
    // Nothing was left over as a keyword the listings would have to contain.
    await expect(page.getByRole("link", { name: /^Remove filter “/ })).toHaveCount(0);
    expect(await resultCount(page), want.text).toBeGreaterThan(0);
    if (want.chips.includes("Owner")) {
      for (const by of await cards(page)
        .getByText(/^Posted by /)
        .allTextContents()) {
        expect(by).toBe("Posted by Owner");
      }
    }
  }
});
