/**
 * The site's own pages in Hindi (issue 30) as a visitor reads them: one click on the language
 * switch, then the site's links — about, contact (its form's errors and thanks), the legal
 * pages, services, advice guides — and the pages reached from e-mails and dialogs (forgot
 * password, unsubscribe, still available), the post-for-free pages and the not-found page.
 * Every heading, label, error and toast on the way is Hindi; what stays Latin is the glossary,
 * the brand, the office's street address and the e-mail address.
 */

import { expect, test } from "../fixtures/test";
import { clientAddressHeader } from "../fixtures/accounts";
import { expectHindiHead, untranslatedWords } from "../fixtures/hindi";

/** Latin words these pages keep besides the glossary: units, acronyms, the office's street and e-mail. */
const englishWords = untranslatedWords([
  "GST",
  "yd",
  "SMS",
  "carpet",
  "area",
  "Carpet",
  "built-up",
  "Built-up",
  "super",
  "Super",
  // The office's street address and the support address, as written.
  "rd",
  "Floor",
  "Shekhar",
  "Central",
  "AB",
  "Road",
  "Palasia",
  "support",
  "landacre",
  "in",
  "Google",
  "Maps",
  // The language switch names each language in its own words.
  "English",
  // The brand in a CSS-uppercased eyebrow, and acronyms Indian Hindi writes in Latin letters.
  "ACRE",
  "RBI",
  "DLC",
  "FOIR",
  "KYC",
  "LTV",
  "NRI",
  "PAN",
  "ID",
  "NOC",
  "HUF",
]);

function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

