import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";

async function liveTool(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("form[data-hydrated='true']")).toBeVisible({ timeout: 20_000 });
  return page.getByRole("main").getByTestId("tool-answer");
}

test.describe("insights", () => {
  test("from the header's Insights panel to a locality page with its price trend", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Buy Property" }).hover();
    await nav
      .getByRole("complementary", { name: "Insights" })
      .getByRole("link", { name: "Understand localities" })
      .click();
    await expect(page).toHaveURL(/\/insights#localities$/);
    await expect(page.getByRole("heading", { level: 1, name: "Property insights" })).toBeVisible();

    await page.locator("#localities").getByRole("link", { name: "Connaught Place" }).click();
    await expect(page).toHaveURL(/\/insights\/delhi\/connaught-place$/);
    await expect(
      page.getByRole("heading", { level: 1, name: /Connaught Place, Delhi/ }),
    ).toBeVisible();
    const chart = page.getByRole("main").getByTestId("locality-sale-trend");
    await expect(
      chart.getByRole("img", { name: /asking price per sq ft, for sale/ }),
    ).toBeVisible();
    await expect(
      chart.locator("figcaption").getByText(/Median asking price ₹[\d,]+\/sq ft in/),
    ).toBeVisible();
    // The data table behind the chart: one row per month.
    await expect(chart.locator("table tbody tr")).toHaveCount(24);
    await expect(page.getByRole("main").getByTestId("price-band")).toContainText("Price band");
    // Residents' reviews (the demo data publishes a few for the key cities' first localities).
    const reviews = page.locator("#reviews");
    await expect(reviews.getByTestId("review-aggregate")).toContainText(/from \d+ reviews?/);
    await expect(reviews.getByRole("article", { name: /^Review by / }).first()).toBeVisible();
    await expect(
      page.getByRole("table", { name: /closest localities in Delhi/ }).getByRole("row"),
    ).toHaveCount(6);

    // The city page ranks localities and links back.
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Delhi" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: /Delhi property prices/ }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Connaught Place" }).first()).toBeVisible();
  });

  test("Pune: one price figure on the city and Insights pages; only rising localities rise; rent in rent's words", async ({
    page,
  }) => {
    await page.goto("/insights/pune");
    const median = page
      .locator("div", { has: page.getByText("Median asking price", { exact: true }) })
      .locator("dd")
      .first();
    const figure = (await median.innerText()).trim();
    expect(figure).toMatch(/^₹[\d,]+\/sq ft$/);
    const rising = page.locator("h3", { hasText: "Fastest rising over 12 months" });
    if (await rising.count()) {
      const changes = await rising.locator("xpath=following-sibling::ol[1]/li").allInnerTexts();
      for (const line of changes) expect(line).toMatch(/\(\+[\d.]+ %\)$/);
    }
    const rent = page.getByRole("main").getByTestId("city-rent-trend");
    if (
      await rent
        .locator("figcaption")
        .getByText(/^Median asking/)
        .count()
    ) {
      await expect(rent.locator("figcaption")).toContainText(
        /Median asking rent ₹[\d,.]+\/sq ft a month/,
      );
      await expect(rent).toContainText("Line: median asking rent per sq ft a month.");
    }

    await page.goto("/property-in/pune");
    await expect(page.locator("main").getByText(`Median asking price ${figure}`)).toBeVisible();
    await expect(page.getByText(/about ₹[\d,]+ per sq ft/)).toHaveCount(0);
  });

  test("unknown city or locality: 404 inside the public layout", async ({ page }) => {
    const response = await page.goto("/insights/delhi/not-a-place");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect((await page.goto("/insights/atlantis"))?.status()).toBe(404);
  });
});

