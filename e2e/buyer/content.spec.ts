import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";

/** A fresh valid mobile number, so re-runs against a reused server stay under the rate limit. */
function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** YYYY-MM-DD in India, `days` from today. */
function indianDate(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data["@type"] === type);
}

test("the advice page lists the guides and an article page renders with Article data", async ({
  page,
}) => {
  const response = await page.goto("/real-estate/advice");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Real Estate Advice");
  const guides = page.getByRole("region", { name: "Guides" }).getByRole("article");
  expect(await guides.count()).toBeGreaterThanOrEqual(6);

  await page
    .getByRole("link", { name: "Carpet area vs built-up area vs super built-up area" })
    .click();
  await expect(page).toHaveURL(/\/real-estate\/advice\/carpet-built-up-super-built-up-area$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Carpet area vs built-up area vs super built-up area",
  );
  await expect(
    page.getByRole("heading", { name: "Carpet area: the space you actually use" }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toContainText("₹8,100/sq ft");
  const article = await jsonLd(page, "Article");
  expect(article?.headline).toBe("Carpet area vs built-up area vs super built-up area");
  expect(await jsonLd(page, "BreadcrumbList")).toBeDefined();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Home Inspection" }),
  ).toHaveAttribute("href", "/services/inspection");
});

test("every advice article answers 200 with its own title", async ({ request }) => {
  for (const slug of [
    "rera-checklist-before-booking",
    "carpet-built-up-super-built-up-area",
    "stamp-duty-registration-charges-by-state",
    "home-loan-checklist",
    "buying-a-plot-documents-to-verify",
    "rent-agreement-essentials",
  ]) {
    const response = await request.get(`/real-estate/advice/${slug}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('"@type":"Article"');
  }
  expect((await request.get("/real-estate/advice/no-such-guide")).status()).toBe(404);
});

test("the consultation form refuses a past date, then books a future one", async ({ page }) => {
  await page.goto("/real-estate/advice");
  const form = page.locator("#consultation");
  await form.getByLabel("Your name").fill("Anita Joshi");
  await form.getByLabel("Mobile number").fill(randomMobile());
  await form.getByLabel("Preferred date").fill(indianDate(-1));
  await form.getByRole("button", { name: "Schedule consultation" }).click();
  await expect(form.getByText("The preferred date cannot be in the past.")).toBeVisible();
  await expect(form.getByText("Please choose a topic.")).toBeVisible();

  const date = indianDate(3);
  await form.getByLabel("Preferred date").fill(date);
  await form.getByLabel("Topic").selectOption({ label: "Home loan and tax benefits" });
  await form.getByRole("button", { name: "Schedule consultation" }).click();
  const shown = new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(
    form.getByText(`Thank you! Your consultation request for ${shown} is booked.`, {
      exact: false,
    }),
  ).toBeVisible();
});

test("the about page explains verification without invented numbers", async ({ page }) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About LAND Acre");
  await expect(page.getByRole("heading", { name: "How we verify listings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "RERA numbers are checked" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(
    /\d[\d,]*\+\s*(users|listings|customers)/i,
  );
});

for (const [path, title, mustSay] of [
  [
    "/terms-conditions",
    "Terms and Conditions",
    ["courts at Indore, Madhya Pradesh", "RERA disclaimer", "Information Technology Act, 2000"],
  ],
  [
    "/privacy-policy",
    "Privacy Policy",
    ["Digital Personal Data Protection Act, 2023", "Grievance Officer", "OTP", "Cookies"],
  ],
] as const) {
  test(`${path} has the full text with a last-updated date and the grievance e-mail`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(/Last updated:/)).toBeVisible();
    const main = page.getByRole("main");
    for (const phrase of mustSay) await expect(main).toContainText(phrase);
    await expect(main.getByRole("link", { name: "support@landacre.in" }).first()).toHaveAttribute(
      "href",
      "mailto:support@landacre.in",
    );
    // The contents list jumps to a section.
    await page.getByRole("navigation", { name: "Contents" }).getByRole("link").nth(2).click();
    await expect(page).toHaveURL(/#[a-z-]+$/);
  });
}
