/**
 * The site in Hindi as a visitor meets it (issue 30): the switch on the home page, a search typed
 * in Hindi, a listing and an enquiry confirmed with an OTP — every label, button, error and
 * message on the way in Hindi; and what search engines read (hreflang, canonical, lang, sitemaps).
 */

import { expect, test } from "../fixtures/test";
import { searchResultsHref } from "@/lib/search/search-link";
import { clientAddressHeader, newAccount, readOtp } from "../fixtures/accounts";
import { expectHindiHead, untranslatedWords } from "../fixtures/hindi";

const englishWords = untranslatedWords();

test("a visitor switches to Hindi, searches in Hindi, opens a listing and enquires with an OTP — all in Hindi", async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders(clientAddressHeader());
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await page.getByRole("banner").getByRole("link", { name: "हिंदी" }).first().click();

  // Home in Hindi, remembered in a cookie.
  await expect(page).toHaveURL(/\/hi$/);
  await expectHindiHead(page, "");
  await expect(
    page.getByRole("heading", { level: 1, name: "पूरे भारत में अपना अगला घर, प्लॉट या ऑफिस खोजें" }),
  ).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "NEXT_LOCALE")?.value).toBe("hi");
  const search = page.getByRole("form", { name: "प्रॉपर्टी खोजें" });
  expect(await englishWords(search)).toEqual([]);
  await expect(search.getByRole("combobox", { name: "शहर" })).toContainText("पुणे");

  // A search typed in Hindi.
  await search.getByLabel("लोकेलिटी या लैंडमार्क").fill("पुणे में 2 BHK 50 लाख तक");
  await search.getByRole("button", { name: "खोजें" }).click();
  await expect(page).toHaveURL(/\/hi\/search-results\?/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^पुणे में बिक्री के लिए 2 BHK /);
  await expect(page).toHaveTitle(/^पुणे में बिक्री के लिए 2 BHK /);
  await expect(page.getByRole("main").getByTestId("result-count")).toHaveText(/प्रॉपर्टी मिलीं?$/);
  await expect(page.getByRole("link", { name: "फ़िल्टर हटाएं: ₹50 लाख तक" })).toBeVisible();
  const results = page.getByRole("list", { name: "प्रॉपर्टी" });
  const firstCard = results.getByRole("article").first();
  await expect(firstCard.getByTestId("card-place")).toContainText("पुणे");
  await expect(firstCard.getByTestId("card-price")).toHaveText(/₹[\d.,]+ (लाख|करोड़)$/);
  const filters = page.getByRole("form", { name: "फ़िल्टर" });
  expect(await englishWords(filters)).toEqual([]);
  await expect(page.getByText("Sort by")).toHaveCount(0);
  await expect(page.getByLabel("क्रम")).toBeVisible();

  // The listing, in Hindi (the title is the seller's own words and stays as typed).
  const cardTitle = firstCard.getByRole("heading").getByRole("link");
  const listingHref = await cardTitle.getAttribute("href");
  expect(listingHref).toMatch(/^\/hi\/property\//);
  await cardTitle.click();
  await expect(page).toHaveURL(new RegExp(`${listingHref}$`));
  await expectHindiHead(page, listingHref!.slice(3));
  // The seller's own title stays as typed; what the site adds to it is Hindi.
  await expect(page).toHaveTitle(
    /, पुणे — ₹[\d.,]+ (लाख|करोड़), [\d,]+ sq ft \| LAND Acre$|— ₹[\d.,]+ (लाख|करोड़), [\d,]+ sq ft \| LAND Acre$/,
  );
  await expect(page.getByRole("heading", { name: "मुख्य जानकारी" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /Breadcrumb|ब्रेडक्रम्ब/ }).first()).toContainText(
    "पुणे में प्रॉपर्टी",
  );
  await expect(page.getByRole("main").getByTestId("property-price")).toHaveText(
    /₹[\d.,]+ (लाख|करोड़)$/,
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('"inLanguage":"hi-IN"');

  // The enquiry: errors, the OTP step and the answer in Hindi.
  const form = page.locator("section", {
    has: page.getByRole("heading", { name: /से संपर्क करें$/ }),
  });
  await form.getByRole("button", { name: "OTP भेजें" }).click();
  await expect(form.getByText("कृपया अपना नाम लिखें।")).toBeVisible();
  await expect(form.getByText("मोबाइल नंबर ज़रूरी है")).toBeVisible();
  const guest = newAccount("Meera");
  await form.getByLabel("आपका नाम").fill(`मीरा ${guest.email.slice(4, 10)}`);
  await form.getByLabel("मोबाइल नंबर").fill("12345");
  await form.getByRole("button", { name: "OTP भेजें" }).click();
  await expect(form.getByText("मोबाइल नंबर ठीक 10 अंकों का होना चाहिए")).toBeVisible();
  await form.getByLabel("मोबाइल नंबर").fill(guest.phoneNumber);
  expect(await englishWords(form)).toEqual([]);
  await form.getByRole("button", { name: "OTP भेजें" }).click();
  const spaced = `${guest.phoneNumber.slice(0, 5)} ${guest.phoneNumber.slice(5)}`;
  await expect(
    form.getByText(`OTP +91 ${spaced} पर भेजा गया है। यह 10 मिनट तक मान्य है।`),
  ).toBeVisible();
  await expect(form.getByRole("button", { name: /^\d+ सेकंड में OTP दोबारा भेजें$/ })).toBeDisabled();
  expect(await englishWords(form)).toEqual([]);

  const otp = await readOtp(request, guest.phoneNumber);
  await form.getByLabel("OTP").fill(otp === "000000" ? "111111" : "000000");
  await form.getByRole("button", { name: "वेरिफाई करें और पूछताछ भेजें" }).click();
  await expect(form.getByText("गलत OTP। आपके पास 4 कोशिशें बाकी हैं।")).toBeVisible();
  await form.getByLabel("OTP").fill(otp);
  await form.getByRole("button", { name: "वेरिफाई करें और पूछताछ भेजें" }).click();
  await expect(
    form.getByRole("status").getByText("आपकी पूछताछ भेज दी गई है। विक्रेता जल्द ही आपसे संपर्क करेंगे।"),
  ).toBeVisible();
  await expect(form.getByRole("link", { name: "बातचीत खोलें" })).toHaveAttribute(
    "href",
    /^\/hi\/profile\/messages\/\d+$/,
  );
  expect(await englishWords(form)).toEqual([]);
});

