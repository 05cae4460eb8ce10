import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import {
  asSomeoneElse,
  brochureInput,
  fillProjectBasics,
  fillUnderConstructionProject,
  hydrated,
  photo,
  projectIdOnList,
  setPhotos,
  signInNewSeller,
} from "./seller-helpers";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The public page of project `id` (any slug leads to the canonical URL), as a visitor sees it. */
async function openPublicPage(page: Page, id: number): Promise<void> {
  const response = await page.goto(`/project/p-${id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/project/[a-z0-9-]+-${id}$`));
}

/** Opens the page until it shows a change (a render begun before it may answer once more). */
async function openAfterChange(page: Page, id: number, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await openPublicPage(page, id);
    await check();
  }).toPass({ timeout: scaled(20_000), intervals: [250, 500, 1000] });
}

async function openEditForm(page: Page, id: number): Promise<void> {
  await page.goto(`/saller/project/${id}/edit`);
  await expect(page.getByRole("heading", { name: "Edit project", level: 1 })).toBeVisible();
  await hydrated(page, "form");
}

// A live project stays on the site while its builder's changes wait for review.
test("a live project's edit waits for review while buyers keep the approved version", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(240_000));
  await signInNewSeller(page, "builder", "/saller/dashboard", "Kavya");
  const name = `Amaltas Towers ${Date.now().toString(36)}`;
  await fillProjectBasics(page, name);
  await fillUnderConstructionProject(page, {
    possession: "2028-12-31",
    rera: "P-IND-2026-004321",
    unit: { carpet: "980", from: "5200000", to: "6100000", available: "40" },
  });
  // Fewer units in all than are for sale: refused on the Total units field.
  await page.getByLabel("Total units (optional)").fill("10");
  await page.getByRole("button", { name: "Submit project for review" }).click();
  await expect(
    page.getByText("Total units can't be fewer than the 40 units available in the configurations"),
  ).toBeVisible();
  await page.getByLabel("Total units (optional)").fill("120");
  await brochureInput(page).setInputFiles({
    name: "amaltas-brochure.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(page.getByText("amaltas-brochure.pdf")).toBeVisible();
  await setPhotos(page, [photo("tower.jpg", { r: 120, g: 160, b: 180 })]);
  await expect(page.getByText("1 of 20 added")).toBeVisible();
  await page.getByRole("button", { name: "Submit project for review" }).click();
  await expect(page).toHaveURL(/\/saller\/projects$/);
  const id = await projectIdOnList(page, name);
  expect(id).toBeGreaterThan(0);

  // The admin sees the photos and the brochure of what they approve.
  await asSomeoneElse(
    browser,
    async (admin) => {
      await admin.goto(`/admin/projects/${id}`);
      await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
      const photos = admin
        .locator("section")
        .filter({ has: admin.getByRole("heading", { name: "Photos (1)" }) });
      await expect(photos.getByRole("img")).toHaveCount(1);
      await expect(admin.getByRole("link", { name: "Open brochure (PDF)" })).toBeVisible();
      await admin.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(admin.getByText("1 project approved.")).toBeVisible();
    },
    "admin",
  );
  const visitor = await browser.newPage();
  await openAfterChange(visitor, id, () =>
    expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name, { timeout: 2000 }),
  );
  const units = visitor.getByRole("region", { name: "Unit types and prices" });
  await expect(units).toContainText("₹52 L");

  // A new price on the same configuration goes live at once.
  await openEditForm(page, id);
  await expect(page.getByText(/change at once/)).toBeVisible();
  const first = page.getByRole("group", { name: "Configuration 1" });
  await first.getByLabel("Price from (₹)").fill("4900000");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved. They are live now.")).toBeVisible();
  await openAfterChange(visitor, id, () => expect(units).toContainText("₹49 L", { timeout: 2000 }));

  // A new name waits for review: the page stays up (200) with the approved name…
  const newName = `${name} Phase 2`;
  await openEditForm(page, id);
  await page.getByLabel("Project name").fill(newName);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText(
      "Saved. Your project stays live as it is; the changes that need review go live once our team approves them.",
    ),
  ).toBeVisible();
  const listed = page.getByRole("listitem").filter({ hasText: name });
  await expect(listed.getByText("Live", { exact: true })).toBeVisible();
  await expect(listed.getByText("Changes in review", { exact: true })).toBeVisible();
  await openPublicPage(visitor, id);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
  await openEditForm(page, id);
  await expect(
    page.getByRole("note").filter({ hasText: "Changes waiting for review" }),
  ).toBeVisible();
  await expect(page.getByLabel("Project name")).toHaveValue(newName);

  // …until an admin, who sees the photos and the change, approves it.
  await asSomeoneElse(
    browser,
    async (admin) => {
      await admin.goto(`/admin/projects/${id}`);
      await expect(admin.getByRole("heading", { name: "Photos (1)" })).toBeVisible();
      const card = admin
        .locator("section")
        .filter({ has: admin.getByRole("heading", { name: "Changes waiting for review" }) });
      await expect(card.getByRole("row").filter({ hasText: "Name" })).toContainText(newName);
      await card.getByRole("button", { name: "Approve changes" }).click();
      await expect(admin.getByText("Changes approved. They are live now.")).toBeVisible();
    },
    "admin",
  );
  await openAfterChange(visitor, id, () =>
    expect(visitor.getByRole("heading", { level: 1 })).toHaveText(newName, { timeout: 2000 }),
  );
  await expect(units).toContainText("₹49 L");
});