test.describe("buyer tools", () => {
  test("EMI and eligibility answer as you type; out of range gets a message, not NaN", async ({
    page,
  }) => {
    const answer = await liveTool(page, "/insights/tools/emi-calculator");
    await page.getByLabel(/^Loan amount/).fill("10 lakh");
    await expect(answer.getByTestId("emi")).toContainText("₹8,678");
    await page.getByLabel(/^Take-home pay a month/).fill("1,00,000");
    await page.getByLabel(/^EMIs you already pay/).fill("10000");
    await expect(answer.getByTestId("eligible-loan")).toContainText("₹46.09 L");
    await page.getByLabel(/^Interest rate/).fill("45");
    await expect(page.getByText("Enter at most 20")).toBeVisible();
    await expect(answer).toContainText("Correct the fields marked above");
    await expect(answer).not.toContainText("NaN");
  });

  test("stamp duty by state with the women's concession", async ({ page }) => {
    const answer = await liveTool(page, "/insights/tools/stamp-duty");
    await page.getByLabel("State").selectOption("Delhi");
    await page.getByLabel(/^Property value/).fill("50 lakh");
    await page.getByLabel("Bought by").selectOption("woman");
    await expect(answer.getByTestId("stamp-total")).toHaveText("₹2,50,100");
    await expect(answer).toContainText("a woman buying alone pays ₹1 L less");
    await expect(answer).toContainText("Department of Revenue");
  });

  test("area converter with the state's own units", async ({ page }) => {
    const answer = await liveTool(page, "/insights/tools/area-converter");
    await page.getByLabel("State").selectOption("West Bengal");
    await page.getByLabel("Unit").selectOption("bigha");
    await page.getByLabel(/^Area/).fill("2");
    await expect(answer.getByTestId("area-katha")).toHaveText("40");
    await expect(answer.getByTestId("area-sqft")).toHaveText("28,800");
  });

  test("rent or buy gives a verdict", async ({ page }) => {
    const answer = await liveTool(page, "/insights/tools/rent-vs-buy");
    await expect(answer.getByTestId("rent-vs-buy-verdict")).toContainText(/comes out ahead by/);
    await page.getByLabel(/^Years you plan to stay/).fill("0");
    await expect(page.getByText("Enter at least 1")).toBeVisible();
  });
});

test.describe("Insights and buyer tools without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a city's Insights page shows its figures, trend and localities in place", async ({
    page,
  }) => {
    // No script runs: nothing may wait at the document's end for a script to move it into place.
    await page.goto("/insights/pune");
    await expect(page.getByText("Median asking price", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Price trend in Pune" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Localities in Pune by price" })).toBeVisible();
  });

  test("a locality's page shows its figures, reviews and the way to write one in place", async ({
    page,
  }) => {
    await page.goto("/insights/bangalore/whitefield");
    await expect(page.getByText("Median asking price", { exact: true })).toBeVisible();
    await expect(page.getByTestId("price-band")).toBeVisible();
    const reviews = page.getByRole("region", { name: /^Residents' reviews of Whitefield/ });
    await expect(reviews.getByRole("heading", { name: "Write a review" })).toBeVisible();
    // A guest's part is in the page as served: the prompt to log in and write a review.
    await expect(
      reviews.getByText("Live in Whitefield? Tell others what it is like."),
    ).toBeVisible();
    await expect(reviews.getByRole("button", { name: "Log in to write a review" })).toBeVisible();
  });

  test("the Insights hub shows every city's prices and the latest reviews in place", async ({
    page,
  }) => {
    await page.goto("/insights");
    const prices = page.locator("#price-trends").getByRole("table");
    await expect(prices.getByRole("link", { name: "Pune" })).toBeVisible();
    await expect(page.locator("#reviews").getByRole("listitem").first()).toBeVisible();
  });

  test("the GET form gets its first answer from the server", async ({ page }) => {
    await page.goto("/insights/tools/stamp-duty");
    await page.getByLabel("State").selectOption("Maharashtra");
    await page.getByLabel(/^Property value/).fill("1 crore");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/state=Maharashtra/);
    await expect(page.getByRole("main").getByTestId("stamp-total")).toHaveText("₹6,30,000");
  });
});
