import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import { authFile } from "../fixtures/roles";
import {
  approveAsAdmin,
  hydrated,
  listingRow,
  postFlat,
  signInNewSeller,
  uniqueWord,
} from "./seller-helpers";

test("a paused listing stays in the buyer's saved list, and its old address answers 410 and says it is gone, with similar listings", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(180_000));
  await signInNewSeller(page, "individual", "/saller/dashboard", "Nisha");
  const title = `Sunny 2 BHK off Ring Road ${uniqueWord()}`;
  const { id } = await postFlat(page, { title, price: "5200000", photos: 1 });
  await approveAsAdmin(browser, id, title);

  // The demo buyer saves it.
  const buyerContext = await browser.newContext({ storageState: authFile("buyer") });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/property-profile?id=${id}`);
  const address = new URL(buyer.url()).pathname;
  const save = buyer.getByRole("button", { name: /^Saved?$/ });
  await expect(async () => {
    if ((await save.getAttribute("aria-pressed")) !== "true") await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // The seller pauses it.
  await page.goto("/saller/properties");
  await hydrated(page);
  await listingRow(page, id)
    .getByRole("button", { name: `Pause: ${title}` })
    .click();
  await expect(page.getByText("Listing paused. Buyers no longer see it.")).toBeVisible();

  // Still in the buyer's saved list, marked.
  await buyer.goto("/profile");
  const saved = buyer.locator("section", {
    has: buyer.getByRole("heading", { name: "Saved Properties" }),
  });
  const item = saved.getByRole("listitem").filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByText("No longer available")).toBeVisible();

  // Its old address: 410 Gone for search engines, and says so by name with similar listings,
  // in the page as sent (not drawn later by a script), by its address and by the old link.
  const response = await buyer.goto(address);
  expect(response?.status()).toBe(410);
  const html = await response!.text();
  expect(html).toContain("This property is no longer available");
  expect(html).toContain("Similar properties");
  expect((await buyer.request.get(`/property-profile?id=${id}`)).status()).toBe(410);
  // The page it is drawn from is not an address of its own.
  expect((await buyer.request.get(`/listing-gone/${id}`)).status()).toBe(404);
  await expect(
    buyer.getByRole("heading", { level: 1, name: "This property is no longer available" }),
  ).toBeVisible();
  await expect(buyer.getByText(title, { exact: false })).toBeVisible();
  await expect(buyer.getByRole("heading", { name: "Similar properties" })).toBeVisible();
  await expect(
    buyer
      .locator("section", { has: buyer.getByRole("heading", { name: "Similar properties" }) })
      .getByRole("link")
      .first(),
  ).toHaveAttribute("href", /^\/property\/[a-z0-9-]+-\d+$/);

  // The language switch names the listing's address, not the route the page is drawn from.
  const switchToHindi = buyer.getByRole("link", { name: "हिंदी" }).first();
  await expect(switchToHindi).toHaveAttribute("href", `/hi/property/${id}`);
  expect((await buyer.request.get(`/hi/property/${id}`)).status()).toBe(410);

  // Its Hindi address answers 410 too, with the same page in Hindi (the title as the seller typed it).
  const hindi = await buyer.goto(`/hi${address}`);
  expect(hindi?.status()).toBe(410);
  await expect(
    buyer.getByRole("heading", { level: 1, name: "यह प्रॉपर्टी अब उपलब्ध नहीं है" }),
  ).toBeVisible();
  await expect(buyer.getByText(title, { exact: false })).toBeVisible();
  const similar = buyer.locator("section", {
    has: buyer.getByRole("heading", { name: "मिलती-जुलती प्रॉपर्टी" }),
  });
  await expect(similar.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/hi\/property\/[a-z0-9-]+-\d+$/,
  );
  await expect(similar.getByRole("listitem").first()).toContainText(/₹[\d.,]+ (लाख|करोड़)/);
  await buyerContext.close();
});
