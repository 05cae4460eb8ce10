import type { Page } from "@playwright/test";
import { readEmail } from "../fixtures/outbox";
import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import {
  clientAddressHeader,
  createAccountViaApi,
  loginWithCredentials,
  newAccount,
  type NewAccount,
} from "../fixtures/accounts";
import {
  approveAsAdmin,
  asSomeoneElse,
  hydrated,
  listingRow,
  postFlat,
  signInNewSeller,
  uniqueWord,
  wizard,
} from "../seller/seller-helpers";

/** Reloads My Profile until the notification shows (the jobs worker sends it in the background). */
async function expectNotification(page: Page, title: string): Promise<void> {
  const list = page.getByRole("list", { name: "Notifications" });
  await page.goto("/profile");
  await expect(async () => {
    // A full load each time (a hash link to the same page would not ask the server again).
    await page.reload();
    await expect(list.getByText(title)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

async function saveCurrentSearch(page: Page, name: string, frequency: string): Promise<void> {
  const button = page.getByRole("button", { name: "Save search" });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("radio", { name: frequency }).check();
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved. You'll find it in My Profile.")).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function newBuyer(page: Page): Promise<NewAccount> {
  const account = await createAccountViaApi(page.request, newAccount("Meera"));
  await loginWithCredentials(page, account, "/");
  return account;
}

test("a buyer saves a search, a matching listing is approved, the alert arrives in the app and by e-mail, and the e-mail's link unsubscribes signed out", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(240_000));
  const buyer = await newBuyer(page);
  const word = uniqueWord();
  // Free text: the words become filters (2 BHK, flat, Indore) and the made-up word a keyword.
  await page.goto(
    `/search-results?searchQuery=${encodeURIComponent(`2 bhk flat in indore ${word}`)}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "2 BHK Flats for Sale in Indore",
  );
  await saveCurrentSearch(page, `Indore 2 BHK ${word}`, "Instantly");

  await page.goto("/profile");
  const searches = page.getByRole("list", { name: "Saved searches" });
  const item = searches.getByRole("listitem").filter({ hasText: `Indore 2 BHK ${word}` });
  await expect(item.getByText("no new matches")).toBeVisible();

  // A seller posts a matching flat; the admin approves it.
  const title = `Sunny 2 BHK ${word}`;
  const { id } = await asSomeoneElse(browser, async (sellerPage) => {
    await signInNewSeller(sellerPage, "agent", "/saller/dashboard", "Vikram");
    return postFlat(sellerPage, { title, price: "5200000", photos: 1 });
  });
  await approveAsAdmin(browser, id, title);

  await expectNotification(page, `New match for “Indore 2 BHK ${word}”`);
  await expect(
    page.getByRole("list", { name: "Notifications" }).getByText(`${title} — Vijay Nagar, Indore`),
  ).toBeVisible();
  await expect(item.getByText("1 new")).toBeVisible();

  const email = await readEmail(page.request, buyer.email, new RegExp(`New match for .*${word}`));
  expect(email.text).toContain(title);
  expect(email.text).toMatch(new RegExp(`/property/[\\w-]+-${id}`));
  const link = email.text.match(/https?:\/\/\S+\/alerts\/unsubscribe\?token=\S+/)?.[0];
  expect(link, "unsubscribe link in the e-mail").toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;

  await asSomeoneElse(browser, async (guest) => {
    // A changed link is refused and changes nothing.
    await guest.goto(path.slice(0, -3) + (path.endsWith("AAA") ? "BBB" : "AAA"));
    await expect(
      guest.getByRole("heading", { name: "This unsubscribe link is not valid" }),
    ).toBeVisible();
    await guest.goto(path);
    await expect(
      guest.getByRole("heading", { name: "Unsubscribe from alert e-mails" }),
    ).toBeVisible();
    await expect(
      guest.getByText(`Stop e-mails for your saved search “Indore 2 BHK ${word}”?`),
    ).toBeVisible();
    await guest.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(guest.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  });

  await page.goto("/profile");
  await hydrated(page, "[data-saved-search]");
  await expect(item.getByRole("checkbox", { name: "E-mail" })).not.toBeChecked();
  // Running the search opens the same results and counts its matches as seen.
  await item.getByRole("button", { name: "Run" }).click();
  await expect(page).toHaveURL(/\/search-results\?.*city=Indore/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "2 BHK Flats for Sale in Indore",
  );
  await expect(page.getByRole("article").filter({ hasText: title }).first()).toBeVisible();
  await page.goto("/profile");
  await expect(item.getByText("no new matches")).toBeVisible();
});

test("a guest who saves a search logs in and comes back to the same search", async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, newAccount("Kiran"));
  const search =
    "/search-results?propertyType=LandPlot&transactionType=Buy&page=1&city=Bhopal&state=Madhya+Pradesh&locality=&searchQuery=";
  await page.goto(search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Plots & Land for Sale in Bhopal",
  );
  const button = page.getByRole("button", { name: "Save search" });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page).toHaveURL(/\/login\?next=/);
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Login", exact: true }).last()).toBeEnabled();
  await main.getByLabel("Email").fill(account.email);
  await main.getByLabel("Password").fill(account.password);
  await main.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(
    /\/search-results\?propertyType=LandPlot&transactionType=Buy&page=1&city=Bhopal/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Plots & Land for Sale in Bhopal",
  );
  await saveCurrentSearch(page, "Bhopal plots", "Weekly digest");
});

test("a buyer renames, changes, pauses and deletes a saved search in My Profile", async ({
  page,
}) => {
  await newBuyer(page);
  await page.goto(
    "/search-results?propertyType=Office&transactionType=Rent&page=1&city=Pune&state=&locality=&searchQuery=",
  );
  await saveCurrentSearch(page, "Pune offices", "Daily digest");
  await page.goto("/profile");
  await hydrated(page, "[data-saved-search]");
  const item = page.getByRole("list", { name: "Saved searches" }).getByRole("listitem").first();
  await expect(item).toContainText("Pune offices");

  await item.getByRole("button", { name: "Rename" }).click();
  await item.getByLabel("New name").fill("Pune office space");
  await item.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Saved search renamed")).toBeVisible();
  await expect(item).toContainText("Pune office space");

  const often = item.getByRole("group", { name: "How often for Pune office space" });
  await often.getByRole("radio", { name: "Weekly digest" }).check();
  await expect(page.getByText("Saved search updated").first()).toBeVisible();
  await expect(often.getByRole("radio", { name: "Weekly digest" })).toBeChecked();

  await item.getByRole("button", { name: "Pause" }).click();
  await expect(item.getByText("Paused", { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Resume" }).click();
  await expect(item.getByText("Paused", { exact: true })).toBeHidden();

  // Delete asks first in a dialog; Escape keeps the search.
  const confirm = page.getByRole("dialog", { name: "Delete this saved search?" });
  await item.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(confirm).toContainText("“Pune office space” and its alerts will stop.");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm.getByRole("button", { name: "Delete search" }).click();
  await expect(page.getByText("Saved search deleted")).toBeVisible();
  await expect(page.getByText("No saved searches yet.")).toBeVisible();
});

test("a price drop on a favourite reaches the buyer who saved it", async ({ page, browser }) => {
  test.setTimeout(scaled(240_000));
  const buyer = await newBuyer(page);
  const title = `Corner 2 BHK ${uniqueWord()}`;
  const sellerContext = await browser.newContext({ extraHTTPHeaders: clientAddressHeader() });
  const seller = await sellerContext.newPage();
  try {
    await signInNewSeller(seller, "agent", "/saller/dashboard", "Anil");
    const { id } = await postFlat(seller, { title, price: "6000000", photos: 1 });
    await approveAsAdmin(browser, id, title);

    // The buyer saves the listing.
    await page.goto(`/property-profile?id=${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // The seller lowers the price: a price change on a live listing goes live at once, without
    // another review (lib/listings/review-fields.ts), and the drop is queued for the buyer.
    await seller.goto("/saller/properties");
    await hydrated(seller);
    await listingRow(seller, id)
      .getByRole("link", { name: `Edit: ${title}` })
      .click();
    await hydrated(seller, "form");
    await seller.getByRole("button", { name: /Price/ }).click();
    await expect(wizard.heading(seller)).toHaveText("Price");
    await seller.getByLabel("Expected price (₹)").fill("5500000");
    await wizard.next(seller, "Amenities");
    await wizard.next(seller, "Photos");
    await wizard.next(seller, "Review & submit");
    await seller.getByRole("button", { name: "Save changes" }).click();
    await expect(seller.getByText("Changes saved. They are live now.")).toBeVisible();
    await expect(listingRow(seller, id).getByText("Live")).toBeVisible();
    await expect(listingRow(seller, id).getByText("₹55 L")).toBeVisible();
  } finally {
    await sellerContext.close();
  }

  await expectNotification(page, `Price drop: ${title}`);
  await expect(
    page
      .getByRole("list", { name: "Notifications" })
      .getByText("₹60 L → ₹55 L — a property you saved."),
  ).toBeVisible();
  const email = await readEmail(page.request, buyer.email, /^Price drop on a property you saved/);
  expect(email.text).toContain(title);
  expect(email.text).toContain("₹60 L → ₹55 L");
  expect(email.text).toMatch(/\/alerts\/unsubscribe\?token=/);
});