test("a visitor switches to Hindi on the about page and reads the site's own pages in Hindi, following its links", async ({
  page,
}) => {
  test.slow();
  await page.setExtraHTTPHeaders(clientAddressHeader());
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About LAND Acre");
  await page.getByRole("banner").getByRole("link", { name: "हिंदी" }).first().click();

  // About.
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expectHindiHead(page, "/about");
  await expect(page).toHaveTitle(/^LAND Acre के बारे में — इंदौर/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("LAND Acre के बारे में");
  await expect(page.getByRole("heading", { name: "हमारा मिशन" })).toBeVisible();
  await expect(page.getByRole("link", { name: "पुणे में फ्लैट" })).toBeVisible();
  expect(await englishWords(page.getByRole("main"))).toEqual([]);
  expect(await englishWords(page.getByRole("banner"))).toEqual([]);
  expect(await englishWords(page.getByRole("contentinfo"))).toEqual([]);
  await expect(page.getByRole("contentinfo")).toContainText("इंदौर, मध्य प्रदेश 452001");

  // Contact, and its form: errors, then thanks and a toast, all in Hindi.
  await page.getByRole("main").getByRole("link", { name: "संपर्क करें" }).click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await expectHindiHead(page, "/contact");
  await expect(page).toHaveTitle(/^संपर्क करें \| LAND Acre$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("संपर्क करें");
  await expect(page.getByText("सोमवार से शनिवार")).toBeVisible();
  await expect(page.locator("main address")).toContainText("इंदौर, मध्य प्रदेश 452001");
  const form = page.locator("#message");
  await expect(form.getByRole("heading", { name: "हमें संदेश भेजें" })).toBeVisible();
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(form.getByText("कृपया अपना नाम लिखें।")).toBeVisible();
  await expect(form.getByText("कृपया अपना मोबाइल नंबर लिखें।")).toBeVisible();
  await expect(form.getByText("कृपया अपना ई-मेल पता लिखें।")).toBeVisible();
  await expect(form.getByText("कृपया थोड़ा और बताएं (कम से कम 10 अक्षर)।")).toBeVisible();
  await expect(form.getByLabel("आपका नाम")).toBeFocused();
  expect(await englishWords(form)).toEqual([]);

  await form.getByLabel("आपका नाम").fill("राहुल वर्मा");
  await form.getByLabel("मोबाइल नंबर").fill("12345 67890");
  await form.getByLabel("ई-मेल", { exact: true }).fill("rahul@example.in");
  await form.getByLabel("संदेश", { exact: true }).fill("मेरी लिस्टिंग वेरिफाई कैसे होगी?");
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(
    form.getByText("6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर लिखें।"),
  ).toBeVisible();
  await expect(form.getByText("कृपया अपना नाम लिखें।")).toHaveCount(0);

  await form.getByLabel("मोबाइल नंबर").fill(randomMobile());
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  const thanks = "संपर्क करने के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।";
  await expect(form.getByRole("status")).toHaveText(new RegExp(thanks));
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: thanks })).toBeVisible();
  await expect(form.getByRole("button", { name: "एक और अनुरोध भेजें" })).toBeVisible();
  expect(await englishWords(page.getByRole("main"))).toEqual([]);

  // The privacy policy, from the contact page's grievance note.
  await page.getByRole("main").getByRole("link", { name: "प्राइवेसी पॉलिसी" }).first().click();
  await expect(page).toHaveURL(/\/hi\/privacy-policy$/);
  await expectHindiHead(page, "/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्राइवेसी पॉलिसी");
  await expect(page.getByText(/^पिछला अपडेट:/)).toBeVisible();
  const contents = page.getByRole("navigation", { name: "विषय-सूची" });
  await expect(contents.getByRole("link", { name: "11. शिकायत अधिकारी" })).toHaveAttribute(
    "href",
    "#grievance-officer",
  );
  await expect(page.getByText("Personal data we collect")).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, 2023");

  // The terms, from the header's Help menu.
  await page.getByRole("banner").getByRole("button", { name: "मदद" }).click();
  await page.getByRole("banner").getByRole("link", { name: "नियम और शर्तें" }).click();
  await expect(page).toHaveURL(/\/hi\/terms-conditions$/);
  await expectHindiHead(page, "/terms-conditions");
  await expect(page).toHaveTitle(/^नियम और शर्तें \| LAND Acre$/);
  await expect(page.getByRole("heading", { name: "9. RERA डिस्क्लेमर" })).toBeVisible();
  await expect(page.getByText("Who may use the Platform")).toHaveCount(0);

  // A service page from the footer, the services index from its breadcrumbs, another service.
  await page.getByRole("contentinfo").getByRole("link", { name: "प्रॉपर्टी वैल्यूएशन" }).click();
  await expect(page).toHaveURL(/\/hi\/services\/valuation$/);
  await expectHindiHead(page, "/services/valuation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्रॉपर्टी वैल्यूएशन");
  await expect(page.getByRole("heading", { name: "अनुमानित कीमत" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "₹3,000 – ₹6,000 प्रति रिपोर्ट" })).toBeVisible();
  const request = page.locator("#request");
  await request.getByRole("button", { name: "कॉल बैक मंगाएं" }).click();
  await expect(request.getByText("कृपया अपना शहर लिखें।")).toBeVisible();
  expect(await englishWords(page.getByRole("main"))).toEqual([]);
  await page
    .getByRole("navigation", { name: /ब्रेडक्रम्ब|Breadcrumb/ })
    .getByRole("link", { name: "सेवाएं" })
    .click();
  await expect(page).toHaveURL(/\/hi\/services$/);
  await expect(page).toHaveTitle(/^प्रॉपर्टी सेवाएं — कानूनी, वैल्यूएशन/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्रॉपर्टी सेवाएं");
  expect(await englishWords(page.getByRole("main"))).toEqual([]);
  await page.getByRole("link", { name: /^होम लोन और मॉर्गेज/ }).click();
  await expect(page).toHaveURL(/\/hi\/services\/mortgage$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("होम लोन और मॉर्गेज");
  await expect(page.getByText("धारा 24(b)").first()).toBeVisible();
  expect(await englishWords(page.getByRole("main"))).toEqual([]);

  // The advice guides from the footer, one guide, and the consultation form's topics.
  await page.getByRole("contentinfo").getByRole("link", { name: "रियल एस्टेट सलाह" }).click();
  await expect(page).toHaveURL(/\/hi\/real-estate\/advice$/);
  await expectHindiHead(page, "/real-estate/advice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("रियल एस्टेट सलाह");
  const consultation = page.locator("#consultation");
  await expect(consultation.getByRole("combobox", { name: "विषय" })).toContainText(
    "कानूनी दस्तावेज़ और RERA",
  );
  await consultation.getByRole("button", { name: "सलाह का समय तय करें" }).click();
  await expect(consultation.getByText("कृपया कोई विषय चुनें।")).toBeVisible();
  expect(await englishWords(page.getByRole("main"))).toEqual([]);
  await page.getByRole("link", { name: "होम लोन चेकलिस्ट: दस्तावेज़, पात्रता और खर्च" }).click();
  await expect(page).toHaveURL(/\/hi\/real-estate\/advice\/home-loan-checklist$/);
  await expectHindiHead(page, "/real-estate/advice/home-loan-checklist");
  await expect(page).toHaveTitle(/^होम लोन चेकलिस्ट/);
  await expect(page.getByText(/^अपडेट किया गया/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "इसमें मदद लें" })).toBeVisible();
  expect(await englishWords(page.getByRole("main"))).toEqual([]);

  // Back to English with the switch: the same guide, in English.
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/real-estate\/advice\/home-loan-checklist$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Home loan checklist: documents, eligibility and costs",
  );
});

