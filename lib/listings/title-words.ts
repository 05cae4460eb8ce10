/**
 * Listing titles the site writes ("2 BHK Flat for Sale in Baner, Pune": the title a listing gets
 * when its seller leaves it empty, and the demo listings') in another language: "बाणेर, पुणे में
 * बिक्री के लिए 2 BHK फ्लैट". A title in any other shape is the seller's own words and stays as
 * typed. Isomorphic.
 */
import { placeName } from "@/lib/geo/place-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

/**
 * The catalogue's `titleWords` of the page's language (passed in, not imported: listing cards also
 * render in the browser, which must not load the catalogues).
 */
export type TitleWords = Messages["titleWords"];
type Words = Record<string, string>;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

const DEAL = /^(.+) for (Sale|Rent) in (.+)$/;
const PG = /^(?:(Co-living PG)|PG for (Girls|Boys)|((?:\d+ BHK )?PG accommodation)) in (.+)$/;
const ROOMS = /^(?:(\d+) BHK |(1 RK) )?(Furnished )?(.+)$/;
const AREA = /^([\d,.]+) ([a-z][a-z ]*?) (?:([A-Z][a-z]+) )?(Plot|Land)$/;
const HOTEL = /^(\d+)-Room (Hotel|Guest House)$/;

/** "Baner, Pune" → "बाणेर, पुणे" (each part in Devanagari where the gazetteer has it). */
function placeIn(where: string, locale: Locale): string {
  return where
    .split(", ")
    .map((part) => placeName(part, locale))
    .join(", ");
}

/** The thing offered ("2 BHK Flat", "1,250 sq ft Commercial Plot") in words, or null. */
function subjectIn(subject: string, words: Words): string | null {
  const nouns = words as Record<string, string | undefined>;
  const area = AREA.exec(subject);
  if (area) {
    const [, value, unit, kind, noun] = area;
    const unitWord = nouns[`unit ${unit}`] ?? (unit === "sq ft" ? unit : null);
    const kindWord = kind ? nouns[`kind ${kind}`] : "";
    if (unitWord === null || kindWord === undefined || !nouns[noun]) return null;
    return [value, unitWord, kindWord, nouns[noun]].filter(Boolean).join(" ");
  }
  const hotel = HOTEL.exec(subject);
  if (hotel) {
    const noun = nouns[hotel[2]];
    return noun ? `${hotel[1]} ${nouns.rooms} ${noun}` : null;
  }
  const rooms = ROOMS.exec(subject);
  if (!rooms) return null;
  const [, bhk, rk, furnished, noun] = rooms;
  const nounWord = nouns[noun];
  if (!nounWord) return null;
  return [bhk ? `${bhk} BHK` : rk, furnished ? nouns.Furnished : "", nounWord]
    .filter(Boolean)
    .join(" ");
}

/**
 * A listing's title in `locale`: the site's own pattern reworded, anything else as typed (English
 * is always as typed).
 */
export function listingTitleIn(
  title: string,
  locale: Locale,
  titleWords: TitleWords | undefined,
): string {
  if (locale === "en" || !titleWords) return title;
  const words = titleWords.nouns as Words;
  const t = (key: "sale" | "rent" | "coliving" | "pgGirls" | "pgBoys" | "pg", values: Words) =>
    fill(titleWords[key], values);
  const pg = PG.exec(title);
  if (pg) {
    const [, coliving, who, accommodation, where] = pg;
    const place = placeIn(where, locale);
    if (coliving) return t("coliving", { place });
    if (who) return t(who === "Girls" ? "pgGirls" : "pgBoys", { place });
    const bhk = /^(\d+) BHK /.exec(accommodation)?.[1];
    return t("pg", { place, bhk: bhk ? `${bhk} BHK ` : "" });
  }
  const deal = DEAL.exec(title);
  if (!deal) return title;
  const [, subject, sale, where] = deal;
  const what = subjectIn(subject, words);
  if (!what) return title;
  return t(sale === "Sale" ? "sale" : "rent", { place: placeIn(where, locale), what });
}

/** A photo's description the site wrote ("<title> — photo 2") in `locale`; a seller's own as typed. */
export function photoAltIn(
  alt: string,
  locale: Locale,
  words: { titleWords: TitleWords; gallery: { photoAlt: string } } | undefined,
): string {
  const photo = /^(.+) — photo (\d+)$/.exec(alt);
  if (locale === "en" || !photo || !words) return alt;
  return fill(words.gallery.photoAlt, {
    title: listingTitleIn(photo[1], locale, words.titleWords),
    n: photo[2],
  });
}
