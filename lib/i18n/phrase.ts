import { DEFAULT_LOCALE, type Locale } from "./locales";
import { messagesFor, type Messages } from "./messages";

/**
 * Words that live in data or come back from the server rather than from a component (menu
 * links, property types, amenities, the zod schemas' and the server's messages) are written once
 * in English and translated through the catalogue's `phrases`: English words → the language's.
 * next-intl reads "." in a key as nesting, so a phrase's key writes its full stops as "․"
 * (U+2024). A phrase the catalogue does not have stays English (never a raw key); the
 * completeness test makes sure every phrase is in both catalogues.
 */
export type PhraseTranslator = (english: string) => string;

export function phraseKey(english: string): string {
  return english.replace(/\./g, "\u2024");
}

/**
 * Messages with a number or a name in them ("Invalid OTP. You have 2 attempts left."): the
 * pattern of the English text and the catalogue's `dynamicPhrases` message that words it.
 */
const PATTERNS: [RegExp, keyof Messages["dynamicPhrases"]][] = [
  [/^Invalid OTP\. You have 1 attempt left\.$/, "invalidOtpLast"],
  [/^Invalid OTP\. You have (\d+) attempts left\.$/, "invalidOtp"],
  [/^Too many attempts\. Please try again in (\d+) minutes?\.$/, "tryAgainIn"],
  [/^OTP sent to (\+91 \d{5} \d{5})\. It is valid for (\d+) minutes\.$/, "otpSent"],
  [/^Please keep your message under ([\d,]+) characters\.$/, "messageTooLong"],
  [/^(.+) cannot contain < or > or control characters$/, "plainName"],
  [/^OTP sent to your mobile number: (\d{10})$/, "otpSentTo"],
  [/^Password must be at least (\d+) characters$/, "passwordMin"],
  [/^Password must be at most (\d+) characters$/, "passwordMax"],
  [/^(.+) must be at most (\d+) characters$/, "atMost"],
  [/^(.+) is required$/, "isRequired"],
  [/^Thank you: "(.+)" shows as confirmed available today\.$/, "stillAvailableYes"],
  [
    /^Done: "(.+)" is marked (sold|rented) and no longer shown to buyers\.$/,
    "stillAvailableClosed",
  ],
  [/^e-mails for your saved search “(.+)”$/, "savedSearchEmails"],
  [
    /^You have sent several requests in a short time\. Please try again in (\d+) minutes?\.$/,
    "formRateLimit",
  ],
  // The post-a-listing form's per-field rules (lib/listings/fields/form-engine.ts).
  [/^(.+) must be a number$/, "mustBeNumber"],
  [/^(.+) must be a whole number$/, "mustBeWhole"],
  [/^(.+) must be at least (-?\d+)$/, "mustBeAtLeast"],
  [/^(.+) must be at most (-?\d+)$/, "mustBeAtMostNumber"],
  [/^(.+) must be a date$/, "mustBeDate"],
  [/^Choose a valid (.+)$/, "chooseValid"],
  [/^Choose valid (.+)$/, "chooseValid"],
  // A deal the chosen type is not offered on (lib/listings/fields/deals.ts).
  [/^(.+) is not offered for (.+)\. Choose (.+) or (.+)\.$/, "dealNotOffered"],
  [/^Page (\d+) of (\d+)$/, "pageOf"],
  // A results link's values the search ignores (lib/validation/search.ts).
  [/^(.+) must be an amount in rupees$/, "amountInRupees"],
  [/^(.+) must be a whole number of square feet$/, "wholeSquareFeet"],
  [/^(.+) must be a decimal number of degrees$/, "decimalDegrees"],
  // An upload the server refused without a message (components/listing-form/upload-file.ts).
  [/^Upload failed \((\d+)\)\. Please try again\.$/, "uploadFailed"],
  // The seller dashboard chart's headings (lib/seller/busiest-month.ts).
  [/^(.+) \(busiest month: (.+), (\d+)\)$/, "busiestMonth"],
  [/^(.+) \(none yet\)$/, "noneYet"],
  // The enquiries filter's sources (lib/leads/seller-leads.ts).
  [/^Project: (.+)$/, "projectSource"],
  [/^Listing #(\d+)$/, "listingNumber"],
  // The project form (lib/validation/project.ts, lib/validation/rera-format.ts).
  [/^Enter a whole number from ([\d,]+) to ([\d,]+)$/, "wholeNumberRange"],
  [
    /^Total units can't be fewer than the ([\d,]+) units available in the configurations$/,
    "totalUnitsBelowAvailable",
  ],
  [
    /^This is not a (.+) (project|agent) registration number\. (.+) numbers look like (.+)\.$/,
    "reraMismatch",
  ],
  [/^Configuration (\d+)$/, "configurationN"],
  // Plan cards (lib/plans/plan-card-lines.ts).
  [/^(\d+) live listings?$/, "liveListings"],
  [/^(\d+) listings?$/, "listingsCount"],
  [/^(\d+) featured listings?, (\d+) days? each$/, "featuredEach"],
  [/^Remove configuration (\d+)$/, "removeConfigurationN"],
  [/^Enter at least (₹?[\d,.-]+)$/, "enterAtLeast"],
  [/^Enter at most (₹?[\d,.-]+)$/, "enterAtMost"],
  // Key facts worded with their figures (lib/properties/property-facts.ts).
  [/^(\d+|Ground) of (\d+)$/, "floorOf"],
  [/^Basement (\d+)$/, "basement"],
  [/^(₹[\d,]+)\/month$/, "perMonth"],
  [/^(\d+) years$/, "years"],
  [/^Under construction, possession by (.+)$/, "possessionBy"],
  [/^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/, "dayMonthYear"],
  [/^([A-Z][a-z]{2}) (\d{4})$/, "monthYear"],
];

function fill(template: string, values: string[]): string {
  return template.replace(/\{(\d)\}/g, (_, i: string) => values[Number(i)] ?? "");
}

/** English is the words themselves: its translator changes nothing (no "1 minutes"). */
const asWritten: PhraseTranslator = (english) => english;

/** A name inside a message, as the catalogue has it ("carpet area" → "Carpet area"). */
function named(phrases: Record<string, string>, value: string): string {
  const key = phraseKey(value);
  return phrases[key] ?? phrases[key.charAt(0).toUpperCase() + key.slice(1)] ?? value;
}

/** One translator per catalogue object: pages ask for it per render, it is built once. */
const translators = new WeakMap<object, PhraseTranslator>();

export function phrasesOf(messages: Messages, locale: Locale): PhraseTranslator {
  if (locale === DEFAULT_LOCALE) return asWritten;
  let translator = translators.get(messages);
  if (!translator) {
    translator = buildTranslator(messages);
    translators.set(messages, translator);
  }
  return translator;
}

function buildTranslator(messages: Messages): PhraseTranslator {
  // The seller workspace's words (`sellerPhrases`) are in the catalogue only where its pages
  // are (lib/i18n/messages.ts keeps them out of the public pages' client catalogue).
  const seller = (messages as Partial<Messages>).sellerPhrases as
    Record<string, string> | undefined;
  const phrases = seller
    ? { ...(messages.phrases as Record<string, string>), ...seller }
    : (messages.phrases as Record<string, string>);
  const dynamic = messages.dynamicPhrases as Record<string, string>;
  const translate: PhraseTranslator = (english) => {
    const exact = phrases[phraseKey(english)];
    if (exact !== undefined) return exact;
    for (const [pattern, key] of PATTERNS) {
      const match = pattern.exec(english);
      // Each part is worded the same way ("Mar 2027" inside a sentence); a name inside a
      // message as the catalogue has it ("carpet area" → "Carpet area").
      if (match)
        return fill(
          dynamic[key],
          match.slice(1).map((v) => {
            const worded = translate(v);
            return worded === v ? named(phrases, v) : worded;
          }),
        );
    }
    // A list of known words ("Pooja room, Study"): each worded, when every one is known.
    const items = english.split(", ");
    if (items.length > 1 && items.every((item) => phrases[phraseKey(item)] !== undefined))
      return items.map((item) => phrases[phraseKey(item)]).join(", ");
    return english;
  };
  return translate;
}

export function phraseFor(locale: Locale): PhraseTranslator {
  return phrasesOf(messagesFor(locale), locale);
}
