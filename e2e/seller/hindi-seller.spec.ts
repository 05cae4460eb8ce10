/**
 * The seller workspace in Hindi (issue 30): a seller posts a listing end to end through the
 * post-a-listing form at /hi/saller/…, meets the form's own errors in Hindi, and finds the listing
 * in the Hindi My properties list with its Hindi status. Links stay in Hindi; English is unchanged.
 */
import type { Page } from "@playwright/test";
import { untranslatedWords } from "../fixtures/hindi";
import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import { hydrated, listingRow, photo, signInNewSeller, uniqueWord } from "./seller-helpers";

const englishWords = untranslatedWords();

const form = (page: Page) => page.locator("form[data-hydrated]");
const stepHeading = (page: Page) => form(page).locator("h2").first();

async function next(page: Page, step: string): Promise<void> {
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(stepHeading(page)).toHaveText(step);
}

test("a seller in Hindi posts a listing through every step and sees it under review in Hindi", async ({
  page,
}) => {
  test.setTimeout(scaled(180_000));
  await signInNewSeller(page, "individual", "/hi/saller/dashboard", "Sunita");
  const tag = uniqueWord();
  const title = `Sunlit 2 BHK ${tag}`;

  // The workspace frame in Hindi; its links keep the /hi prefix.
  await page.goto("/hi/saller/property/add");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1, name: "प्रॉपर्टी पोस्ट करें" })).toBeVisible();
  await expect(page).toHaveTitle(/^प्रॉपर्टी पोस्ट करें \|/);
  const nav = page.getByRole("navigation", { name: "सेलर वर्कस्पेस" });
  await expect(nav.getByRole("link", { name: "मेरी प्रॉपर्टी" })).toHaveAttribute(
    "href",
    "/hi/saller/properties",
  );
  await expect(nav.getByRole("link", { name: "प्रॉपर्टी पोस्ट करें" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(await englishWords(nav)).toEqual([]);
  await hydrated(page, "form");

  // Type & deal.
  await expect(stepHeading(page)).toHaveText("टाइप और डील");
  await page.getByRole("radio", { name: "बेचना", exact: true }).check();
  await page.getByRole("radio", { name: "फ्लैट / अपार्टमेंट", exact: true }).check();
  expect(await englishWords(form(page))).toEqual([]);
  await next(page, "लोकेशन");

  // Location: the required city left empty is refused in Hindi, from the same zod schema.
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(stepHeading(page)).toHaveText("लोकेशन");
  const errors = form(page).getByRole("alert");
  await expect(errors.filter({ hasText: "शहर चुनें" })).toBeVisible();
  await expect(errors.filter({ hasText: "इलाके का नाम लिखें" })).toBeVisible();
  await expect(form(page).getByText("Choose the city")).toHaveCount(0);
  await page.getByLabel("शहर").selectOption("indore");
  await expect(page.getByLabel("शहर")).toContainText("इंदौर");
  const locality = page.getByRole("combobox", { name: "इलाका" });
  await locality.fill("Vijay");
  await page
    .getByRole("listbox", { name: "इलाके" })
    .getByRole("option", { name: "Vijay Nagar" })
    .click();
  await expect(locality).toHaveValue("Vijay Nagar");
  await page.getByLabel("PIN कोड (वैकल्पिक)").fill("012345");
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(form(page).getByText("PIN कोड 6 अंकों का होता है और 0 से शुरू नहीं होता")).toBeVisible();
  await page.getByLabel("PIN कोड (वैकल्पिक)").fill("452010");
  await next(page, "डिटेल");

  // Details: required fields of the flat, and a per-field rule, in Hindi.
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(stepHeading(page)).toHaveText("डिटेल");
  await expect(form(page).getByText("carpet area लिखें")).toBeVisible();
  await expect(form(page).getByText("बेडरूम (BHK) ज़रूरी है")).toBeVisible();
  await page.getByLabel("Carpet area").fill("1100");
  await page.getByLabel("बेडरूम (BHK)").selectOption("2");
  await page.getByLabel("बाथरूम").selectOption("2");
  await page.getByLabel("फ़्लोर नंबर").fill("4.5");
  await page.getByLabel("बिल्डिंग में कुल फ़्लोर").fill("12");
  await page.getByLabel("फर्निशिंग").selectOption("semi");
  await page.getByLabel("पज़ेशन की स्थिति").selectOption("ready");
  // A built-up area below the carpet area, refused on its own field.
  const builtUp = page.getByLabel("Built-up area (वैकल्पिक)", { exact: true });
  await builtUp.fill("1000");
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(form(page).getByText("फ़्लोर नंबर में पूरी संख्या लिखें")).toBeVisible();
  await expect(form(page).getByText("Built-up area, carpet area से कम नहीं हो सकता")).toBeVisible();
  await page.getByLabel("फ़्लोर नंबर").fill("4");
  await builtUp.fill("1250");
  expect(
    await englishWords(form(page), ["Carpet", "area", "Built-up", "Super", "built-up"]),
  ).toEqual([]);
  await next(page, "कीमत");

  // Price: the amount left empty, then written; the preview reads lakh in Hindi.
  await page.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(form(page).getByText("अपेक्षित कीमत लिखें")).toBeVisible();
  await page.getByLabel("अपेक्षित कीमत (₹)").fill("4500000");
  await page.getByLabel("अपेक्षित कीमत (₹)").press("Tab");
  await expect(form(page).getByText("अपेक्षित कीमत लिखें")).toHaveCount(0);
  await expect(page.locator("#price-preview")).toHaveText("₹45 लाख");
  await page.getByLabel("हर महीने का मेंटेनेंस").fill("3000");
  expect(await englishWords(form(page))).toEqual([]);
  await next(page, "सुविधाएँ");

  // Amenities, title and description.
  await page.getByLabel("लिफ्ट").check();
  await page.getByLabel("टाइटल (वैकल्पिक)").fill(title);
  await page.getByLabel("विवरण (वैकल्पिक)").fill("पार्क के पास धूप वाला कोने का फ्लैट।");
  await next(page, "फ़ोटो");

  // Photos: upload messages in Hindi.
  const image = photo("room-1.jpg", { r: 200, g: 120, b: 60 });
  await page
    .getByLabel("फ़ोटो चुनें")
    .setInputFiles([{ name: image.name, mimeType: image.mimeType, buffer: await image.buffer }]);
  const uploads = page.getByRole("list", { name: "अपलोड" });
  await expect(uploads.getByText("अपलोड हो गया")).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByText("20 में से 1 जोड़ी गईं", { exact: false })).toBeVisible();
  await expect(page.getByRole("img", { name: "फ़ोटो 1" })).toBeVisible();
  await next(page, "जाँचें और भेजें");

  // Review: every row in Hindi (what the seller typed stays as typed).
  const review = form(page);
  await expect(review.getByText("बेचना · फ्लैट / अपार्टमेंट")).toBeVisible();
  await expect(review.getByText("विजय नगर, इंदौर, मध्य प्रदेश, 452010")).toBeVisible();
  await expect(review.getByText("₹45 लाख")).toBeVisible();
  const reviewRow = (label: string) =>
    review
      .locator("dl > div")
      .filter({ has: page.locator("dt").getByText(label, { exact: true }) });
  await expect(reviewRow("Built-up area").locator("dd")).toHaveText("1,250 sq ft");
  await expect(reviewRow("हर महीने का मेंटेनेंस").locator("dd")).toHaveText("₹3,000/माह");
  await expect(reviewRow("विवरण").locator("dd")).toHaveText("पार्क के पास धूप वाला कोने का फ्लैट।");
  expect(await englishWords(review, [...title.split(" "), "Carpet", "Built-up", "area"])).toEqual(
    [],
  );

  await page.getByRole("button", { name: "जाँच के लिए भेजें" }).click();
  await expect(page).toHaveURL(/\/hi\/saller\/properties\?posted=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get("posted"));
  await expect(
    page.getByText("आपकी प्रॉपर्टी जाँच के लिए भेज दी गई है। लाइव होते ही हम आपको बता देंगे।"),
  ).toBeVisible();

  // My properties in Hindi: the new listing with its Hindi status and price.
  await expect(page.getByRole("heading", { level: 1, name: "मेरी प्रॉपर्टी" })).toBeVisible();
  await expect(page.getByRole("status").getByText("जाँच में")).toBeVisible();
  const row = listingRow(page, id);
  await expect(row.getByText(title)).toBeVisible();
  await expect(row.getByText("जाँच में")).toBeVisible();
  await expect(row.getByText("₹45 लाख")).toBeVisible();
  await expect(row.getByText(`#${id} · विजय नगर, इंदौर`)).toBeVisible();
  await expect(row.getByRole("link", { name: `बदलें: ${title}` })).toHaveAttribute(
    "href",
    `/hi/saller/property/${id}/edit`,
  );
  const table = page.locator("main");
  expect(await englishWords(table, title.split(" "))).toEqual([]);

  // The same list in English is as it always was.
  await page.goto("/saller/properties");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1, name: "My properties" })).toBeVisible();
  await expect(listingRow(page, id).getByText("Under review")).toBeVisible();
  await expect(listingRow(page, id).getByText("₹45 L")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Seller workspace" }).getByRole("link", {
      name: "My properties",
    }),
  ).toHaveAttribute("href", "/saller/properties");
});
