/**
 * The words the free-text search parser understands: deal, type, furnishing and owner phrases
 * (English, Hinglish), stop words, "near" words and units. Pure and isomorphic.
 */
import { AREA_UNIT_ALIASES, type AreaUnit } from "@/lib/format/area";
import { moneyUnitMultiplier } from "@/lib/format/money";
import { COMPARATORS, SUFFIXES } from "@/lib/search/query/quantity-words";
import { phrases, wordSet, type Phrase } from "@/lib/search/query/tokens";
import type { Furnishing, SearchType, TransactionType } from "@/lib/validation/property-enums";

export type Action =
  | { kind: "txn"; value: TransactionType }
  | { kind: "type"; value: SearchType; weak?: boolean }
  | { kind: "furnishing"; value: Furnishing }
  | { kind: "owner" }
  | { kind: "studio" }
  | { kind: "month" }
  | { kind: "keyword"; value: string }
  | { kind: "stop" };

const txn = (value: TransactionType): Action => ({ kind: "txn", value });
const type = (value: SearchType, weak = false): Action => ({ kind: "type", value, weak });
const furnishing = (value: Furnishing): Action => ({ kind: "furnishing", value });
const owner: Action = { kind: "owner" };

export const VOCABULARY = phrases<Action>([
  // keywords that would otherwise be misread
  ["pre leased", { kind: "keyword", value: "pre-leased" }],
  ["pre lease", { kind: "keyword", value: "pre-leased" }],
  ["preleased", { kind: "keyword", value: "pre-leased" }],
  ["under construction", { kind: "keyword", value: "under construction" }],
  ["ready to move", { kind: "keyword", value: "ready to move" }],
  ["ready to move in", { kind: "keyword", value: "ready to move" }],
  ["ground floor", { kind: "keyword", value: "ground floor" }],
  // transaction
  ["rent", txn("Rent")],
  ["rental", txn("Rent")],
  ["rentals", txn("Rent")],
  ["rented", txn("Rent")],
  ["renting", txn("Rent")],
  ["lease", txn("Rent")],
  ["leasing", txn("Rent")],
  ["to let", txn("Rent")],
  ["tolet", txn("Rent")],
  ["let out", txn("Rent")],
  ["kiraya", txn("Rent")],
  ["kiraye", txn("Rent")],
  ["kiraaye", txn("Rent")],
  ["kirae", txn("Rent")],
  ["kiraye par", txn("Rent")],
  ["kiraye pe", txn("Rent")],
  ["kiraye ke liye", txn("Rent")],
  ["kharidna", txn("Buy")],
  ["kharidne", txn("Buy")],
  ["kharid", txn("Buy")],
  ["khareed", txn("Buy")],
  ["khareedna", txn("Buy")],
  ["bikau", txn("Buy")],
  ["bechna", txn("Buy")],
  // posted by the owner
  ["owner", owner],
  ["owners", owner],
  ["by owner", owner],
  ["from owner", owner],
  ["direct owner", owner],
  ["owner direct", owner],
  ["directly from owner", owner],
  ["owner property", owner],
  ["owner properties", owner],
  ["malik", owner],
  ["maalik", owner],
  ["no broker", owner],
  ["no brokers", owner],
  ["no brokerage", owner],
  ["zero brokerage", owner],
  ["without broker", owner],
  ["without brokers", owner],
  ["without brokerage", owner],
  ["broker free", owner],
  ["brokerage free", owner],
  ["no broker fee", owner],
  ["no brokerage fee", owner],
  ["no middleman", owner],
  ["no dealer", owner],
  ["no dealers", owner],
  ["without dealer", owner],
  ["bina broker", owner],
  ["bina brokerage", owner],
  ["bina dalal", owner],
  ["broker nahi", owner],
  ["broker ke bina", owner],
  ["brokerage nahi", owner],
  ["dalal nahi", owner],
  ["buy", txn("Buy")],
  ["buying", txn("Buy")],
  ["purchase", txn("Buy")],
  ["purchasing", txn("Buy")],
  ["sale", txn("Buy")],
  ["sales", txn("Buy")],
  ["sell", txn("Buy")],
  ["selling", txn("Buy")],
  ["resale", txn("Buy")],
  ["re sale", txn("Buy")],
  ["outright", txn("Buy")],
  ["pg", txn("PG")],
  ["pgs", txn("PG")],
  ["paying guest", txn("PG")],
  ["paying guests", txn("PG")],
  ["hostel", txn("PG")],
  ["hostels", txn("PG")],
  ["coliving", txn("PG")],
  ["co living", txn("PG")],
  // property type
  ["flat", type("FlatApartment")],
  ["flats", type("FlatApartment")],
  ["apartment", type("FlatApartment")],
  ["apartments", type("FlatApartment")],
  ["appartment", type("FlatApartment")],
  ["appartments", type("FlatApartment")],
  ["apt", type("FlatApartment")],
  ["apts", type("FlatApartment")],
  ["penthouse", type("FlatApartment")],
  ["penthouses", type("FlatApartment")],
  ["bhk", type("FlatApartment", true)],
  ["bhks", type("FlatApartment", true)],
  ["plot", type("LandPlot")],
  ["plots", type("LandPlot")],
  ["land", type("LandPlot")],
  ["lands", type("LandPlot")],
  ["farmland", type("LandPlot")],
  ["zameen", type("LandPlot")],
  ["zamin", type("LandPlot")],
  ["jameen", type("LandPlot")],
  ["bhumi", type("LandPlot")],
  ["khet", type("LandPlot")],
  ["bigha", type("LandPlot", true)],
  ["bighas", type("LandPlot", true)],
  ["acre", type("LandPlot", true)],
  ["acres", type("LandPlot", true)],
  ["office", type("Office")],
  ["offices", type("Office")],
  ["office space", type("Office")],
  ["office spaces", type("Office")],
  ["coworking", type("Office")],
  ["coworking space", type("Office")],
  ["co working space", type("Office")],
  ["co working", type("Office")],
  ["cowork", type("Office")],
  ["workspace", type("Office")],
  ["workspaces", type("Office")],
  ["work space", type("Office")],
  ["shop", type("Shop")],
  ["shops", type("Shop")],
  ["showroom", type("Shop")],
  ["showrooms", type("Shop")],
  ["retail", type("Shop")],
  ["dukan", type("Shop")],
  ["dukaan", type("Shop")],
  ["house", type("House")],
  ["houses", type("House")],
  ["independent house", type("House")],
  ["independent houses", type("House")],
  ["individual house", type("House")],
  ["independent", type("House")],
  ["independent floor", type("House")],
  ["builder floor", type("House")],
  ["builder floors", type("House")],
  ["villa", type("House")],
  ["villas", type("House")],
  ["kothi", type("House")],
  ["kothis", type("House")],
  ["bungalow", type("House")],
  ["bungalows", type("House")],
  ["bunglow", type("House")],
  ["duplex", type("House")],
  ["row house", type("House")],
  ["rowhouse", type("House")],
  ["farmhouse", type("House")],
  ["farm house", type("House")],
  ["haveli", type("House")],
  ["makaan", type("House")],
  ["makan", type("House")],
  ["ghar", type("House")],
  ["daftar", type("Office")],
  // serviced apartments: a stored type of the flat group, asked for by name
  ["serviced apartment", type("ServicedApartment")],
  ["serviced apartments", type("ServicedApartment")],
  ["service apartment", type("ServicedApartment")],
  ["service apartments", type("ServicedApartment")],
  ["serviced flat", type("ServicedApartment")],
  ["serviced flats", type("ServicedApartment")],
  // 1 RK / studio: bhk 0 in the flat group (RK studios are stored with bhk 0)
  ["rk", { kind: "studio" }],
  ["r k", { kind: "studio" }],
  ["studio", { kind: "studio" }],
  ["studios", { kind: "studio" }],
  // furnishing
  ["furnished", furnishing("furnished")],
  ["fully furnished", furnishing("furnished")],
  ["full furnished", furnishing("furnished")],
  ["fully furnish", furnishing("furnished")],
  ["furnish", furnishing("furnished")],
  ["furnised", furnishing("furnished")],
  ["furnishd", furnishing("furnished")],
  ["furnshed", furnishing("furnished")],
  ["with furniture", furnishing("furnished")],
  ["semi furnished", furnishing("semi")],
  ["semi furnish", furnishing("semi")],
  ["semifurnished", furnishing("semi")],
  ["semi", furnishing("semi")],
  ["partly furnished", furnishing("semi")],
  ["partially furnished", furnishing("semi")],
  ["unfurnished", furnishing("unfurnished")],
  ["un furnished", furnishing("unfurnished")],
  ["unfurnish", furnishing("unfurnished")],
  ["non furnished", furnishing("unfurnished")],
  ["not furnished", furnishing("unfurnished")],
  ["without furniture", furnishing("unfurnished")],
  ["bina furniture", furnishing("unfurnished")],
  ["bare shell", furnishing("unfurnished")],
  ["bareshell", furnishing("unfurnished")],
  // a monthly amount means rent
  ["permonth", { kind: "month" }],
  ["per month", { kind: "month" }],
  ["monthly", { kind: "month" }],
]);