test("Hindi pages are their own URLs: no redirect from the browser's language, 404 for an unknown prefix, both languages in the sitemaps", async ({
  browser,
  request,
}) => {
  // A Hindi browser asking for an English page gets the English page, with a suggestion.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: "hi-IN",
  });
  const page = await context.newPage();
  const english = await page.goto("/");
  expect(english?.status()).toBe(200);
  expect(english?.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "हिंदी में देखें" })).toHaveAttribute("href", "/hi");
  await context.close();

  expect((await request.get("/fr/about")).status()).toBe(404);
  expect((await request.get("/xx")).status()).toBe(404);
  const prefixed = await request.get("/en/about", { maxRedirects: 0 });
  expect(prefixed.status()).toBe(308);
  expect(prefixed.headers().location).toMatch(/\/about$/);
  expect((await request.get("/hi/admin/login")).status()).toBe(404);

  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("/sitemaps/hi-pages.xml");
  const pages = await (await request.get("/sitemaps/hi-pages.xml")).text();
  expect(pages).toMatch(/<loc>[^<]+\/hi\/about<\/loc>/);
  expect(pages).toContain('hreflang="x-default"');
});

test("the Hindi home page names its services, the Insights block and the browse links in Hindi", async ({
  page,
}) => {
  await page.goto("/hi");
  const services = page.getByRole("region", { name: "खरीदारों, विक्रेताओं और मालिकों के लिए सेवाएं" });
  await expect(services.getByRole("link", { name: "वास्तु सलाहकार" })).toBeVisible();
  await expect(services.getByRole("link", { name: "Vaastu Consultants" })).toHaveCount(0);

  const insights = page.getByRole("region", { name: "देखने जाने से पहले लोकेलिटी को समझें" });
  await expect(insights.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(insights.getByRole("link", { name: "इनसाइट्स देखें" })).toHaveAttribute(
    "href",
    "/hi/insights",
  );
  await expect(page.getByText("Understand localities before you visit")).toHaveCount(0);

  // The labels are Hindi; the links lead to the same search as the English page's, under /hi.
  const browse = page.getByRole("region", { name: "पूरे भारत में प्रॉपर्टी देखें" });
  await expect(browse.getByRole("link", { name: "इंदौर में बिक्री के लिए फ्लैट" })).toHaveAttribute(
    "href",
    "/hi/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Indore&state=Madhya+Pradesh&locality=&searchQuery=",
  );
  await expect(browse.getByRole("link", { name: "भोपाल में 2 BHK" })).toBeVisible();
  await expect(browse.getByRole("link", { name: "Flats for sale in Indore" })).toHaveCount(0);
});

test("the login and signup dialogs speak Hindi on Hindi pages, errors included", async ({
  page,
}) => {
  await page.goto("/hi");
  await page.getByRole("banner").getByRole("button", { name: "लॉगिन" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "लॉगिन" })).toBeVisible();
  await expect(dialog.getByLabel("ई-मेल")).toBeVisible();
  await expect(dialog.getByLabel("पासवर्ड")).toBeVisible();
  await dialog.getByRole("button", { name: "लॉगिन", exact: true }).click();
  await expect(dialog.getByText("ई-मेल ज़रूरी है")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "पासवर्ड भूल गए?" })).toHaveAttribute(
    "href",
    /^\/hi\/forgot-password\?/,
  );
  expect(await englishWords(dialog)).toEqual([]);

  await dialog.getByRole("button", { name: "साइन अप" }).click();
  await expect(dialog.getByRole("heading", { name: "साइन अप" })).toBeVisible();
  await dialog.getByLabel("पासवर्ड", { exact: true }).fill("short");
  await dialog.getByRole("button", { name: "साइन अप", exact: true }).last().click();
  await expect(dialog.getByText("पासवर्ड कम से कम 8 अक्षरों का होना चाहिए")).toBeVisible();
  expect(await englishWords(dialog)).toEqual([]);
});

