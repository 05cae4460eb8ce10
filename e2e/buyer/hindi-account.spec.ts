/**
 * The buyer's account in Hindi (issue 30): My Profile with the shortlist and saved searches, the
 * messages list and a conversation — the empty-message error, a message sent, a visit proposed
 * for a time already past (refused in Hindi) and then for a real one — every label, button,
 * status and error in Hindi. The account's data is made on the English pages first, as a buyer
 * who switches language later would have it.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { createAccountViaApi, loginWithCredentials, newAccount } from "../fixtures/accounts";
import { sitemapPaths } from "../fixtures/sitemap";
import { uniqueWord } from "../seller/seller-helpers";

/**
 * Latin words a Hindi page keeps (glossary, brand, units, and "am"/"pm", which hi-IN's own time
 * format writes) — anything else is untranslated.
 */
const KEPT_IN_ENGLISH = [
  ...["LAND", "Acre", "BHK", "RK", "OTP", "RERA", "EMI", "SMS", "sq", "ft"],
  ...["am", "pm"],
];

/** The Latin words in a region's visible text, less the glossary's and the names given. */
async function englishWords(region: Locator, names: string[] = []): Promise<string[]> {
  let text = await region.innerText();
  // What people typed (listing titles, a search's name, the seller's name) stays as typed.
  for (const name of names) text = text.split(name).join(" ");
  const keep = new Set(KEPT_IN_ENGLISH);
  return (text.match(/[A-Za-z][A-Za-z'-]+/g) ?? []).filter((word) => !keep.has(word));
}

/** A date in India, days from today, as the date input takes it. */
function indianDate(daysAhead: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** On an English listing page: shortlists it and sends the account's enquiry; its title. */
async function shortlistAndEnquire(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const title = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  expect(title).not.toBe("");
  // A click before hydration does nothing: click until the listing shows as saved.
  const save = page.getByRole("button", { name: /^Saved?$/ });
  await expect(async () => {
    if ((await save.getAttribute("aria-pressed")) !== "true") await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(save).toBeEnabled();
  const form = page.locator("section", {
    has: page.getByRole("heading", { name: /^Contact the / }),
  });
  await expect(form.getByText(/Sending as/)).toBeVisible();
  // The buyer writes in Hindi (what people type stays as typed in either language).
  await form.getByLabel("Message").fill("क्या यह प्रॉपर्टी अभी उपलब्ध है?");
  await form.getByRole("button", { name: /^Contact / }).click();
  await expect(page.getByText("Your enquiry has been sent.", { exact: false })).toBeVisible();
  return title;
}

async function saveSearch(page: Page, name: string): Promise<void> {
  await page.goto(`/search-results?searchQuery=${encodeURIComponent("2 bhk flat in pune")}`);
  const button = page.getByRole("button", { name: "Save search" });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("radio", { name: "Instantly" }).check();
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved. You'll find it in My Profile.")).toBeVisible();
}

test("a buyer reads My Profile and a conversation in Hindi, and writes and proposes a visit with Hindi errors", async ({
  page,
  request,
}) => {
  test.slow();
  const account = await createAccountViaApi(request, newAccount("Meera"));
  const paths = await sitemapPaths(request, "properties");
  await loginWithCredentials(page, account, "/");
  const path = paths[Math.floor(Math.random() * paths.length)];
  const title = await shortlistAndEnquire(page, path);
  // Hindi pages word a title the site wrote ("2 BHK Flat for Sale in …") as the listing page does;
  // a seller's own title stays as typed.
  await page.goto(`/hi${path}`);
  const hindiTitle = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  expect(hindiTitle).not.toBe("");
  const searchName = `Pune 2 BHK ${uniqueWord()}`;
  await saveSearch(page, searchName);

  // My Profile in Hindi.
  await page.goto("/hi/profile");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1, name: "मेरी प्रोफ़ाइल" })).toBeVisible();
  await expect(page.getByText(/ से सदस्य$/)).toBeVisible();
  const main = page.getByRole("main");
  for (const heading of [
    "अकाउंट की जानकारी",
    "मोबाइल नंबर",
    "पासवर्ड बदलें",
    "प्राइवेसी और मेरा डेटा",
    "सूचनाएं",
    "सेव की गई खोजें",
    "मेरी पूछताछ",
    "सेव की गई प्रॉपर्टी",
    "मेरी प्रॉपर्टी",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const saved = main.locator("section", {
    has: page.getByRole("heading", { name: "सेव की गई प्रॉपर्टी" }),
  });
  await expect(saved.getByRole("link", { name: hindiTitle, exact: true })).toBeVisible();
  await expect(saved.getByText(/₹[\d.,]+ (लाख|करोड़)|कीमत के लिए संपर्क करें|\/माह/)).toBeVisible();
  await expect(saved.getByRole("button", { name: "मेरी शॉर्टलिस्ट शेयर करें" })).toBeVisible();
  await expect(saved.getByText("सेव की गई किसी प्रॉपर्टी की कीमत घटने पर")).toBeVisible();
  const searches = main.getByRole("list", { name: "सेव की गई खोजें" });
  const search = searches.locator("li", { hasText: searchName });
  await expect(search.getByRole("radio", { name: "तुरंत" })).toBeChecked();
  await expect(search.getByRole("button", { name: "चलाएं" })).toBeVisible();
  await expect(search.getByRole("button", { name: "नाम बदलें" })).toBeVisible();
  await expect(search.getByRole("button", { name: "रोकें" })).toBeVisible();
  await expect(main.getByText(/^50 में से \d+ खोजें सेव हैं$/)).toBeVisible();
  const enquiries = main.locator("section", {
    has: page.getByRole("heading", { name: "मेरी पूछताछ" }),
  });
  await expect(enquiries.getByText("भेजी गई")).toBeVisible();
  await expect(enquiries.getByRole("link", { name: hindiTitle, exact: true })).toBeVisible();
  // The English title the listing had on the English page is not left anywhere on the Hindi one.
  if (hindiTitle !== title) await expect(main.getByText(title, { exact: true })).toHaveCount(0);
  expect(
    await englishWords(main, [
      hindiTitle,
      searchName,
      account.firstName,
      account.lastName,
      account.email,
    ]),
  ).toEqual([]);

  // The messages list and the conversation.
  await enquiries.getByRole("link", { name: "मेरे संदेश" }).click();
  await expect(page).toHaveURL(/\/hi\/profile\/messages$/);
  await expect(page.getByRole("heading", { level: 1, name: "मेरे संदेश" })).toBeVisible();
  const threads = page.getByRole("list", { name: "बातचीत" });
  await expect(threads.getByText("जवाब का इंतज़ार")).toBeVisible();
  const thread = threads.getByRole("link").first();
  await expect(thread.locator("p").first()).toHaveText(hindiTitle);
  const sellerName = ((await thread.locator("p").nth(1).textContent()) ?? "").trim();
  await thread.click();
  await expect(page).toHaveURL(/\/hi\/profile\/messages\/\d+$/);
  // The heading is the seller's name and the listing's title, worded as the listing page words it.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(`${sellerName} · ${hindiTitle}`);
  await expect(page.getByRole("group", { name: "यह बातचीत किस बारे में है" })).toContainText(
    hindiTitle,
  );
  await expect(page.getByText("स्थिति: जवाब का इंतज़ार")).toBeVisible();
  await expect(page.getByRole("button", { name: "मेरा नंबर शेयर करें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "विक्रेता को ब्लॉक करें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "रिपोर्ट करें" })).toBeVisible();

  // An empty message is refused in Hindi; a real one is sent and dated in hi-IN.
  const box = page.getByRole("textbox", { name: "आपका संदेश" });
  await expect(box).toBeVisible();
  const send = page.getByRole("button", { name: "भेजें", exact: true });
  await expect(async () => {
    await send.click();
    await expect(page.getByRole("alert").filter({ hasText: "कृपया संदेश लिखें।" })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await box.fill("क्या पार्किंग शामिल है?");
  await send.click();
  const messages = page.getByRole("list", { name: "संदेश" });
  const mine = messages.getByRole("listitem", { name: "आपका संदेश" }).last();
  await expect(mine).toContainText("क्या पार्किंग शामिल है?");
  await expect(mine).toContainText(/भेजा \d{1,2} [^\s\d]+ \d{4}/);
  await expect(box).toHaveValue("");

  // A visit: a time already past is refused on its field in Hindi; a real one is proposed.
  await page.getByRole("button", { name: "विज़िट का समय सुझाएं" }).click();
  const propose = page.getByRole("form", { name: "विज़िट के समय सुझाएं" });
  await propose.getByLabel("तारीख 1").fill(indianDate(-1));
  await propose.getByLabel("समय 1").selectOption("afternoon");
  await propose.getByRole("button", { name: "समय भेजें" }).click();
  await expect(propose.getByText("यह समय निकल चुका है। बाद का कोई समय चुनें।")).toBeVisible();
  expect(await englishWords(propose)).toEqual([]);
  await propose.getByLabel("तारीख 1").fill(indianDate(3));
  await propose.getByRole("button", { name: "समय भेजें" }).click();
  await expect(page.getByText("विज़िट के समय भेज दिए गए।")).toBeVisible();
  const visit = page.locator("section", { has: page.getByRole("heading", { name: "साइट विज़िट" }) });
  await expect(visit.getByText("आपने ये समय सुझाए:")).toBeVisible();
  await expect(visit.getByText(/दोपहर 3 – शाम 6 बजे$/)).toBeVisible();
  await expect(visit.getByRole("button", { name: "समय वापस लें" })).toBeVisible();
  // The site's own note in the conversation is Hindi too, its time included.
  await expect(
    messages.getByText(/^खरीदार ने साइट विज़िट के लिए ये समय सुझाए: .+, दोपहर 3 – शाम 6 बजे।$/),
  ).toBeVisible();
  expect(await englishWords(page.getByRole("main"), [hindiTitle, sellerName])).toEqual([]);
});

test("a signed-out visitor on the Hindi account pages: messages ask who they are, /profile goes home", async ({
  page,
}) => {
  const messages = await page.goto("/hi/profile/messages");
  expect(messages?.status()).toBe(200);
  await expect(page).toHaveURL(/\/hi\/profile\/messages$/);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: "पुष्टि करें कि यह आप ही हैं" }),
  ).toBeVisible();
  await expect(main.getByRole("button", { name: "OTP भेजें" })).toBeVisible();
  expect(await englishWords(main)).toEqual([]);
  await page.goto("/hi/profile");
  await expect(page).toHaveURL(/\/hi$/);
});
