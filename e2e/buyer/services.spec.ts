import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";

/** A fresh valid mobile number, so re-runs against a reused server stay under the rate limit. */
function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

const SERVICES: [slug: string, title: string][] = [
  ["property-management", "Property Management"],
  ["valuation", "Property Valuation"],
  ["legal", "Legal Assistance"],
  ["mortgage", "Home Loans & Mortgage"],
  ["inspection", "Home Inspection"],
  ["investment", "Investment Advisory"],
  ["agents", "Find Verified Agents"],
  ["builders", "Builders & Developers"],
  ["architects", "Architects"],
  ["interior-decorators", "Interior Decorators"],
  ["vaastu", "Vaastu Consultants"],
  ["contractors", "Contractors"],
  ["consultants", "Real Estate Consultants"],
];

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
}

// One page in the browser: the 13 pages share one template, and each service's content (title,
// 4–6 FAQs, prices, meta description) is checked by lib/services/content/service-content.test.ts.
test("a service page shows its title, pricing and FAQs, and a question opens", async ({ page }) => {
  const response = await page.goto("/services/legal");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal Assistance");
  await expect(page.getByRole("heading", { name: "Indicative pricing" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /₹|Free|%/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  const faqs = page.locator("details");
  expect(await faqs.count()).toBeGreaterThanOrEqual(4);
  expect(await faqs.count()).toBeLessThanOrEqual(6);
  // Opening a question shows its answer.
  const first = faqs.first();
  await first.locator("summary").click();
  await expect(first.locator("p")).toBeVisible();
  expect(await jsonLdTypes(page)).toEqual(
    expect.arrayContaining(["FAQPage", "BreadcrumbList", "Service"]),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services\/legal$/);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description?.length).toBeGreaterThan(80);
});

test("every service page renders with its own title, FAQs and canonical link", async ({
  request,
}) => {
  for (const [slug, title] of SERVICES) {
    const response = await request.get(`/services/${slug}`);
    expect(response.status(), slug).toBe(200);
    const html = await response.text();
    const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, "");
    expect(h1?.replace(/&amp;/g, "&"), slug).toBe(title);
    expect(html, slug).toContain("Frequently asked questions");
    expect(html, slug).toContain('"@type":"FAQPage"');
    expect(html, slug).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/services/${slug}"`));
  }
});

test("the services index links to all 13 services", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property services");
  for (const [slug, title] of SERVICES) {
    await expect(
      page.getByRole("main").getByRole("link", { name: new RegExp(title) }),
    ).toHaveAttribute("href", `/services/${slug}`);
  }
});

test("an unknown service slug is a 404", async ({ page }) => {
  const response = await page.goto("/services/astrology");
  expect(response?.status()).toBe(404);
});

test("a service request with a bad phone shows field messages; good data gets a thank-you", async ({
  page,
}) => {
  await page.goto("/services/legal");
  const form = page.locator("#request");
  await form.getByLabel("Your name").fill("Priya Sharma");
  await form.getByLabel("Mobile number").fill("51234");
  await form.getByLabel("E-mail (optional)").fill("priya@");
  await form.getByRole("button", { name: "Request a call back" }).click();

  const phone = form.getByLabel("Mobile number");
  await expect(
    form.getByText("Enter a 10-digit mobile number starting with 6, 7, 8 or 9."),
  ).toBeVisible();
  await expect(
    form.getByText("Enter a valid e-mail address, like name@example.com."),
  ).toBeVisible();
  await expect(form.getByText("Please enter your city.")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/Enter a 10-digit mobile number/);
  await expect(form.getByText(/Thank you!/)).toHaveCount(0);

  await phone.fill(randomMobile());
  await form.getByLabel("E-mail (optional)").fill("priya@example.in");
  await form.getByLabel("City").fill("Indore");
  await form.getByLabel("How can we help?").fill("Title search for a plot in Rau.");
  await form.getByRole("button", { name: "Request a call back" }).click();
  await expect(
    form.getByText("Thank you! Our Legal Assistance team will call you within 24 hours."),
  ).toBeVisible();
  await expect(form.getByLabel("Mobile number")).toHaveCount(0);

  await form.getByRole("button", { name: "Send another request" }).click();
  await expect(form.getByLabel("Mobile number")).toHaveValue("");
});
