import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import { createAccountViaApi, loginWithCredentials, newAccount } from "../fixtures/accounts";
import {
  approveAsAdmin,
  asSomeoneElse,
  hydrated,
  listingRow,
  postFlat,
  signInNewSeller,
  uniqueWord,
} from "./seller-helpers";

test("a seller posts a flat, an admin approves it, a buyer finds it and enquires, the seller follows up", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(scaled(240_000));
  const seller = await signInNewSeller(page, "individual", "/saller/dashboard", "Sunita");
  const tag = uniqueWord();
  const title = `Sunlit 2 BHK Flat near Meghdoot Garden ${tag}`;

  // A new seller's dashboard starts at zero.
  const summary = page.getByRole("list", { name: "Summary" });
  await expect(summary.getByRole("link", { name: /Live listings\s*0/ })).toBeVisible();

  const { id, coverSrc } = await postFlat(page, { title, price: "4500000", photos: 3, cover: 2 });
  const row = listingRow(page, id);
  await expect(row.getByText(title)).toBeVisible();
  await expect(row.getByText("Under review")).toBeVisible();
  await expect(row.getByText("₹45 L")).toBeVisible();
  // The chosen cover (not the first photo, nor anyone else's) heads the row.
  await expect(row.locator("img")).toHaveAttribute("src", coverSrc);
  // Not public while it waits for review.
  expect((await page.request.get(`/property-profile?id=${id}`)).status()).toBe(404);

  await page.goto("/saller/dashboard");
  await expect(summary.getByRole("link", { name: /Pending review\s*1/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /Live listings\s*0/ })).toBeVisible();

  await approveAsAdmin(browser, id, title);

  await page.goto("/saller/properties");
  await expect(listingRow(page, id).getByText("Live")).toBeVisible();
  // The shell's bell tells the seller.
  await hydrated(page.getByRole("banner"));
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const panel = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(panel.getByText("Listing approved").first()).toBeVisible();
  await expect(panel.getByText(title).first()).toBeVisible();
  await bell.click();
  await expect(panel).toHaveCount(0);
  // Live for 90 days from the approval.
  const expiry = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
  await expect(listingRow(page, id).getByText(`Expires ${expiry}`)).toBeVisible();

  // Public search lists it (Indore flats for sale, searched by its unique word).
  // Registered on the test's own request context: the OTP step signs the new account in on the
  // context that registers it, and on `page.request` the buyer would replace the seller's session.
  const buyer = await createAccountViaApi(request, newAccount("Vikram"));
  const propertyPath = await asSomeoneElse(browser, async (visitor) => {
    await visitor.goto(
      `/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Indore&state=Madhya+Pradesh&locality=&searchQuery=${tag}`,
    );
    const card = visitor
      .getByRole("list", { name: "Properties" })
      .getByRole("article")
      .filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await card.getByRole("link").first().click();
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText(title);
    return new URL(visitor.url()).pathname;
  });

  // A buyer sends an enquiry from the property page.
  await asSomeoneElse(browser, async (buyerPage) => {
    await loginWithCredentials(buyerPage, buyer, propertyPath);
    const form = buyerPage.locator("section", {
      has: buyerPage.getByRole("heading", { name: /^Contact the / }),
    });
    await expect(form.getByText(/Sending as/)).toBeVisible();
    const message = form.getByLabel("Message");
    await message.fill("Is the flat still available? I would like to visit on Sunday.");
    await form.getByRole("button", { name: /^Contact / }).click();
    await expect(
      buyerPage.getByText("Your enquiry has been sent. The seller will contact you soon."),
    ).toBeVisible();
  });

  // The seller sees it unread, with the buyer's name, listing and message.
  await page.goto("/saller/dashboard");
  await expect(summary.getByRole("link", { name: /Live listings\s*1/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /Pending review\s*0/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /Enquiries this month\s*1/ })).toBeVisible();
  await expect(page.getByLabel("1 unread").first()).toBeVisible();

  await page.goto("/saller/queries/manage");
  await hydrated(page);
  const lead = page.getByRole("article", { name: "Enquiry from Vikram Sharma" });
  await expect(lead.getByText("Unread")).toBeVisible();
  await expect(lead.getByText(`About: ${title}`)).toBeVisible();
  await expect(lead.getByText("I would like to visit on Sunday")).toBeVisible();
  // The buyer's number stays masked until they share it in the conversation.
  const masked = `+91 ${buyer.phoneNumber.slice(0, 2)}xxx xx${buyer.phoneNumber.slice(7)}`;
  await expect(lead.getByText(masked)).toBeVisible();
  await expect(lead.getByRole("link", { name: "Call Vikram Sharma" })).toHaveCount(0);
  await expect(
    lead.getByRole("link", { name: "Open conversation with Vikram Sharma" }),
  ).toHaveAttribute("href", /^\/saller\/queries\/\d+$/);

  await lead.getByLabel("Status").selectOption("contacted");
  await lead
    .getByLabel("Private note (only you see it)")
    .fill("Called; visit fixed for Sunday 11 am");
  await lead.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enquiry updated.")).toBeVisible();
  await page.reload();
  const saved = page.getByRole("article", { name: "Enquiry from Vikram Sharma" });
  await expect(saved.getByLabel("Status")).toHaveValue("contacted");
  await expect(saved.getByLabel("Private note (only you see it)")).toHaveValue(
    "Called; visit fixed for Sunday 11 am",
  );

  // CSV export of the seller's own leads.
  await hydrated(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await (await download.createReadStream()).toArray()).join("");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("Vikram Sharma");
  expect(lines[1]).toContain(masked);
  expect(lines[1]).not.toContain(buyer.phoneNumber);
  expect(lines[1]).toContain(title);
  expect(lines[1]).toContain("Called; visit fixed for Sunday 11 am");
  expect(lines[1].toLowerCase()).toContain("contacted");

  // The listing row counts the enquiry.
  await page.goto("/saller/properties");
  await expect(listingRow(page, id).locator("td").nth(4)).toHaveText("1");
  expect(seller.id).toBeGreaterThan(0);
});