export const STOP_WORDS = wordSet(`
  in at on for near nearby nr a an the with without of to and or me my i we us our want
  wanted need needed needs require required requirement looking look search searching
  find show list get give is are am be by from available property properties all any
  some only rs inr rupee rupees price prices cost rate around close next beside besides
  under below above over upto up within max maximum min minimum between budget than less
  more per month months pm it this that there here which what where please pls plz
  kindly best good nice cheap sq ft sqft plus onwards approx about x s area location
  mein mai ka ki ke ko wala wali wale chahiye chaiye hai hain par pe se aur ya lakh
  lakhs lac lacs crore crores cr k l bhk bedroom bedrooms furnishing
  mujhe chahie chaahiye dikhao dikhaiye batao ek liye ke paas pass nazdeek najdeek kareeb
  tak kam zyada jyada upar neeche bina nahi
`);

export const NEAR_WORDS = new Set(["near", "nearby", "nr", "around", "beside", "besides"]);
export const NEAR_PAIRS = new Set(["near to", "close to", "next to", "near by", "close by"]);
/** Hindi puts "near" after the place: "bhopal ke paas", "indore ke nazdeek". */
export const NEAR_AFTER = phrases<true>(
  [
    "ke paas",
    "ke pass",
    "paas",
    "ke nazdeek",
    "ke najdeek",
    "nazdeek",
    "ke kareeb",
    "ke karib",
  ].map((p) => [p, true] as const),
);

