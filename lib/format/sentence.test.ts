import { formatIcu, parseIcu, type IcuFormatters } from "@/lib/i18n/icu-message";
import { messagesFor } from "@/lib/i18n/messages";
import { endSentence, fullStopOf } from "./sentence";

const formatters: IcuFormatters = {
  getNumberFormat: (locale, options) => new Intl.NumberFormat(locale, options),
  getPluralRules: (locale, options) => new Intl.PluralRules(locale, options),
};

/** The rejected listing's banner on /saller/property/<id>/edit, as the page builds it. */
function banner(locale: "en" | "hi", reason: string): string {
  const message = messagesFor(locale).seller.editProperty.rejected;
  const values = {
    strong: (chunks: unknown[]) => chunks.join(""),
    reason: endSentence(reason, fullStopOf(locale)),
  };
  const parts = formatIcu(parseIcu(message), locale, formatters, values, message);
  return Array.isArray(parts) ? parts.join("") : String(parts);
}

describe("endSentence", () => {
  it("ends a reason once: its own . ! ? or । stays, a bare one gets the stop", () => {
    expect(endSentence("Photos are blurry")).toBe("Photos are blurry.");
    expect(endSentence("Photos are blurry.")).toBe("Photos are blurry.");
    expect(endSentence("Is this the right city?")).toBe("Is this the right city?");
    expect(endSentence("Wrong photos!  ")).toBe("Wrong photos!");
    expect(endSentence('Call it "2 BHK."')).toBe('Call it "2 BHK."');
    expect(endSentence("फ़ोटो साफ़ नहीं हैं।", "।")).toBe("फ़ोटो साफ़ नहीं हैं।");
    expect(endSentence("Photos are blurry", "।")).toBe("Photos are blurry।");
  });
});

describe("the rejected listing's banner", () => {
  it("has one full stop after a reason that ends in one (the seeded reason)", () => {
    expect(
      banner("en", "Photos do not show the property; please upload real photos of the flat."),
    ).toBe(
      "Why it was not approved: Photos do not show the property; please upload real photos of the flat. Fix this and save to send it for review again.",
    );
    expect(banner("en", "Please correct the price!")).toBe(
      "Why it was not approved: Please correct the price! Fix this and save to send it for review again.",
    );
  });

  it("ends a reason written without a stop", () => {
    expect(banner("en", "Photos are blurry")).toBe(
      "Why it was not approved: Photos are blurry. Fix this and save to send it for review again.",
    );
    expect(banner("hi", "Photos are blurry")).toBe(
      "मंज़ूरी क्यों नहीं मिली: Photos are blurry। इसे ठीक करके सेव करें, लिस्टिंग फिर से जाँच के लिए चली जाएगी।",
    );
    expect(banner("hi", "Photos are blurry.")).toBe(
      "मंज़ूरी क्यों नहीं मिली: Photos are blurry. इसे ठीक करके सेव करें, लिस्टिंग फिर से जाँच के लिए चली जाएगी।",
    );
  });
});
