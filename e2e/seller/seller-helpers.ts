import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  createAccountViaApi,
  loginWithCredentials,
  newAccount,
  type NewAccount,
} from "../fixtures/accounts";
import { authFile, type Role } from "../fixtures/roles";

/** Shared steps of the seller specs: fresh accounts, the listing wizard, photos, other roles. */

export type SellerKind = "individual" | "agent" | "builder";
export type SellerAccount = NewAccount & { id: number };

/** Where scripts/e2e-server.sh keeps uploads (photos land under listings/<sellerId>/). */
const UPLOAD_DIR = path.resolve("data/e2e-uploads");

/** A new seller of this kind (registered and OTP-verified through the API), signed in on `page`. */
export async function signInNewSeller(
  page: Page,
  kind: SellerKind,
  landing = "/saller/dashboard",
  firstName = "Ritu",
): Promise<SellerAccount> {
  const extra: Record<string, string> = { sellerKind: kind };
  if (kind !== "individual")
    extra.companyName = `${firstName} ${kind === "agent" ? "Realty" : "Developers"}`;
  const account = await createAccountViaApi(page.request, newAccount(firstName), extra);
  await loginWithCredentials(page, account, landing);
  const session = (await (await page.request.get("/api/auth/session")).json()) as {
    userId?: string;
  };
  const id = Number(session.userId);
  expect(id, "seller id from the session").toBeGreaterThan(0);
  return { ...account, id };
}

/** A made-up word (letters only, so the search box takes it as a keyword) to find a listing by. */
export function uniqueWord(): string {
  const letters = "bcdfghjklmnpqrstvwxz";
  return `zu${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * 20)]).join("")}`;
}

/** Waits until React has hydrated the element (forms carry `data-hydrated`), so clicks count. */
export async function hydrated(scope: Page | Locator, selector = "[data-hydrated]"): Promise<void> {
  await expect(scope.locator(`${selector}[data-hydrated="true"]`).first()).toBeVisible();
}