export const CURRENCY = new Set(["rs", "inr", "rupee", "rupees"]);
export const BHK_WORDS = new Set([
  "bhk",
  "bhks",
  "bed",
  "beds",
  "bedroom",
  "bedrooms",
  "br",
  "bhkflat",
]);
export const RK_WORDS = new Set(["rk", "rks", "roomkitchen"]);
export const LENGTH_CONTEXT = wordSet(`
  road rd wide width front frontage height high ceiling facing x by long deep depth
`);
export const LAND_UNITS = new Set<AreaUnit>([
  "acre",
  "hectare",
  "cent",
  "ground",
  "guntha",
  "marla",
  "kanal",
  "bigha",
]);

/** Every word the parser understands: never fuzzily read as a place, never a one-word place. */
export const VOCAB_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...CURRENCY,
  ...BHK_WORDS,
  ...RK_WORDS,
  ...[VOCABULARY, COMPARATORS, SUFFIXES].flatMap((list) =>
    list.flatMap((p: Phrase<unknown>) => p.words),
  ),
  ...Object.keys(AREA_UNIT_ALIASES).flatMap((a) => a.split(" ")),
]);

export function isVocab(word: string): boolean {
  return VOCAB_WORDS.has(word) || moneyUnitMultiplier(word) !== null;
}
