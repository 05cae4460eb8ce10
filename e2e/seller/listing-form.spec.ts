import { expect, test } from "../fixtures/test";
import { photo, setPhotos, signInNewSeller, storedListingFiles, wizard } from "./seller-helpers";

test("switching the type from a flat to land changes the detail fields", async ({ page }) => {
  await signInNewSeller(page, "individual", "/saller/dashboard", "Anil");
  await wizard.open(page);
  await wizard.typeAndDeal(page, "Flat / Apartment");
  await wizard.next(page, "Location");
  await wizard.location(page);
  await wizard.next(page, "Details");
  await expect(page.getByLabel("Carpet area")).toBeVisible();
  await expect(page.getByLabel("Bedrooms (BHK)")).toBeVisible();
  await expect(page.getByLabel("Furnishing")).toBeVisible();
  await expect(page.getByLabel("Plot length")).toHaveCount(0);

  await page.getByRole("button", { name: /Type & deal/ }).click();
  await wizard.typeAndDeal(page, "Land");
  // Land cannot be offered as PG; sale and rent stay.
  await expect(page.getByRole("radio", { name: "PG / Co-living" })).toBeDisabled();
  await wizard.next(page, "Location");
  await wizard.next(page, "Details");
  await expect(page.getByLabel("Plot area")).toBeVisible();
  await expect(page.getByLabel("Plot length")).toBeVisible();
  await expect(page.getByLabel("Open sides")).toBeVisible();
  await expect(page.getByLabel("Land type")).toBeVisible();
  await expect(page.getByLabel("Bedrooms (BHK)")).toHaveCount(0);
  await expect(page.getByLabel("Furnishing")).toHaveCount(0);
  await expect(page.getByLabel("Carpet area")).toHaveCount(0);

  // Land's required fields are checked before moving on; the area converts from Indian units.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(wizard.heading(page)).toHaveText("Details");
  await expect(page.getByText("Enter the plot area")).toBeVisible();
  await page.getByLabel("Plot area").fill("2");
  await page.getByLabel("Plot area").press("Tab");
  await expect(page.getByText("Enter the plot area")).toHaveCount(0);
  await page.getByLabel("Unit").selectOption("acre");
  await expect(page.getByText("= 87,120 sq ft")).toBeVisible();
});

test("a floor above the building's total floors is refused on the Details step", async ({
  page,
}) => {
  await signInNewSeller(page, "individual", "/saller/dashboard", "Nisha");
  await wizard.open(page);
  await wizard.typeAndDeal(page, "Flat / Apartment");
  await wizard.next(page, "Location");
  await wizard.location(page);
  await wizard.next(page, "Details");
  await wizard.flatDetails(page, "900");
  await page.getByLabel("Floor number").fill("3");
  await page.getByLabel("Total floors in the building").fill("2");

  await page.getByRole("button", { name: "Continue" }).click();
  const error = page
    .getByRole("alert")
    .filter({ hasText: "Floor number cannot be above the total floors" });
  await expect(error).toBeVisible();
  await expect(page.getByLabel("Floor number")).toHaveAttribute("aria-invalid", "true");
  await expect(wizard.heading(page)).toHaveText("Details");

  // The top floor of the building is fine, and the wizard moves on.
  await page.getByLabel("Total floors in the building").fill("3");
  await wizard.next(page, "Price");
  await expect(error).toHaveCount(0);
});

test("a text file renamed .jpg is refused with a clear message and nothing is stored", async ({
  page,
}) => {
  const seller = await signInNewSeller(page, "agent", "/saller/dashboard", "Farhan");
  await wizard.open(page);
  await wizard.typeAndDeal(page, "Shop / Retail");
  await wizard.next(page, "Location");
  await wizard.location(page);
  await wizard.next(page, "Details");
  await expect(page.getByLabel("Frontage")).toBeVisible();
  await page.getByLabel("Carpet area").fill("300");
  await page.getByLabel("Frontage").fill("14");
  await page.getByLabel("Possession status").selectOption("ready");
  await wizard.next(page, "Price");
  await page.getByLabel("Expected price (₹)").fill("8500000");
  await expect(page.locator("#price-preview")).toHaveText("₹85 L");
  await wizard.next(page, "Amenities");
  await wizard.next(page, "Photos");
  // (Uploads outlive the e2e database, so an earlier run may have used this seller id.)
  const before = storedListingFiles(seller.id);

  await setPhotos(page, [
    { name: "shop-front.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some text\n") },
  ]);
  await expect(page.getByRole("alert").filter({ hasText: "shop-front.jpg:" })).toHaveText(
    "shop-front.jpg: This file is not a JPEG, PNG, WebP or HEIC photo.",
  );
  await expect(page.getByText("Not uploaded")).toBeVisible();
  await expect(page.getByText("0 of 20 added")).toBeVisible();
  await expect(page.getByRole("list", { name: "Photos" })).toHaveCount(0);
  expect(storedListingFiles(seller.id)).toEqual(before);

  // A real photo next to it goes through (and only then is something stored).
  await setPhotos(page, [photo("shop-inside.jpg", { r: 120, g: 90, b: 200 })]);
  await expect(page.getByText("1 of 20 added")).toBeVisible();
  expect(storedListingFiles(seller.id)).toHaveLength(before.length + 3);

  // Without photos the wizard would not move on; with one it does.
  await wizard.next(page, "Review & submit");
});