test("the Hindi words for the page's buttons and forms travel once, as a file the browser keeps, not in every page", async ({
  page,
  request,
}) => {
  const catalogues: string[] = [];
  const sellerArea: string[] = [];
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.includes("/i18n/")) catalogues.push(pathname);
    if (pathname.includes("/saller/")) sellerArea.push(pathname);
  });
  await page.goto("/hi");
  const file = /\/i18n\/public-hi\.[0-9a-f]{12}\.json$/;
  await expect.poll(() => catalogues).toEqual([expect.stringMatching(file)]);
  // Nothing of the seller area rides along (its link in the header is not prefetched).
  await page.waitForLoadState("networkidle");
  expect(sellerArea).toEqual([]);
  expect(catalogues).toHaveLength(1);
  // The page is interactive in Hindi with the fetched words: the login dialog's errors.
  await page.getByRole("banner").getByRole("button", { name: "लॉगिन" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "लॉगिन", exact: true }).click();
  await expect(dialog.getByText("ई-मेल ज़रूरी है")).toBeVisible();

  // The file is cached for good; the pages carry its address, not its words.
  const answer = await request.get(catalogues[0]);
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(Object.keys(await answer.json())).toEqual(
    expect.arrayContaining(["phrases", "dynamicPhrases", "privacyPanel"]),
  );
  const html = await (await request.get("/hi")).text();
  expect(html).toContain(catalogues[0]);
  // The catalogue's namespaces are named nowhere else.
  expect(html).not.toContain("dynamicPhrases");
  expect(html).not.toContain("privacyPanel");
  expect((await request.get("/i18n/public-fr.000000000000.json")).status()).toBe(404);
});

