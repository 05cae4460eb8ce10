import en from "./messages/en.json";
import hi from "./messages/hi.json";
import { clientMessages, sellerClientMessages, type Messages } from "./messages";
import { phraseKey, phrasesOf } from "./phrase";

/**
 * The seller workspace's words (issue 30): `seller` and `sellerPhrases` reach the browser only
 * on the workspace's pages; its phrases are looked up like the shared ones, in Hindi only.
 */
const hindi = phrasesOf(hi as Messages, "hi");
const english = phrasesOf(en as Messages, "en");

describe("the seller workspace's catalogue", () => {
  it("is sent to the browser only on seller pages", () => {
    expect(Object.keys(clientMessages("hi"))).not.toContain("sellerPhrases");
    expect(Object.keys(clientMessages("hi"))).not.toContain("seller");
    expect(Object.keys(sellerClientMessages("hi"))).toEqual(
      expect.arrayContaining(["seller", "sellerPhrases", "phrases", "dynamicPhrases"]),
    );
    // Without the seller's phrases (a public page) the words stay as written.
    const publicPhrase = phrasesOf(clientMessages("hi") as Messages, "hi");
    expect(publicPhrase("Submit for review")).toBe("Submit for review");
    expect(phrasesOf(sellerClientMessages("hi") as Messages, "hi")("Submit for review")).toBe(
      "जाँच के लिए भेजें",
    );
  });

  it("keys every phrase by its English words and gives each Hindi words", () => {
    const englishPhrases = (en as { sellerPhrases: Record<string, string> }).sellerPhrases;
    const hindiPhrases = (hi as { sellerPhrases: Record<string, string> }).sellerPhrases;
    expect(Object.entries(englishPhrases).filter(([k, v]) => k !== phraseKey(v))).toEqual([]);
    expect(
      Object.entries(hindiPhrases)
        .filter(([, text]) => !/[\u0900-\u097F]/.test(text))
        .map(([k]) => k),
    ).toEqual(["Carpet area (sq ft)"]);
    // No seller phrase shadows a shared one (one home per phrase).
    const shared = (hi as { phrases: Record<string, string> }).phrases;
    expect(Object.keys(hindiPhrases).filter((k) => k in shared)).toEqual([]);
  });

  it("words the workspace's generated texts in Hindi, numbers and names included", () => {
    expect(hindi("Views (busiest month: Mar, 12)")).toBe("व्यूज़ (सबसे ज़्यादा: मार्च, 12)");
    expect(hindi("Enquiries (none yet)")).toBe("पूछताछ (अभी कोई नहीं)");
    expect(hindi("3 live listings")).toBe("3 लाइव लिस्टिंग");
    expect(hindi("2 featured listings, 30 days each")).toBe("2 फ़ीचर्ड लिस्टिंग, हर एक 30 दिन के लिए");
    expect(hindi("Page 2 of 5")).toBe("पेज 2 / 5");
    expect(hindi("Project: Skyline Heights")).toBe("प्रोजेक्ट: Skyline Heights");
    expect(hindi("Enter a whole number from 1,00,000 to 10,00,00,00,000")).toBe(
      "1,00,000 से 10,00,00,00,000 के बीच पूरी संख्या लिखें",
    );
    expect(
      hindi("Total units can't be fewer than the 1,200 units available in the configurations"),
    ).toBe("कुल यूनिट कॉन्फ़िगरेशन में उपलब्ध 1,200 यूनिट से कम नहीं हो सकते");
  });

  it("leaves the English texts exactly as written", () => {
    for (const text of ["Views (busiest month: Mar, 12)", "3 live listings", "Page 2 of 5"])
      expect(english(text)).toBe(text);
  });
});