test("refreshing mid-form keeps the draft, and a double click on Continue does not submit", async ({
  page,
}) => {
  await signInNewSeller(page, "individual", "/saller/dashboard", "Leela");
  await wizard.open(page);
  await wizard.typeAndDeal(page, "Flat / Apartment", "Rent / Lease");
  await wizard.next(page, "Location");
  await wizard.location(page);
  await wizard.next(page, "Details");
  await page.getByLabel("Carpet area").fill("850");
  await page.getByLabel("Bedrooms (BHK)").selectOption("2");
  await page.getByLabel("Preferred tenants").selectOption("family");
  await expect(page.getByText(/Draft saved at/)).toBeVisible();

  await page.reload();
  await expect(wizard.form(page)).toHaveAttribute("data-hydrated", "true");
  await expect(wizard.heading(page)).toHaveText("Details");
  await expect(page.getByLabel("Carpet area")).toHaveValue("850");
  await expect(page.getByLabel("Bedrooms (BHK)")).toHaveValue("2");
  await expect(page.getByLabel("Preferred tenants")).toHaveValue("family");
  await page.getByRole("button", { name: /Location/ }).click();
  await expect(page.getByRole("combobox", { name: "Locality" })).toHaveValue("Vijay Nagar");
  await page.getByRole("button", { name: /Type & deal/ }).click();
  await expect(page.getByRole("radio", { name: "Rent / Lease" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Flat / Apartment", exact: true })).toBeChecked();

  // Walk to the photos step; a double click on Continue there must not submit anything.
  await wizard.next(page, "Location");
  await wizard.next(page, "Details");
  await page.getByLabel("Floor number").fill("2");
  await page.getByLabel("Total floors in the building").fill("5");
  await page.getByLabel("Furnishing").selectOption("unfurnished");
  await wizard.next(page, "Price");
  await page.getByLabel("Monthly rent (₹)").fill("18000");
  await page.getByLabel("Security deposit").fill("36000");
  await wizard.next(page, "Amenities");
  await wizard.next(page, "Photos");
  await setPhotos(page, [photo("hall.jpg", { r: 30, g: 160, b: 160 })]);
  await expect(page.getByText("1 of 20 added")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).dblclick();
  await expect(wizard.heading(page)).toHaveText("Review & submit");
  await expect(page).toHaveURL(/\/saller\/property\/add$/);
  await expect(page.getByRole("button", { name: "Submit for review" })).toBeEnabled();

  await page.goto("/saller/properties");
  await expect(page.getByText("You have not posted any property yet.")).toBeVisible();
});

test("a deal the new type does not offer is cleared with the reason, never switched to another", async ({
  page,
}) => {
  await signInNewSeller(page, "individual", "/saller/dashboard", "Kavya");
  await wizard.open(page);
  await wizard.typeAndDeal(page, "Flat / Apartment", "PG / Co-living");
  await page.getByRole("radio", { name: "Plot", exact: true }).check();

  // PG is shown unavailable, and no other deal was picked for the seller.
  const deals = ["Sell", "Rent / Lease", "PG / Co-living"].map((name) =>
    page.getByRole("radio", { name, exact: true }),
  );
  await expect(deals[2]).toBeDisabled();
  for (const deal of deals) await expect(deal).not.toBeChecked();
  const notice = page
    .getByRole("alert")
    .filter({ hasText: "PG / Co-living is not offered for Plot. Choose Sell or Rent / Lease." });
  await expect(notice).toBeVisible();

  // Continue is refused until the seller chooses a deal.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(wizard.heading(page)).toHaveText("Type & deal");
  await expect(notice).toBeVisible();

  // The draft keeps the deal cleared: a refresh does not bring back a deal either.
  await page.reload();
  await expect(wizard.form(page)).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("radio", { name: "Plot", exact: true })).toBeChecked();
  for (const deal of deals) await expect(deal).not.toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Choose sell, rent or PG" }),
  ).toBeVisible();
  await expect(wizard.heading(page)).toHaveText("Type & deal");
  await deals[1].check();
  await expect(page.getByRole("alert").filter({ hasText: "Choose sell, rent or PG" })).toHaveCount(
    0,
  );
  await wizard.next(page, "Location");
  await wizard.location(page);
  await wizard.next(page, "Details");

  // A plot may have 0 to 5 open sides (a landlocked plot has none).
  await page.getByLabel("Plot area").fill("1500");
  await expect(page.getByLabel("Open sides").locator("option")).toHaveText([
    "Select",
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
  ]);
  await page.getByLabel("Open sides").selectOption("0");
  await wizard.next(page, "Price");
  await expect(page.getByLabel("Monthly rent (₹)")).toBeVisible();
});

test("built-up and super built-up areas below the narrower area are refused on the Details step", async ({
  page,
}) => {
  await signInNewSeller(page, "individual", "/saller/dashboard", "Tarun");
  await wizard.open(page);
  await wizard.typeAndDeal(page, "Flat / Apartment");
  await wizard.next(page, "Location");
  await wizard.location(page);
  await wizard.next(page, "Details");
  await wizard.flatDetails(page, "1200");
  const builtUp = page.getByLabel("Built-up area (optional)", { exact: true });
  const superArea = page.getByLabel("Super built-up area (optional)", { exact: true });
  await builtUp.fill("1000");

  await page.getByRole("button", { name: "Continue" }).click();
  const alerts = page.getByRole("alert");
  const belowCarpet = alerts.filter({
    hasText: "Built-up area cannot be less than the carpet area",
  });
  await expect(belowCarpet).toBeVisible();
  await expect(builtUp).toHaveAttribute("aria-invalid", "true");
  await expect(wizard.heading(page)).toHaveText("Details");

  await builtUp.fill("1400");
  await superArea.fill("1300");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(belowCarpet).toHaveCount(0);
  await expect(
    alerts.filter({ hasText: "Super built-up area cannot be less than the built-up area" }),
  ).toBeVisible();
  await expect(superArea).toHaveAttribute("aria-invalid", "true");
  await expect(wizard.heading(page)).toHaveText("Details");

  await superArea.fill("1650");
  await wizard.next(page, "Price");

  // The rate per sq ft shows only for a positive price (never "₹0/sq ft").
  const price = page.getByLabel("Expected price (₹)");
  await price.fill("-100");
  await expect(page.getByText("/sq ft")).toHaveCount(0);
  await price.fill("0");
  await expect(page.getByText("/sq ft")).toHaveCount(0);
  await price.fill("4500000");
  await expect(page.getByText("₹3,750/sq ft")).toBeVisible();
});

test("the Review step shows money as money, measures with units, and the description", async ({
  page,
}) => {
  await signInNewSeller(page, "agent", "/saller/dashboard", "Imran");
  await wizard.open(page);
  await wizard.typeAndDeal(page, "Shop / Retail", "Rent / Lease");
  await wizard.next(page, "Location");
  await wizard.location(page);
  await wizard.next(page, "Details");
  await page.getByLabel("Carpet area").fill("300");
  await page.getByLabel("Super built-up area (optional)").fill("1200");
  await page.getByLabel("Frontage").fill("2");
  await wizard.next(page, "Price");
  await page.getByLabel("Monthly rent (₹)").fill("45000");
  await page.getByLabel("Security deposit").fill("2");
  await page.getByLabel("Maintenance per month").fill("3000");
  await wizard.next(page, "Amenities");
  const description =
    "Corner shop on the main road, glass front and a loft for storage.\nTwo minutes from the metro.";
  await page.getByLabel("Description (optional)").fill(`  ${description}  \n`);
  await wizard.next(page, "Photos");
  await setPhotos(page, [photo("shop.jpg", { r: 40, g: 90, b: 160 })]);
  await expect(page.getByText("1 of 20 added")).toBeVisible();
  await wizard.next(page, "Review & submit");

  const value = (label: string) =>
    wizard
      .form(page)
      .locator("dl > div")
      .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
      .locator("dd");
  await expect(value("Carpet area")).toHaveText("300 sq ft");
  await expect(value("Super built-up area")).toHaveText("1,200 sq ft");
  await expect(value("Monthly rent")).toHaveText("₹45,000/month");
  await expect(value("Maintenance per month")).toHaveText("₹3,000/month");
  await expect(value("Security deposit")).toHaveText("₹2");
  await expect(value("Frontage")).toHaveText("2 ft");
  // The description in full, trimmed, its line break kept and long lines wrapped.
  await expect(value("Description")).toHaveJSProperty("textContent", description);
  await expect(value("Description")).toHaveCSS("white-space", "pre-line");
  await expect(value("Description")).toHaveCSS("overflow-wrap", "break-word");
});
