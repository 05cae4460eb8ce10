/**
 * Devanagari names of the gazetteer's cities and states (lib/geo/city-data.ts). Isomorphic: the
 * header, the menus and the search forms name a city in Hindi in the browser. Kept apart from the
 * localities' names (lib/geo/place-names-hi.ts, three quarters of the words), which only the
 * pages and components that name a locality load: the city names alone are what every page's
 * JavaScript carries (issue 29). A place this table does not know keeps its Latin name.
 */
import type { Locale } from "@/lib/i18n/locales";

export const HINDI_CITY_NAMES: Readonly<Record<string, string>> = {
  Agra: "आगरा",
  Ahmedabad: "अहमदाबाद",
  Amritsar: "अमृतसर",
  Bangalore: "बेंगलुरु",
  Bhopal: "भोपाल",
  Bhubaneswar: "भुवनेश्वर",
  Chandigarh: "चंडीगढ़",
  Chennai: "चेन्नई",
  Coimbatore: "कोयंबटूर",
  Dehradun: "देहरादून",
  Delhi: "दिल्ली",
  Faridabad: "फरीदाबाद",
  Ghaziabad: "गाज़ियाबाद",
  Goa: "गोवा",
  Gurgaon: "गुड़गांव",
  Guwahati: "गुवाहाटी",
  Gwalior: "ग्वालियर",
  Hyderabad: "हैदराबाद",
  Indore: "इंदौर",
  Jabalpur: "जबलपुर",
  Jaipur: "जयपुर",
  Jammu: "जम्मू",
  Jodhpur: "जोधपुर",
  Kanpur: "कानपुर",
  Kochi: "कोच्चि",
  Kolkata: "कोलकाता",
  Lucknow: "लखनऊ",
  Ludhiana: "लुधियाना",
  Madurai: "मदुरै",
  Mangalore: "मंगलौर",
  Mumbai: "मुंबई",
  Mysore: "मैसूर",
  Nagpur: "नागपुर",
  Nashik: "नाशिक",
  "Navi Mumbai": "नवी मुंबई",
  Noida: "नोएडा",
  Patna: "पटना",
  Pune: "पुणे",
  Raipur: "रायपुर",
  Ranchi: "रांची",
  Shimla: "शिमला",
  Surat: "सूरत",
  Thane: "ठाणे",
  Thiruvananthapuram: "तिरुवनंतपुरम",
  Udaipur: "उदयपुर",
  Vadodara: "वडोदरा",
  Varanasi: "वाराणसी",
  Vijayawada: "विजयवाड़ा",
  Visakhapatnam: "विशाखापत्तनम",
};

export const HINDI_STATE_NAMES: Readonly<Record<string, string>> = {
  "Andhra Pradesh": "आंध्र प्रदेश",
  Assam: "असम",
  Bihar: "बिहार",
  Chandigarh: "चंडीगढ़",
  Chhattisgarh: "छत्तीसगढ़",
  Delhi: "दिल्ली",
  Goa: "गोवा",
  Gujarat: "गुजरात",
  Haryana: "हरियाणा",
  "Himachal Pradesh": "हिमाचल प्रदेश",
  "Jammu and Kashmir": "जम्मू और कश्मीर",
  Jharkhand: "झारखंड",
  Karnataka: "कर्नाटक",
  Kerala: "केरल",
  "Madhya Pradesh": "मध्य प्रदेश",
  Maharashtra: "महाराष्ट्र",
  Odisha: "ओडिशा",
  Punjab: "पंजाब",
  Rajasthan: "राजस्थान",
  "Tamil Nadu": "तमिलनाडु",
  Telangana: "तेलंगाना",
  "Uttar Pradesh": "उत्तर प्रदेश",
  Uttarakhand: "उत्तराखंड",
  "West Bengal": "पश्चिम बंगाल",
};

/** A city's name in a language: ("hi", "Pune") → "पुणे"; Latin when the table has none. */
export function cityName(name: string, locale: Locale): string {
  return locale === "hi" ? (HINDI_CITY_NAMES[name] ?? name) : name;
}

/** A state's name in a language. */
export function stateName(name: string, locale: Locale): string {
  return locale === "hi" ? (HINDI_STATE_NAMES[name] ?? name) : name;
}