test("the pages reached from dialogs and e-mails, the post-for-free pages and the not-found page are Hindi at /hi", async ({
  page,
}) => {
  test.slow();
  await page.setExtraHTTPHeaders(clientAddressHeader());

  // Forgot password, from the login dialog on a Hindi page.
  await page.goto("/hi/how-we-verify");
  await expectHindiHead(page, "/how-we-verify");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हम लिस्टिंग कैसे वेरिफाई करते हैं");
  await expect(page.getByRole("heading", { name: "मालिक के दस्तावेज़ जांचे गए" })).toBeVisible();
  expect(await englishWords(page.getByRole("main"))).toEqual([]);
  await page.getByRole("banner").getByRole("button", { name: "लॉगिन" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "पासवर्ड भूल गए?" }).click();
  await expect(page).toHaveURL(/\/hi\/forgot-password\?/);
  await expect(page).toHaveTitle(/^पासवर्ड भूल गए \| LAND Acre$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("पासवर्ड भूल गए");
  await main.getByRole("button", { name: "कोड भेजें" }).click();
  await expect(main.getByText("अपना ई-मेल या मोबाइल नंबर लिखें")).toBeVisible();
  await main.getByLabel("ई-मेल या मोबाइल नंबर").fill(randomMobile());
  await main.getByRole("button", { name: "कोड भेजें" }).click();
  await expect(
    main.getByText(/^अगर किसी अकाउंट में ये जानकारियां हैं, तो हमने उसके मोबाइल नंबर पर 6 अंकों/),
  ).toBeVisible();
  await main.getByLabel("कोड").fill("123456");
  await main.getByLabel("नया पासवर्ड", { exact: true }).fill("Naya#Ghar2026");
  await main.getByLabel("नया पासवर्ड दोबारा लिखें").fill("Naya#Ghar2026");
  await main.getByRole("button", { name: "पासवर्ड बदलें" }).click();
  await expect(
    main.getByText("यह कोड गलत है या इसकी समय-सीमा खत्म हो गई है। इसे जांचें, या नया कोड मंगाएं।"),
  ).toBeVisible();
  expect(await englishWords(main)).toEqual([]);

  // The /login page.
  await page.goto("/hi/login");
  await expectHindiHead(page, "/login");
  await expect(page).toHaveTitle(/^लॉगिन \| LAND Acre$/);
  await expect(page.getByRole("main").getByRole("heading", { name: "लॉगिन" })).toBeVisible();
  expect(await englishWords(page.getByRole("main"))).toEqual([]);

  // An alert e-mail's unsubscribe link and a "still available?" link that do not work.
  await page.goto("/hi/alerts/unsubscribe?token=not-a-token");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "अलर्ट बंद करने का यह लिंक सही नहीं है",
  );
  await expect(page.getByRole("link", { name: "मेरी प्रोफ़ाइल में अलर्ट संभालें" })).toHaveAttribute(
    "href",
    "/hi/profile#saved-searches",
  );
  expect(await englishWords(page.getByRole("main"))).toEqual([]);
  await page.goto("/hi/still-available?token=not-a-token");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "यह लिंक इस्तेमाल नहीं किया जा सकता",
  );
  await expect(page.getByRole("alert").filter({ hasText: "यह लिंक सही नहीं है।" })).toBeVisible();
  expect(await englishWords(page.getByRole("main"))).toEqual([]);

  // The post-for-free pages, their buttons leading to the Hindi seller login.
  for (const [path, title] of [
    ["/post-property", "अपनी प्रॉपर्टी फ्री में पोस्ट करें"],
    ["/post_a_property", "अपनी प्रॉपर्टी फ्री में पोस्ट करें"],
    ["/post-project", "अपना प्रोजेक्ट फ्री में पोस्ट करें"],
  ]) {
    await page.goto(`/hi${path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| LAND Acre$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(
      page.getByRole("link", { name: "पोस्ट करने के लिए लॉगिन करें" }).first(),
    ).toHaveAttribute("href", /^\/hi\/saller\/login\?next=/);
    expect(
      await englishWords(page.getByRole("main"), [
        "JPEG",
        "PNG",
        "WebP",
        "HEIC",
        "MB",
        "PDF",
        "WhatsApp",
        "m²",
      ]),
    ).toEqual([]);
  }

  // An address that names no page: the Hindi not-found page, with its 404.
  const missing = await page.goto("/hi/koi-page-nahin");
  expect(missing?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page).toHaveTitle(/^पेज नहीं मिला \| LAND Acre$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("पेज नहीं मिला");
  expect(await englishWords(page.getByRole("main"))).toEqual([]);
  // English unknown addresses keep their English not-found page.
  const englishMissing = await page.goto("/koi-page-nahin");
  expect(englishMissing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle("Page not found | LAND Acre");
});
