/**
 * Hindi in Devanagari, as people type it into the search box ("नोएडा में फ्लैट",
 * "इंदौर में 2 बीएचके"), read as the Latin words the parser already knows. Words not listed
 * are dropped. Isomorphic and pure.
 */

/** Devanagari word → the word the parser reads (a city, a type, a deal, a unit, a particle). */
const WORDS: Readonly<Record<string, string>> = {
  // cities (lib/geo/cities.ts)
  दिल्ली: "delhi",
  मुंबई: "mumbai",
  मुम्बई: "mumbai",
  बेंगलुरु: "bangalore",
  बेंगलूरु: "bangalore",
  बैंगलोर: "bangalore",
  बंगलौर: "bangalore",
  हैदराबाद: "hyderabad",
  चेन्नई: "chennai",
  कोलकाता: "kolkata",
  पुणे: "pune",
  अहमदाबाद: "ahmedabad",
  भोपाल: "bhopal",
  इंदौर: "indore",
  इन्दौर: "indore",
  जबलपुर: "jabalpur",
  ग्वालियर: "gwalior",
  गुडगांव: "gurgaon",
  गुड़गांव: "gurgaon",
  गुरुग्राम: "gurgaon",
  फरीदाबाद: "faridabad",
  नोएडा: "noida",
  नोयडा: "noida",
  गाजियाबाद: "ghaziabad",
  लखनऊ: "lucknow",
  कानपुर: "kanpur",
  वाराणसी: "varanasi",
  बनारस: "varanasi",
  आगरा: "agra",
  नवी: "navi",
  ठाणे: "thane",
  नागपुर: "nagpur",
  नासिक: "nashik",
  नाशिक: "nashik",
  सूरत: "surat",
  वडोदरा: "vadodara",
  जयपुर: "jaipur",
  उदयपुर: "udaipur",
  जोधपुर: "jodhpur",
  चंडीगढ: "chandigarh",
  लुधियाना: "ludhiana",
  अमृतसर: "amritsar",
  कोच्चि: "kochi",
  तिरुवनंतपुरम: "thiruvananthapuram",
  कोयंबटूर: "coimbatore",
  मदुरै: "madurai",
  मैसूर: "mysore",
  मंगलौर: "mangalore",
  मंगलुरु: "mangalore",
  गोवा: "goa",
  विशाखापत्तनम: "visakhapatnam",
  विजयवाडा: "vijayawada",
  पटना: "patna",
  भुवनेश्वर: "bhubaneswar",
  गुवाहाटी: "guwahati",
  रांची: "ranchi",
  रायपुर: "raipur",
  देहरादून: "dehradun",
  शिमला: "shimla",
  जम्मू: "jammu",
  // property types
  फ्लैट: "flat",
  फ्लेट: "flat",
  फ्लैट्स: "flats",
  अपार्टमेंट: "apartment",
  मकान: "house",
  घर: "house",
  कोठी: "kothi",
  विला: "villa",
  बंगला: "bungalow",
  प्लॉट: "plot",
  प्लाट: "plot",
  जमीन: "zameen",
  भूमि: "bhumi",
  खेत: "khet",
  दुकान: "shop",
  शोरूम: "showroom",
  ऑफिस: "office",
  आफिस: "office",
  दफ्तर: "office",
  कार्यालय: "office",
  बीएचके: "bhk",
  आरके: "rk",
  // deal
  किराए: "kiraye",
  किराये: "kiraye",
  किराया: "kiraye",
  किराय: "kiraye",
  रेंट: "rent",
  खरीदना: "buy",
  खरीदने: "buy",
  खरीदें: "buy",
  खरीद: "buy",
  बिक्री: "sale",
  बिकाऊ: "sale",
  सेल: "sale",
  पीजी: "pg",
  हॉस्टल: "hostel",
  // who posted it
  मालिक: "owner",
  ब्रोकर: "broker",
  दलाल: "broker",
  बिना: "bina",
  नहीं: "nahi",
  // money and comparisons
  लाख: "lakh",
  करोड: "crore",
  हजार: "k",
  तक: "tak",
  से: "se",
  कम: "kam",
  ज्यादा: "zyada",
  अधिक: "zyada",
  ऊपर: "upar",
  // particles and filler
  में: "mein",
  मे: "mein",
  के: "ke",
  की: "ki",
  का: "ka",
  को: "ko",
  पर: "par",
  पे: "pe",
  पास: "paas",
  नजदीक: "nazdeek",
  चाहिए: "chahiye",
  चाहिये: "chahiye",
  मुझे: "mujhe",
  है: "hai",
  और: "aur",
  या: "ya",
  एक: "ek",
  वाला: "wala",
  वाली: "wali",
  सस्ता: "cheap",
  सस्ते: "cheap",
};

/** Nukta and chandrabindu vary between keyboards: "गाज़ियाबाद" = "गाजियाबाद", "गाँव" = "गांव". */
function fold(word: string): string {
  return word
    .normalize("NFKC")
    .replace(/\u093c/g, "")
    .replace(/\u0901/g, "\u0902");
}

const FOLDED = new Map(Object.entries(WORDS).map(([hindi, latin]) => [fold(hindi), latin]));

const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;

/** Replaces Devanagari words with the Latin words above (others with a space) and digits. */
export function readDevanagari(text: string): string {
  if (!/[\u0900-\u097f]/.test(text)) return text;
  return text
    .replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\u0964\u0965]/g, " ")
    .replace(/[\u0900-\u097f]+/g, (word) => ` ${FOLDED.get(fold(word)) ?? ""} `);
}

const DEVANAGARI = "\\u0900-\\u097f";
const readers = new WeakMap<Readonly<Record<string, string>>, (text: string) => string>();

/**
 * Place names of more than the words above, in Devanagari as the site writes them ("बाणेर",
 * "बांद्रा वेस्ट": `names` maps each Latin name to it), read as their Latin names before the
 * word-by-word reading, longest first, so the parser finds the locality. Text without
 * Devanagari is returned as it is.
 */
export function readDevanagariPlaces(
  text: string,
  names: Readonly<Record<string, string>>,
): string {
  if (!/[\u0900-\u097f]/.test(text)) return text;
  let read = readers.get(names);
  if (!read) {
    const latinOf = new Map(
      Object.entries(names).map(([latin, hindi]) => [fold(hindi).split(/\s+/).join(" "), latin]),
    );
    const alternatives = [...latinOf.keys()]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.split(" ").map(escapeRegExp).join("\\s+"));
    const pattern = new RegExp(
      `(?<![${DEVANAGARI}])(?:${alternatives.join("|")})(?![${DEVANAGARI}])`,
      "gu",
    );
    read = (value) =>
      fold(value).replace(
        pattern,
        (match) => ` ${latinOf.get(match.split(/\s+/).join(" ")) ?? ""} `,
      );
    readers.set(names, read);
  }
  return read(text);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "में" (in), "के पास" (near): the word before one of these is a place. */
const PLACE_AFTER = /([\u0900-\u097f]+)\s+(?:में|मे|के\s+पास|के\s+नजदीक|के\s+नज़दीक)(?=\s|$)/u;

/**
 * A Devanagari place the parser does not know ("छतरपुर में प्लॉट" → "छतरपुर"), so the search can
 * say it did not find that place instead of dropping the word silently; undefined otherwise.
 */
export function unknownDevanagariPlace(text: string): string | undefined {
  const word = text.normalize("NFKC").match(PLACE_AFTER)?.[1];
  return word && !FOLDED.has(fold(word)) ? word : undefined;
}
