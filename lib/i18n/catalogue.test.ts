import en from "./messages/en.json";
import type { Messages } from "./messages";
import { phraseKey, phrasesOf } from "./phrase";
import hi from "./messages/hi.json";

type Tree = { [key: string]: string | Tree };

/** Every message's key path ("search.box.city") with its text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en as Tree);
const hindi = flatten(hi as Tree);

/**
 * ICU arguments of a message: "{count}", "{count, plural, …}" → count (a plural or select
 * branch, "other {photos}", is not an argument).
 */
function argumentsOf(message: string): string[] {
  const branch = /(?:=\d+|\b(?:zero|one|two|few|many|other|yes|no))\s*$/;
  return [
    ...new Set(
      [...message.matchAll(/\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*[,}]/g)]
        .filter((m) => !branch.test(message.slice(0, m.index)))
        .map((m) => m[1]),
    ),
  ].sort();
}

/** The glossary (lib/i18n/glossary.md): terms Hindi pages keep in English. */
const GLOSSARY = ["BHK", "RERA", "EMI", "OTP", "sq ft", "GST", "carpet area"];

/** Area terms said in English ("Carpet area", "Super built-up area"): allowed in Latin letters. */
const ENGLISH_TERMS = /\b(?:super )?(?:built-up|carpet) area\b|\bsq ft\b|\bkm\b|\bRK\b/gi;

function withoutGlossary(text: string): string {
  return text.replace(ENGLISH_TERMS, "");
}

describe("message catalogues", () => {
  it("have the same keys in English and Hindi (a missing key would show English or nothing)", () => {
    expect([...hindi.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !hindi.has(k))).toEqual([]);
  });

  it("have no empty message", () => {
    expect([...english, ...hindi].filter(([, text]) => !text.trim()).map(([k]) => k)).toEqual([]);
  });

  it("use the same arguments in both languages", () => {
    const differing = [...english]
      .filter(
        ([key, text]) => argumentsOf(text).join() !== argumentsOf(hindi.get(key) ?? "").join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("write Hindi messages in Devanagari (apart from glossary terms, names and numbers)", () => {
    const latinOnly = [...hindi]
      .filter(([key]) => !key.startsWith("languageSwitch."))
      .filter(([key, text]) => text !== english.get(key) || /[A-Za-z]{4,}/.test(text))
      .filter(([, text]) => !/[\u0900-\u097F]/.test(text))
      .filter(([, text]) => /[a-z]{3,}/.test(withoutGlossary(text).replace(/\{[^}]*\}/g, "")))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it("keep the glossary's terms in English where the English message uses them", () => {
    const lost: string[] = [];
    for (const [key, text] of english) {
      if (key.startsWith("languageSwitch.")) continue;
      for (const term of GLOSSARY) {
        if (text.includes(term) && !(hindi.get(key) ?? "").includes(term))
          lost.push(`${key}: ${term}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it("give every phrase (labels kept in data) its Hindi words", () => {
    const phrases = (hi as { phrases: Record<string, string> }).phrases;
    const untranslated = Object.entries(phrases)
      .filter(([english, hindiText]) => english === hindiText)
      .filter(([english]) => /[a-z]{3,}/.test(withoutGlossary(english).replace(/Wi-Fi/, "")))
      .map(([english]) => english);
    expect(untranslated).toEqual([]);
    // Phrases are looked up by their English words, which must be the English catalogue's too.
    const englishPhrases = (en as { phrases: Record<string, string> }).phrases;
    expect(Object.entries(englishPhrases).filter(([k, v]) => k !== phraseKey(v))).toEqual([]);
  });
});

describe("phrases from schemas and the server", () => {
  const hindiPhrase = phrasesOf(hi as Messages, "hi");
  const englishPhrase = phrasesOf(en as Messages, "en");

  it("words a zod or server message in Hindi, numbers and names included", () => {
    expect(hindiPhrase("Phone number must be exactly 10 digits")).toBe(
      "मोबाइल नंबर ठीक 10 अंकों का होना चाहिए",
    );
    expect(hindiPhrase("Invalid OTP. You have 1 attempt left.")).toBe(
      "गलत OTP। आपके पास 1 कोशिश बाकी है।",
    );
    expect(hindiPhrase("OTP sent to +91 98765 43210. It is valid for 10 minutes.")).toBe(
      "OTP +91 98765 43210 पर भेजा गया है। यह 10 मिनट तक मान्य है।",
    );
    expect(hindiPhrase("First name is required")).toBe("पहला नाम ज़रूरी है");
    expect(hindiPhrase("Upload failed (502). Please try again.")).toBe(
      "अपलोड नहीं हो सका (502)। कृपया फिर कोशिश करें।",
    );
    expect(englishPhrase("Upload failed (502). Please try again.")).toBe(
      "Upload failed (502). Please try again.",
    );
  });

  it("leaves English as written, and an unknown message as it came (never a raw key)", () => {
    expect(englishPhrase("Phone number must be exactly 10 digits")).toBe(
      "Phone number must be exactly 10 digits",
    );
    expect(hindiPhrase("A message nobody wrote down.")).toBe("A message nobody wrote down.");
    // A number in the message keeps the English as the server wrote it, singular included.
    expect(englishPhrase("Too many attempts. Please try again in 1 minute.")).toBe(
      "Too many attempts. Please try again in 1 minute.",
    );
  });
});

describe("phrases of the content pages' servers", () => {
  const hindiPhrase = phrasesOf(hi as Messages, "hi");
  const englishPhrase = phrasesOf(en as Messages, "en");

  it("words the still-available answers, the unsubscribe page and the form limit in Hindi", () => {
    expect(hindiPhrase('Thank you: "2 BHK in Baner" shows as confirmed available today.')).toBe(
      'धन्यवाद: "2 BHK in Baner" आज उपलब्ध के रूप में कन्फ़र्म दिख रही है।',
    );
    expect(hindiPhrase('Done: "Plot 7" is marked sold and no longer shown to buyers.')).toBe(
      'हो गया: "Plot 7" को बिकी हुई मार्क कर दिया गया है और अब यह खरीदारों को नहीं दिखेगी।',
    );
    expect(hindiPhrase("e-mails for your saved search “Flats in Pune”")).toBe(
      "आपकी सेव की गई खोज “Flats in Pune” के ई-मेल",
    );
    expect(
      hindiPhrase("You have sent several requests in a short time. Please try again in 1 minute."),
    ).toBe("आपने कम समय में कई अनुरोध भेजे हैं। कृपया 1 मिनट बाद फिर कोशिश करें।");
    expect(hindiPhrase("Please tell us a little more (at least 10 characters).")).toBe(
      "कृपया थोड़ा और बताएं (कम से कम 10 अक्षर)।",
    );
  });

  it("leaves them as the server wrote them in English", () => {
    const text = 'Done: "Plot 7" is marked sold and no longer shown to buyers.';
    expect(englishPhrase(text)).toBe(text);
  });
});
