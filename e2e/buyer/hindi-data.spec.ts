/**
 * The data pages in Hindi as a visitor meets them (issue 30): a city page, a project page, an
 * agent's page, Insights with a tool (and its validation message), a listing's EMI calculator and
 * photo gallery, and saving a search from the results — every label, button, message and title
 * the site writes in Hindi (what sellers, builders and agents typed stays as typed).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { createAccountViaApi, loginWithCredentials, newAccount } from "../fixtures/accounts";
import { untranslatedWords } from "../fixtures/hindi";
import { sitemapPaths } from "../fixtures/sitemap";
import { uniqueWord } from "../seller/seller-helpers";

const englishWords = untranslatedWords(["Carpet", "area"]);

/** The English pages of one kind from the sitemap (which lists both languages). */
async function englishPaths(page: Page, kind: "properties" | "projects" | "brokers") {
  return (await sitemapPaths(page.request, kind)).filter((p) => !p.startsWith("/hi/"));
}

test("a city page, a project page and an agent's page in Hindi", async ({ page }) => {
  // The city page: headings, the lead and the type links in Hindi, Pune in Devanagari.
  await page.goto("/hi/property-in/pune");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/^पुणे में प्रॉपर्टी — /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("पुणे में प्रॉपर्टी");
  const byType = page.locator("#by-type");
  await expect(byType.getByRole("heading", { name: "पुणे में प्रॉपर्टी देखें" })).toBeVisible();
  await expect(byType.getByRole("link").first()).toContainText("पुणे में");
  expect(await englishWords(byType)).toEqual([]);
  const lead = page.getByRole("main").locator("p").first();
  await expect(lead).toContainText("पुणे, महाराष्ट्र में बिक्री और किराए के लिए");
  expect(await englishWords(lead)).toEqual([]);
  await expect(page.getByRole("heading", { name: "पुणे में नए प्रोजेक्ट्स" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "महाराष्ट्र के और शहर" })).toBeVisible();

  // A project page: what the site writes is Hindi; the project's and builder's names stay.
  const [project] = await englishPaths(page, "projects");
  await page.goto(`/hi${project}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByText(/ · नया प्रोजेक्ट$/)).toBeVisible();
  const rera = page.getByRole("region", { name: "RERA रजिस्ट्रेशन" });
  await expect(rera).toContainText(/RERA नंबर|RERA रजिस्ट्रेशन से छूट|RERA रजिस्ट्रेशन नंबर नहीं/);
  const units = page.locator("section", {
    has: page.getByRole("heading", { name: "यूनिट के प्रकार और कीमतें" }),
  });
  await expect(units.getByRole("columnheader", { name: "उपलब्ध यूनिट" })).toBeVisible();
  await expect(units.getByRole("cell").first()).toContainText("sq ft");
  expect(await englishWords(units)).toEqual([]);
  const overview = page.locator("section", {
    has: page.getByRole("heading", { name: "प्रोजेक्ट की जानकारी" }),
  });
  expect(await englishWords(overview)).toEqual([]);
  await expect(page.getByRole("heading", { name: "बिल्डर से संपर्क करें" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /ब्रेडक्रम्ब/ }).first()).toContainText(
    /में प्रोजेक्ट्स/,
  );

  // An agent's page.
  const [broker] = await englishPaths(page, "brokers");
  await page.goto(`/hi${broker}`);
  const agentName = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await expect(page.getByText("वेरिफाइड एजेंट", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /^एक्टिव लिस्टिंग \(\d+\)$/ })).toBeVisible();
  await expect(page).toHaveTitle(/ — .+ में वेरिफाइड प्रॉपर्टी एजेंट \| LAND Acre$/);
  // The facts' names (what the agent typed, such as the areas they serve, may stay Latin).
  const factNames = page.getByRole("main").locator("dl").first().locator("dt");
  for (const name of await factNames.all()) expect(await englishWords(name)).toEqual([]);
  await expect(page.getByRole("heading", { name: `${agentName} से संपर्क करें` })).toBeVisible();
});

test("Insights in Hindi: the hub, a city, a locality and a tool whose validation speaks Hindi", async ({
  page,
}) => {
  await page.goto("/hi/insights");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्रॉपर्टी इनसाइट्स");
  await expect(page).toHaveTitle(/^प्रॉपर्टी इनसाइट्स: /);
  const localities = page.locator("#localities");
  expect(await englishWords(localities)).toEqual([]);
  await localities.getByRole("link", { name: "दिल्ली", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/insights\/delhi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "दिल्ली में प्रॉपर्टी की कीमतें और लोकेलिटी इनसाइट्स",
  );
  await expect(page.getByRole("heading", { name: "दिल्ली में कीमतों का रुझान" })).toBeVisible();
  const stats = page.getByRole("main").locator("dl").first();
  expect(await englishWords(stats)).toEqual([]);

  await page.goto("/hi/insights/delhi/connaught-place");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/: कीमतें, रुझान और रिव्यू$/);
  await expect(page.getByRole("heading", { name: "रिव्यू लिखें" })).toBeVisible();
  await expect(page.getByRole("button", { name: "रिव्यू लिखने के लिए लॉगिन करें" })).toBeVisible();
  const trend = page.getByRole("main").getByTestId("locality-sale-trend");
  await expect(trend.getByText(/^रेखा: /)).toBeVisible();

  // A tool: labels, the live answer and a field's message in Hindi.
  await page.locator("#tools").getByRole("link", { name: "EMI और लोन पात्रता" }).click();
  await expect(page).toHaveURL(/\/hi\/insights\/tools\/emi-calculator$/);
  await expect(page.locator("form[data-hydrated='true']")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EMI और होम लोन पात्रता कैलकुलेटर");
  const form = page.locator("form[data-hydrated='true']");
  const answer = page.getByRole("main").getByTestId("tool-answer");
  await form.getByLabel(/^लोन राशि/).fill("10 lakh");
  await expect(answer.getByTestId("emi")).toContainText("₹8,678");
  await expect(answer).toContainText("हर महीने");
  await form.getByLabel(/^हर महीने हाथ में आने वाली सैलरी/).fill("1,00,000");
  await form.getByLabel(/^पहले से चल रही EMI/).fill("10000");
  await expect(answer.getByTestId("eligible-loan")).toHaveText("₹46.09 लाख");
  expect(await englishWords(form)).toEqual([]);
  await form.getByLabel(/^ब्याज दर/).fill("45");
  await expect(form.getByText("ज़्यादा से ज़्यादा 20 डालें")).toBeVisible();
  await expect(answer).toHaveText("जवाब देखने के लिए ऊपर चिह्नित फ़ील्ड ठीक करें।");
  await form.getByLabel(/^अवधि/).fill("");
  await expect(form.getByText("अवधि डालें")).toBeVisible();
  expect(await englishWords(form)).toEqual([]);
});

test("a Hindi listing: EMI calculator, photo gallery, checks and price box in Hindi", async ({
  page,
}) => {
  const paths = await englishPaths(page, "properties");
  const sale = paths.find(
    (p) => p.includes("-for-sale-") && !p.includes("plot") && !p.includes("land"),
  );
  expect(sale, "the seeded sitemap lists a sale home").toBeDefined();
  await page.goto(`/hi${sale}`);

  const calculator = page.locator("section", {
    has: page.getByRole("heading", { name: "EMI कैलकुलेटर" }),
  });
  await calculator.getByLabel("लोन राशि (₹)").fill("5000000");
  await calculator.getByLabel("ब्याज दर (% सालाना)").fill("8.5");
  await calculator.getByLabel("अवधि (साल)").fill("20");
  await expect(calculator.getByText("₹43,391")).toBeVisible();
  await expect(calculator).toContainText("240 महीनों में कुल भुगतान ₹1.04 करोड़");
  expect(await englishWords(calculator, ["P", "r", "n"])).toEqual([]);
  await calculator.getByLabel("अवधि (साल)").fill("0");
  await expect(calculator).toContainText("1 से 40 साल की अवधि डालें");

  const gallery = page.getByRole("button", { name: /^सभी \d+ फोटो देखें$/ });
  const photos = Number(/\d+/.exec((await gallery.textContent())!)![0]);
  const viewer = page.getByRole("dialog", { name: /की फोटो$/ });
  // The viewer's code loads with the first click (a click before hydration does nothing).
  await expect(async () => {
    await gallery.click({ timeout: 5_000 });
    await expect(viewer).toBeVisible({ timeout: 10_000 });
  }).toPass();
  await expect(viewer.getByText(`${photos} में से फोटो 1`, { exact: true })).toBeVisible();
  if (photos > 1) {
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText(`${photos} में से फोटो 2`, { exact: true })).toBeVisible();
  }
  await expect(viewer.getByRole("button", { name: "फोटो बंद करें" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  if (photos > 1) await expect(page.getByRole("list", { name: "फोटो" })).toBeVisible();

  const checks = page.locator("section", {
    has: page.getByRole("heading", { name: "हमने क्या जांचा" }),
  });
  expect(await englishWords(checks)).toEqual([]);
  await expect(page.getByRole("main").getByTestId("confirmed-available")).toHaveText(
    /उपलब्ध होने की पुष्टि हुई$/,
  );
  await expect(page.getByRole("button", { name: "अब उपलब्ध नहीं है?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "शेयर करें" })).toBeVisible();
});

test("a buyer saves a search from Hindi results: the dialog, its validation and the toast in Hindi", async ({
  page,
}) => {
  const buyer = await createAccountViaApi(page.request, newAccount("Meera"));
  await loginWithCredentials(page, buyer, "/");
  const word = uniqueWord();
  await page.goto(
    `/hi/search-results?searchQuery=${encodeURIComponent(`2 bhk flat in indore ${word}`)}`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^इंदौर में बिक्री के लिए 2 BHK/);
  const button = page.getByRole("button", { name: "खोज सेव करें" });
  await expect(button).toBeEnabled();
  await button.click();
  const dialog = page.getByRole("dialog", { name: "यह खोज सेव करें" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("नाम")).toHaveValue(/^इंदौर में बिक्री के लिए 2 BHK/);
  expect(await englishWords(dialog)).toEqual([]);
  // Spaces only: the server's message, in Hindi.
  await dialog.getByLabel("नाम").fill("   ");
  await dialog.getByRole("button", { name: "खोज सेव करें" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("खोज को कोई नाम दें");
  await dialog.getByLabel("नाम").fill(`इंदौर 2 BHK ${word}`);
  await dialog.getByRole("radio", { name: "तुरंत" }).check();
  await expect(dialog.getByLabel("तुरंत वाले अलर्ट SMS से भी भेजें")).toBeVisible();
  await dialog.getByRole("button", { name: "खोज सेव करें" }).click();
  await expect(page.getByText("खोज सेव हो गई। यह आपको 'मेरी प्रोफ़ाइल' में मिलेगी।")).toBeVisible();
  await expect(dialog).toBeHidden();
});