test("the home page's 'your city' section offers the cities in Hindi when location is off", async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await page.goto("/hi");
  const section = page.locator("#your-city");
  await expect(section.getByRole("heading", { name: "आपके शहर में प्रॉपर्टी" })).toBeVisible();
  await expect(
    section.getByText("अपने आस-पास की लिस्टिंग देखने के लिए लोकेशन की अनुमति दें, या कोई शहर चुनें।"),
  ).toBeVisible();
  await expect(section.getByText(/इसकी जगह कोई शहर चुनें।$/)).toBeVisible({ timeout: 20_000 });
  const cities = section.getByRole("list", { name: "लोकप्रिय शहर" });
  await expect(cities.getByRole("link")).toHaveText([
    "इंदौर",
    "भोपाल",
    "मुंबई",
    "दिल्ली",
    "बेंगलुरु",
    "पुणे",
    "हैदराबाद",
    "अहमदाबाद",
  ]);
  expect(await englishWords(section)).toEqual([]);
  await cities.getByRole("link", { name: "भोपाल" }).click();
  await expect(page).toHaveURL(/\/hi\/property-in\/bhopal$/);
});

test.describe("a visitor located in Indore, on the Hindi home page", () => {
  test.use({
    permissions: ["geolocation"],
    geolocation: { latitude: 22.7196, longitude: 75.8577 },
  });

  test("sees the city's section in Hindi", async ({ page }) => {
    await page.goto("/hi");
    const section = page.locator("#your-city");
    await expect(section.getByRole("heading", { name: "इंदौर में प्रॉपर्टी" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(section.getByText("इंदौर, मध्य प्रदेश में आपके आस-पास की सबसे नई लिस्टिंग।")).toBeVisible();
    await expect(section.getByRole("link", { name: "इंदौर की सभी प्रॉपर्टी →" })).toHaveAttribute(
      "href",
      "/hi/property-in/indore",
    );
    await expect(section.getByText("कहीं और देख रहे हैं?")).toBeVisible();
    await expect(section.getByRole("list", { name: "लोकप्रिय शहर" })).toContainText("भोपाल");
    await expect(section.getByText(/Properties in|Newest listings|All property in/)).toHaveCount(0);
  });
});

test("the compare tray speaks Hindi on Hindi pages, and its titles follow the page's language", async ({
  page,
}) => {
  const search = searchResultsHref({
    propertyType: "FlatApartment",
    transactionType: "Buy",
    city: "Mumbai",
    state: "Maharashtra",
  });
  await page.goto(`/hi${search}`);
  const cards = page.getByRole("list", { name: "प्रॉपर्टी" }).getByRole("article");
  const tray = page.getByRole("region", { name: "तुलना सूची" });
  const titles: string[] = [];
  for (let i = 0; i < 4; i++) {
    const card = cards.nth(i);
    titles.push(((await card.getByRole("heading").textContent()) ?? "").trim());
    const add = card.getByRole("button", { name: /^तुलना (करें|में जोड़ा गया):/ });
    await expect(async () => {
      if ((await add.getAttribute("aria-pressed")) !== "true") await add.click();
      await expect(add).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
  await expect(tray).toContainText("तुलना (4/4)");
  // Each listing by its title as the cards show it, with a Hindi button to take it out.
  await expect(tray.getByRole("listitem")).toHaveText(titles);
  await expect(tray.getByRole("button", { name: `${titles[0]} को तुलना से हटाएं` })).toBeVisible();
  await expect(tray.getByRole("link", { name: "अभी तुलना करें" })).toBeVisible();
  await expect(tray.getByRole("button", { name: "सब हटाएं" })).toBeVisible();
  expect(await englishWords(tray, titles)).toEqual([]);

  // A fifth is refused in Hindi.
  const fifth = cards.nth(4);
  await fifth.getByRole("button", { name: /^तुलना करें:/ }).click();
  await expect(fifth.getByRole("alert")).toHaveText(
    "आप ज़्यादा से ज़्यादा 4 प्रॉपर्टी की तुलना कर सकते हैं। पहले तुलना सूची से एक हटाएं।",
  );

  // On an English page the same tray names the listings in English, as its cards do.
  await page.goto(search);
  const englishTray = page.getByRole("region", { name: "Compare tray" });
  await expect(englishTray).toContainText("Compare (4/4)");
  const shown = await englishTray.getByRole("listitem").allTextContents();
  expect(shown).toHaveLength(4);
  for (const title of shown) expect(title).not.toMatch(/[\u0900-\u097F]/);
  await englishTray.getByRole("button", { name: "Clear" }).click();
  await expect(englishTray).toHaveCount(0);
});