/** A real photo (a coloured JPEG) of the given size. */
export function photo(
  name: string,
  color: { r: number; g: number; b: number },
  size = { width: 1600, height: 1200 },
): { name: string; mimeType: string; buffer: Promise<Buffer> } {
  const buffer = sharp({ create: { ...size, channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

export async function setPhotos(
  page: Page,
  files: { name: string; mimeType: string; buffer: Promise<Buffer> | Buffer }[],
): Promise<void> {
  const payload = await Promise.all(
    files.map(async (f) => ({ name: f.name, mimeType: f.mimeType, buffer: await f.buffer })),
  );
  await page.getByLabel("Choose photos").setInputFiles(payload);
}

/** Files the server stored under this seller id's listing photos (three per photo). */
export function storedListingFiles(sellerId: number): string[] {
  const dir = path.join(UPLOAD_DIR, "listings", String(sellerId));
  return existsSync(dir) ? readdirSync(dir) : [];
}

// --- the post-a-property wizard ------------------------------------------------------------

export const wizard = {
  form: (page: Page) => page.locator("form[data-hydrated]"),
  heading: (page: Page) => page.locator("form[data-hydrated] h2").first(),

  async open(page: Page): Promise<void> {
    await page.goto("/saller/property/add");
    await expect(page.getByRole("heading", { name: "Post a property", level: 1 })).toBeVisible();
    await hydrated(page, "form");
  },

  async next(page: Page, expectStep: string): Promise<void> {
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(wizard.heading(page)).toHaveText(expectStep);
  },

  async typeAndDeal(page: Page, type: string, deal = "Sell"): Promise<void> {
    await expect(wizard.heading(page)).toHaveText("Type & deal");
    await page.getByRole("radio", { name: deal, exact: true }).check();
    await page.getByRole("radio", { name: type, exact: true }).check();
  },

  async location(page: Page, city = "indore", locality = "Vijay Nagar"): Promise<void> {
    await page.getByLabel("City").selectOption(city);
    const box = page.getByRole("combobox", { name: "Locality" });
    await box.fill(locality.slice(0, 5));
    await page
      .getByRole("listbox", { name: "Localities" })
      .getByRole("option", { name: locality })
      .click();
    await expect(box).toHaveValue(locality);
  },

  async flatDetails(page: Page, carpetSqft: string): Promise<void> {
    await page.getByLabel("Carpet area").fill(carpetSqft);
    await page.getByLabel("Bedrooms (BHK)").selectOption("2");
    await page.getByLabel("Bathrooms").selectOption("2");
    await page.getByLabel("Floor number").fill("4");
    await page.getByLabel("Total floors in the building").fill("12");
    await page.getByLabel("Furnishing").selectOption("semi");
    await page.getByLabel("Possession status").selectOption("ready");
  },
};

/** Walks the post-a-property wizard to its Photos step with a 2 BHK flat in Vijay Nagar, Indore. */
export async function walkToPhotos(
  page: Page,
  opts: { title: string; price: string; area?: string },
): Promise<void> {
  await wizard.open(page);
  await wizard.typeAndDeal(page, "Flat / Apartment");
  await wizard.next(page, "Location");
  await wizard.location(page);
  await wizard.next(page, "Details");
  await wizard.flatDetails(page, opts.area ?? "1100");
  await wizard.next(page, "Price");
  await page.getByLabel("Expected price (₹)").fill(opts.price);
  await wizard.next(page, "Amenities");
  await page.getByLabel("Lift").check();
  await page.getByLabel("Title (optional)").fill(opts.title);
  await page
    .getByLabel("Description (optional)")
    .fill("Sunny corner flat near the park, covered parking and 24x7 water supply.");
  await wizard.next(page, "Photos");
}

/**
 * Posts a 2 BHK flat for sale in Vijay Nagar, Indore, through every step, making photo `cover`
 * (1-based) the cover; returns its id and the cover's thumbnail address.
 */
export async function postFlat(
  page: Page,
  opts: { title: string; price: string; photos: number; cover?: number; area?: string },
): Promise<{ id: number; coverSrc: string }> {
  await walkToPhotos(page, opts);
  const colors = [
    { r: 200, g: 120, b: 60 },
    { r: 60, g: 140, b: 200 },
    { r: 90, g: 180, b: 90 },
  ];
  await setPhotos(
    page,
    colors.slice(0, opts.photos).map((c, i) => photo(`room-${i + 1}.jpg`, c)),
  );
  const uploads = page.getByRole("list", { name: "Uploads" });
  // Each file has its own progress bar until it is done.
  for (let i = 1; i <= opts.photos; i++) {
    await expect(uploads.getByText(`room-${i}.jpg`)).toBeVisible();
  }
  await expect(uploads.getByText("Uploaded")).toHaveCount(opts.photos, { timeout: 30_000 });
  await expect(page.getByRole("list", { name: "Photos" }).getByRole("listitem")).toHaveCount(
    opts.photos,
  );
  const cover = opts.cover ?? 1;
  await page.getByRole("button", { name: `Make photo ${cover} the cover` }).click();
  await expect(page.getByRole("button", { name: `Make photo ${cover} the cover` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const coverSrc = (await page.getByRole("img", { name: `Photo ${cover}` }).getAttribute("src"))!;
  expect(coverSrc).toMatch(/^\/media\/listings\/\d+\/[0-9a-f-]+-480\.webp$/);
  await wizard.next(page, "Review & submit");
  await expect(page.getByText(opts.title)).toBeVisible();
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\/saller\/properties\?posted=\d+$/);
  return { id: Number(new URL(page.url()).searchParams.get("posted")), coverSrc };
}

/** The row of a listing in My properties. */
export function listingRow(page: Page, id: number): Locator {
  return page.locator(`tr[data-listing-id="${id}"]`);
}

// --- other people ---------------------------------------------------------------------------

/**
 * Runs `steps` in a separate browser context (another person), closing it afterwards; with a
 * `role`, that person is the demo account already signed in (e2e/auth.setup.ts saved its state).
 */
export async function asSomeoneElse<T>(
  browser: Browser,
  steps: (page: Page) => Promise<T>,
  role?: Role,
): Promise<T> {
  const context = await browser.newContext(role ? { storageState: authFile(role) } : {});
  try {
    return await steps(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Opens the post-a-project form and fills the name and the place (Vijay Nagar, Indore). */
export async function fillProjectBasics(page: Page, name: string): Promise<void> {
  await page.goto("/saller/project/add");
  await expect(page.getByRole("heading", { name: "Post a project", level: 1 })).toBeVisible();
  await hydrated(page, "form");
  await page.getByLabel("Project name").fill(name);
  await wizard.location(page, "indore", "Vijay Nagar");
}

/**
 * An under-construction project registered in Madhya Pradesh, with one 2 BHK configuration:
 * the part of the project form specs fill alike.
 */
export async function fillUnderConstructionProject(
  page: Page,
  project: {
    possession: string;
    rera: string;
    launch?: string;
    unit: { carpet: string; from: string; to: string; available: string };
  },
): Promise<void> {
  await page.getByLabel("Project status").selectOption("under_construction");
  if (project.launch) await page.getByLabel("Launch date").fill(project.launch);
  await page.getByLabel("Possession date").fill(project.possession);
  await page.getByLabel("RERA registration number").fill(project.rera);
  await page.getByLabel("Registered in (state)").selectOption("Madhya Pradesh");
  const first = page.getByRole("group", { name: "Configuration 1" });
  await first.getByLabel("Type").selectOption("2");
  await first.getByLabel("Carpet area (sq ft)").fill(project.unit.carpet);
  await first.getByLabel("Price from (₹)").fill(project.unit.from);
  await first.getByLabel("Price up to (₹)").fill(project.unit.to);
  await first.getByLabel("Units available").fill(project.unit.available);
}

/** The project form's brochure file input. */
export const brochureInput = (page: Page): Locator =>
  page.locator('input[type=file][aria-label="Brochure (PDF)"]');

/** The id of the builder's project of this name, from its Edit link on /saller/projects. */
export async function projectIdOnList(page: Page, name: string): Promise<number> {
  const edit = page
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: /Edit/ });
  return Number(
    /\/saller\/project\/(\d+)\/edit/.exec((await edit.getAttribute("href")) ?? "")?.[1],
  );
}

/** The demo admin approves a pending listing from the moderation screen. */
export async function approveAsAdmin(browser: Browser, id: number, title: string): Promise<void> {
  await asSomeoneElse(
    browser,
    async (admin) => {
      await admin.goto(`/admin/properties/${id}`);
      await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await admin.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(admin.getByText("1 listing approved.")).toBeVisible();
    },
    "admin",
  );
}

/** The billing-details dialog the first "Buy" opens: fills it and goes on to the checkout. */
export async function giveBillingDetails(
  page: Page,
  details: { name: string; address: string; state: string; gstin?: string },
): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Billing details" });
  await expect(dialog).toBeVisible();
  await hydrated(dialog, "form");
  await dialog.getByLabel("Name to bill").fill(details.name);
  await dialog.getByLabel("Billing address").fill(details.address);
  await dialog.getByLabel("State").selectOption(details.state);
  await dialog.getByLabel("GSTIN (optional)").fill(details.gstin ?? "");
  await dialog.getByRole("button", { name: "Save and continue to payment" }).click();
}
