import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import {
  asSomeoneElse,
  brochureInput,
  fillProjectBasics,
  fillUnderConstructionProject,
  hydrated,
  projectIdOnList,
  signInNewSeller,
} from "./seller-helpers";

/** Two brochures told apart by their bytes. */
const FIRST = Buffer.from("%PDF-1.4\n% first brochure\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const SECOND = Buffer.from("%PDF-1.4\n% second brochure\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** An admin fact's value ("Possession date" → "Jun 2028"). */
const fact = (page: Page, label: string): Locator =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

/** The public page of project `id` until `check` passes (a render begun before may answer once more). */
async function openPublicUntil(
  page: Page,
  id: number,
  check: () => Promise<void>,
  prefix = "",
): Promise<void> {
  await expect(async () => {
    const response = await page.goto(`${prefix}/project/p-${id}`);
    expect(response?.status()).toBe(200);
    await check();
  }).toPass({ timeout: scaled(20_000), intervals: [250, 500, 1000] });
}

/** What an anonymous visitor gets from the brochure link: a PDF with the builder's bytes. */
async function expectPdf(page: Page, href: string, bytes: Buffer): Promise<void> {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await response.body()).equals(bytes)).toBe(true);
}

test("a builder's brochure is on the public project page, the approved one while an edit waits", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(240_000));
  await signInNewSeller(page, "builder", "/saller/dashboard", "Devika");
  const name = `Gulmohar Residency ${Date.now().toString(36)}`;
  await fillProjectBasics(page, name);
  await fillUnderConstructionProject(page, {
    launch: "2026-01-15",
    possession: "2028-06-01",
    rera: "P-IND-2026-007788",
    unit: { carpet: "950", from: "4800000", to: "5600000", available: "30" },
  });
  await brochureInput(page).setInputFiles({
    name: "gulmohar.pdf",
    mimeType: "application/pdf",
    buffer: FIRST,
  });
  await expect(page.getByText("gulmohar.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Submit project for review" }).click();
  await expect(page).toHaveURL(/\/saller\/projects$/);
  const id = await projectIdOnList(page, name);
  expect(id).toBeGreaterThan(0);

  // The admin reads the dates as months, as the rest of the site writes them, then approves.
  await asSomeoneElse(
    browser,
    async (admin) => {
      await admin.goto(`/admin/projects/${id}`);
      await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(fact(admin, "Possession date")).toHaveText("Jun 2028");
      await expect(fact(admin, "Launch date")).toHaveText("Jan 2026");
      await expect(admin.getByText("2028-06-01")).toHaveCount(0);
      await admin.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(admin.getByText("1 project approved.")).toBeVisible();
    },
    "admin",
  );

  // A visitor, signed out, finds the brochure beside the contact box and gets the PDF.
  const visitor = await browser.newPage();
  const link = visitor.getByRole("link", { name: "Download brochure (PDF)" });
  await openPublicUntil(visitor, id, () => expect(link).toBeVisible({ timeout: 2000 }));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
  const approvedHref = (await link.getAttribute("href")) ?? "";
  expect(approvedHref).toMatch(/\.pdf$/);
  await expectPdf(visitor, approvedHref, FIRST);
  // In Hindi too, the same file.
  await visitor.goto(`/hi/project/p-${id}`);
  await expect(visitor.getByRole("link", { name: "ब्रोशर डाउनलोड करें (PDF)" })).toHaveAttribute(
    "href",
    approvedHref,
  );

  // A new brochure (and possession date) waits for review: buyers keep the approved brochure…
  await page.goto(`/saller/project/${id}/edit`);
  await expect(page.getByRole("heading", { name: "Edit project", level: 1 })).toBeVisible();
  await hydrated(page, "form");
  await page.getByLabel("Possession date").fill("2028-12-01");
  await brochureInput(page).setInputFiles({
    name: "gulmohar-2.pdf",
    mimeType: "application/pdf",
    buffer: SECOND,
  });
  await expect(page.getByText("gulmohar-2.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText(
      "Saved. Your project stays live as it is; the changes that need review go live once our team approves them.",
    ),
  ).toBeVisible();
  await visitor.goto(`/project/p-${id}`);
  await expect(link).toHaveAttribute("href", approvedHref);
  await expectPdf(visitor, approvedHref, FIRST);

  // …until an admin, who compares the months, approves the change.
  await asSomeoneElse(
    browser,
    async (admin) => {
      await admin.goto(`/admin/projects/${id}`);
      const card = admin
        .locator("section")
        .filter({ has: admin.getByRole("heading", { name: "Changes waiting for review" }) });
      const possession = card.getByRole("row").filter({ hasText: "Possession date" });
      await expect(possession).toContainText("Jun 2028");
      await expect(possession).toContainText("Dec 2028");
      await card.getByRole("button", { name: "Approve changes" }).click();
      await expect(admin.getByText("Changes approved. They are live now.")).toBeVisible();
    },
    "admin",
  );
  await openPublicUntil(visitor, id, () =>
    expect(link).not.toHaveAttribute("href", approvedHref, { timeout: 2000 }),
  );
  await expectPdf(visitor, (await link.getAttribute("href")) ?? "", SECOND);
});
