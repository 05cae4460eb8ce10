/**
 * Free-text search parser: turns what people type ("2bhk flat in indore under 50 lakh",
 * "plot near bhopal", "1 rk for rent in powai under 20k", "owner flat no broker",
 * "इंदौर में 2 बीएचके", "kiraye pe flat chahiye") into search filters and chips.
 * Pure and isomorphic: the place list comes in as a gazetteer, so tests and callers choose it.
 * Never throws.
 */
import { AREA_UNIT_ALIASES, formatAreaValue, toSqft, type AreaUnit } from "@/lib/format/area";
import { formatPriceShort, moneyUnitMultiplier } from "@/lib/format/money";
import { readDevanagari } from "@/lib/search/hindi-words";
import type { Furnishing, SearchTypeGroup, TransactionType } from "@/lib/validation/property-enums";

export type Gazetteer = {
  cities: { name: string; state: string; aliases: string[] }[];
  localities: { name: string; city: string }[];
};

export type QueryChip = { key: string; label: string };

export type ParsedQuery = {
  transactionType?: TransactionType;
  propertyType?: SearchTypeGroup;
  /** Bedrooms; 0 means 1 RK / studio. */
  bhk?: number[];
  /** Integer rupees. */
  minPrice?: number;
  maxPrice?: number;
  /** Square feet. */
  minArea?: number;
  maxArea?: number;
  furnishing?: Furnishing;
  /** "owner", "no broker", "without brokerage": listings posted by their owners. */
  postedBy?: "individual";
  /** Canonical city name from the gazetteer, and its state. */
  city?: string;
  state?: string;
  /** Canonical locality name; its city is set too. */
  locality?: string;
  /** The place was asked for as "near …". */
  near?: boolean;
  /** Leftover meaningful words, lower case, without stop words. */
  keywords: string[];
  /** Removable chips; `key` is a field name, or "price" / "area" for a range (see CHIP_FIELDS). */
  chips: QueryChip[];
};

/** Which fields removing a chip clears. */
export const CHIP_FIELDS: Readonly<Record<string, readonly (keyof ParsedQuery)[]>> = {
  transactionType: ["transactionType"],
  propertyType: ["propertyType"],
  bhk: ["bhk"],
  price: ["minPrice", "maxPrice"],
  minPrice: ["minPrice"],
  maxPrice: ["maxPrice"],
  area: ["minArea", "maxArea"],
  minArea: ["minArea"],
  maxArea: ["maxArea"],
  furnishing: ["furnishing"],
  postedBy: ["postedBy"],
  locality: ["locality"],
  city: ["city", "state", "locality", "near"],
  state: ["state"],
};

/** A copy of `parsed` without the chip `key` and the fields it stands for. */
export function removeChip(parsed: ParsedQuery, key: string): ParsedQuery {
  const fields = CHIP_FIELDS[key] ?? [];
  const next: ParsedQuery = { ...parsed, keywords: [...parsed.keywords] };
  for (const field of fields) {
    if (field !== "keywords" && field !== "chips") delete next[field];
  }
  const removedKeys = new Set([key]);
  if (key === "city") removedKeys.add("locality");
  next.chips = parsed.chips.filter((chip) => !removedKeys.has(chip.key));
  return next;
}

// ---------------------------------------------------------------------------------------------
// Tokens

const NUM_RE = /^\d+(?:\.\d+)?$/;
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  single: 1,
  double: 2,
};

/** Lower-cases, splits "2bhk" / "50lakh" / "1000sqft", drops punctuation, keeps decimals. */
function tokenize(text: string): string[] {
  let s = readDevanagari(text).normalize("NFKC").toLowerCase();
  s = s.replace(/₹/g, " rs ");
  s = s.replace(/\/-/g, " ");
  // Indian or western thousands separators, but not lists like "2,3 bhk".
  s = s.replace(/(\d),(?=\d{2,3}(?!\d))/g, "$1");
  s = s.replace(/\bp\.\s?m\b\.?/g, " permonth ");
  s = s.replace(/²/g, "2").replace(/[×*]/g, " x ");
  s = s.replace(/&/g, " and ");
  s = s.replace(/(\d)\.(?=\d)/g, "$1\u0000");
  s = s.replace(/\./g, " ").replace(/\u0000/g, ".");
  s = s.replace(/([a-z])[-_](?=[a-z])/g, "$1 ");
  s = s.replace(/[^a-z0-9.+\-/<>=\s]/g, " ");
  s = s.replace(/(\d)(?=[a-z])/g, "$1 ").replace(/([a-z])(?=\d)/g, "$1 ");
  s = s.replace(/([+\-/<>=])/g, " $1 ");
  return s.split(/\s+/).filter((t) => t !== "" && t !== ".");
}

type Phrase<T> = { words: string[]; value: T };

function phrases<T>(entries: readonly (readonly [string, T])[]): Phrase<T>[] {
  return entries
    .map(([text, value]) => ({ words: text.split(" "), value }))
    .sort((a, b) => b.words.length - a.words.length);
}

class Tokens {
  readonly toks: string[];
  readonly used: boolean[];
  constructor(toks: string[]) {
    this.toks = toks;
    this.used = toks.map(() => false);
  }
  get length(): number {
    return this.toks.length;
  }
  free(i: number): boolean {
    return i >= 0 && i < this.toks.length && !this.used[i];
  }
  at(i: number): string | undefined {
    return this.free(i) ? this.toks[i] : undefined;
  }
  use(from: number, to: number): void {
    for (let i = from; i < to; i += 1) this.used[i] = true;
  }
  match<T>(list: Phrase<T>[], i: number): { value: T; len: number } | null {
    for (const p of list) {
      let ok = true;
      for (let k = 0; k < p.words.length; k += 1) {
        if (this.at(i + k) !== p.words[k]) {
          ok = false;
          break;
        }
      }
      if (ok) return { value: p.value, len: p.words.length };
    }
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

type Cmp = "max" | "min" | "around" | "between" | "from";

const COMPARATORS = phrases<Cmp>([
  ["under", "max"],
  ["below", "max"],
  ["bellow", "max"],
  ["less than", "max"],
  ["lesser than", "max"],
  ["lower than", "max"],
  ["cheaper than", "max"],
  ["smaller than", "max"],
  ["upto", "max"],
  ["up to", "max"],
  ["within", "max"],
  ["max", "max"],
  ["maximum", "max"],
  ["budget", "max"],
  ["budget of", "max"],
  ["budget upto", "max"],
  ["budget up to", "max"],
  ["budget under", "max"],
  ["budget is", "max"],
  ["budget around", "around"],
  ["not more than", "max"],
  ["no more than", "max"],
  ["not exceeding", "max"],
  ["at most", "max"],
  ["atmost", "max"],
  ["till", "max"],
  ["<", "max"],
  ["< =", "max"],
  ["above", "min"],
  ["over", "min"],
  ["more than", "min"],
  ["greater than", "min"],
  ["higher than", "min"],
  ["bigger than", "min"],
  ["larger than", "min"],
  ["min", "min"],
  ["minimum", "min"],
  ["at least", "min"],
  ["atleast", "min"],
  ["starting", "min"],
  ["starting from", "min"],
  ["starting at", "min"],
  ["starts from", "min"],
  ["starts at", "min"],
  ["start from", "min"],
  ["not less than", "min"],
  ["beyond", "min"],
  [">", "min"],
  ["> =", "min"],
  ["around", "around"],
  ["approx", "around"],
  ["approximately", "around"],
  ["about", "around"],
  ["roughly", "around"],
  ["between", "between"],
  ["in between", "between"],
  ["range", "between"],
  ["in range", "between"],
  ["ranging from", "between"],
  ["kam se kam", "min"],
  ["from", "from"],
]);

type Suffix = "min" | "max" | "month" | "perSqft";

const SUFFIXES = phrases<Suffix>([
  ["+", "min"],
  ["plus", "min"],
  ["onwards", "min"],
  ["onward", "min"],
  ["above", "min"],
  ["and above", "min"],
  ["or above", "min"],
  ["n above", "min"],
  ["or more", "min"],
  ["and more", "min"],
  ["or higher", "min"],
  ["min", "min"],
  ["minimum", "min"],
  ["or less", "max"],
  ["and less", "max"],
  ["or below", "max"],
  ["and below", "max"],
  ["or under", "max"],
  ["max", "max"],
  ["maximum", "max"],
  ["at most", "max"],
  ["below", "max"],
  ["tak", "max"],
  ["se kam", "max"],
  ["se neeche", "max"],
  ["ke andar", "max"],
  ["se zyada", "min"],
  ["se jyada", "min"],
  ["se adhik", "min"],
  ["se upar", "min"],
  ["permonth", "month"],
  ["per month", "month"],
  ["per mon", "month"],
  ["per mo", "month"],
  ["/ month", "month"],
  ["/ mon", "month"],
  ["/ mo", "month"],
  ["/ m", "month"],
  ["a month", "month"],
  ["every month", "month"],
  ["monthly", "month"],
  ["pm", "month"],
  ["month", "month"],
  ["per sqft", "perSqft"],
  ["per sq ft", "perSqft"],
  ["per square feet", "perSqft"],
  ["per square foot", "perSqft"],
  ["per sft", "perSqft"],
  ["/ sqft", "perSqft"],
  ["/ sq ft", "perSqft"],
  ["/ sft", "perSqft"],
  ["psf", "perSqft"],
]);

/** "range" expands ("2-4 bhk"); the others list ("2 or 3 bhk", "2/3 bhk", "2, 3 bhk"). */
type Sep = "range" | "or" | "slash" | "and" | "none";

const SEPARATORS = phrases<Sep>([
  ["-", "range"],
  ["to", "range"],
  ["till", "range"],
  ["se", "range"],
  ["or", "or"],
  ["/", "slash"],
  ["and", "and"],
]);

type Action =
  | { kind: "txn"; value: TransactionType }
  | { kind: "type"; value: SearchTypeGroup; weak?: boolean }
  | { kind: "furnishing"; value: Furnishing }
  | { kind: "owner" }
  | { kind: "studio" }
  | { kind: "month" }
  | { kind: "keyword"; value: string }
  | { kind: "stop" };

const txn = (value: TransactionType): Action => ({ kind: "txn", value });
const type = (value: SearchTypeGroup, weak = false): Action => ({ kind: "type", value, weak });
const furnishing = (value: Furnishing): Action => ({ kind: "furnishing", value });
const owner: Action = { kind: "owner" };

const VOCABULARY = phrases<Action>([
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
  // 1 RK / studio
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

/** A set from whitespace-separated words. */
function wordSet(words: string): Set<string> {
  return new Set(words.trim().split(/\s+/));
}

const STOP_WORDS = wordSet(`
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

const NEAR_WORDS = new Set(["near", "nearby", "nr", "around", "beside", "besides"]);
const NEAR_PAIRS = new Set(["near to", "close to", "next to", "near by", "close by"]);
/** Hindi puts "near" after the place: "bhopal ke paas", "indore ke nazdeek". */
const NEAR_AFTER = phrases<true>(
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

const CURRENCY = new Set(["rs", "inr", "rupee", "rupees"]);
const BHK_WORDS = new Set(["bhk", "bhks", "bed", "beds", "bedroom", "bedrooms", "br", "bhkflat"]);
const RK_WORDS = new Set(["rk", "rks", "roomkitchen"]);
const LENGTH_CONTEXT = wordSet(`
  road rd wide width front frontage height high ceiling facing x by long deep depth
`);
const LAND_UNITS = new Set<AreaUnit>([
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
const VOCAB_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...CURRENCY,
  ...BHK_WORDS,
  ...RK_WORDS,
  ...[VOCABULARY, COMPARATORS, SUFFIXES].flatMap((list) =>
    list.flatMap((p: Phrase<unknown>) => p.words),
  ),
  ...Object.keys(AREA_UNIT_ALIASES).flatMap((a) => a.split(" ")),
]);

function isVocab(word: string): boolean {
  return VOCAB_WORDS.has(word) || moneyUnitMultiplier(word) !== null;
}

// ---------------------------------------------------------------------------------------------
// Places

type PlaceEntry =
  | { kind: "city"; name: string; state: string }
  | { kind: "locality"; name: string; city: string; state?: string }
  | { kind: "state"; name: string };

type PlaceIndex = { byKey: Map<string, PlaceEntry[]>; maxWindow: number };

const placeIndexCache = new WeakMap<Gazetteer, PlaceIndex>();

function placeIndex(gazetteer: Gazetteer): PlaceIndex {
  const cached = placeIndexCache.get(gazetteer);
  if (cached) return cached;
  const byKey = new Map<string, PlaceEntry[]>();
  let maxWindow = 1;
  const add = (name: string, entry: PlaceEntry): void => {
    const toks = tokenize(name);
    const key = toks.join("");
    if (!key) return;
    maxWindow = Math.max(maxWindow, Math.min(toks.length, 6));
    const list = byKey.get(key) ?? [];
    if (!list.some((e) => e.kind === entry.kind && e.name === entry.name && sameCity(e, entry))) {
      list.push(entry);
    }
    byKey.set(key, list);
  };
  const cityByName = new Map<string, { name: string; state: string }>();
  for (const city of gazetteer.cities ?? []) {
    if (!city?.name) continue;
    const entry: PlaceEntry = { kind: "city", name: city.name, state: city.state };
    for (const n of [city.name, ...(city.aliases ?? [])]) {
      add(n, entry);
      cityByName.set(tokenize(n).join(""), { name: city.name, state: city.state });
    }
    if (city.state) add(city.state, { kind: "state", name: city.state });
  }
  for (const loc of gazetteer.localities ?? []) {
    if (!loc?.name) continue;
    const city = cityByName.get(tokenize(loc.city ?? "").join(""));
    add(loc.name, {
      kind: "locality",
      name: loc.name,
      city: city?.name ?? loc.city,
      state: city?.state,
    });
  }
  const index = { byKey, maxWindow };
  placeIndexCache.set(gazetteer, index);
  return index;
}

function sameCity(a: PlaceEntry, b: PlaceEntry): boolean {
  return a.kind !== "locality" || b.kind !== "locality" || a.city === b.city;
}

type PlaceMatch = { entries: PlaceEntry[]; start: number; near: boolean };

/** Optimal string alignment distance, stopping early past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i][0] = i;
  }
  for (let j = 0; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

function findPlaces(t: Tokens, index: PlaceIndex): PlaceMatch[] {
  const matches: PlaceMatch[] = [];
  const record = (start: number, len: number, entries: PlaceEntry[]): void => {
    t.use(start, start + len);
    let near = false;
    const one = t.at(start - 1);
    const pair = start >= 2 && t.free(start - 2) ? `${t.toks[start - 2]} ${one ?? ""}` : "";
    if (NEAR_PAIRS.has(pair)) {
      near = true;
      t.use(start - 2, start);
    } else if (one !== undefined && NEAR_WORDS.has(one)) {
      near = true;
      t.use(start - 1, start);
    } else {
      const after = t.match(NEAR_AFTER, start + len);
      if (after) {
        near = true;
        t.use(start + len, start + len + after.len);
      }
    }
    matches.push({ entries, start, near });
  };

  // Exact, longest window first; "vijaynagar" and "vijay nagar" both match.
  for (let i = 0; i < t.length; i += 1) {
    for (let len = Math.min(index.maxWindow, t.length - i); len >= 1; len -= 1) {
      const words: string[] = [];
      for (let k = i; k < i + len; k += 1) {
        const w = t.at(k);
        if (w === undefined) break;
        words.push(w);
      }
      if (words.length !== len) continue;
      if (len === 1 && (isVocab(words[0]) || NUM_RE.test(words[0]))) continue;
      const entries = index.byKey.get(words.join(""));
      if (entries) {
        record(i, len, entries);
        i += len - 1;
        break;
      }
    }
  }
  if (matches.length > 0) return matches;

  // Otherwise one typo in a longer name ("bhopl", "gurgoan", "koramangla").
  let best: { start: number; len: number; entries: PlaceEntry[]; dist: number } | null = null;
  for (let i = 0; i < t.length; i += 1) {
    for (let len = 1; len <= 3 && i + len <= t.length; len += 1) {
      const words: string[] = [];
      for (let k = i; k < i + len; k += 1) {
        const w = t.at(k);
        if (w === undefined || !/^[a-z]+$/.test(w) || isVocab(w)) break;
        words.push(w);
      }
      if (words.length !== len) break;
      const candidate = words.join("");
      if (candidate.length < 5) continue;
      const max = candidate.length >= 10 ? 2 : 1;
      for (const [key, entries] of index.byKey) {
        if (key.length < 6 || entries.every((e) => e.kind === "state")) continue;
        const dist = editDistance(candidate, key, max);
        if (dist <= max && (best === null || dist < best.dist)) {
          best = { start: i, len, entries, dist };
        }
      }
    }
  }
  if (best) record(best.start, best.len, best.entries);
  return matches;
}

type ResolvedPlace = {
  city?: string;
  state?: string;
  locality?: string;
  near?: boolean;
};

function resolvePlaces(matches: PlaceMatch[]): ResolvedPlace {
  const states = new Set<string>();
  for (const m of matches) for (const e of m.entries) if (e.kind === "state") states.add(e.name);

  const cityMatch = matches.find((m) => m.entries.some((e) => e.kind === "city"));
  let city: { name: string; state: string } | undefined;
  if (cityMatch) {
    const cities = cityMatch.entries.filter(
      (e): e is Extract<PlaceEntry, { kind: "city" }> => e.kind === "city",
    );
    city = cities.find((c) => states.has(c.state)) ?? cities[0];
  }

  let locality: Extract<PlaceEntry, { kind: "locality" }> | undefined;
  let localityMatch: PlaceMatch | undefined;
  for (const m of matches) {
    if (m === cityMatch) continue;
    const locs = m.entries.filter(
      (e): e is Extract<PlaceEntry, { kind: "locality" }> => e.kind === "locality",
    );
    if (locs.length === 0) continue;
    const pick = city
      ? locs.find((l) => l.city === city?.name)
      : (locs.find((l) => l.state !== undefined && states.has(l.state)) ?? locs[0]);
    if (pick) {
      locality = pick;
      localityMatch = m;
      break;
    }
  }

  const out: ResolvedPlace = {};
  if (locality) {
    out.locality = locality.name;
    out.city = locality.city;
    if (locality.state) out.state = locality.state;
  } else if (city) {
    out.city = city.name;
    out.state = city.state;
  } else if (states.size > 0) {
    out.state = [...states][0];
  }
  if (out.city && city && city.name === out.city && !out.state) out.state = city.state;
  const near =
    (localityMatch?.near ?? false) ||
    (!!out.city && (cityMatch?.near ?? false)) ||
    (!out.city && matches.some((m) => m.near && m.entries.some((e) => e.kind === "state")));
  if (near) out.near = true;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Numbers: prices, areas, BHK

type Unit =
  | { kind: "money"; mult: number }
  | { kind: "area"; unit: AreaUnit }
  | { kind: "bhk" }
  | { kind: "rk" };

type UnitKind = "money" | "area" | "bhk";

const unitKind = (u: Unit | undefined): UnitKind | undefined =>
  u === undefined ? undefined : u.kind === "rk" ? "bhk" : u.kind;

type Part = { value: number; unit?: Unit; sep?: Sep; plus?: boolean; end: number };

function numberAt(t: Tokens, j: number): number | null {
  const w = t.at(j);
  if (w === undefined) return null;
  if (NUM_RE.test(w)) return Number(w);
  const word = NUMBER_WORDS[w];
  if (word !== undefined) {
    const u = unitAt(t, j + 1);
    if (u && unitKind(u.unit) === "bhk") return word;
  }
  return null;
}

function unitAt(t: Tokens, k: number): { unit: Unit; len: number } | null {
  const first = t.at(k);
  if (first === undefined) return null;
  const money = moneyUnitMultiplier(first);
  if (money !== null) return { unit: { kind: "money", mult: money }, len: 1 };
  if (CURRENCY.has(first)) return { unit: { kind: "money", mult: 1 }, len: 1 };
  for (let len = 3; len >= 1; len -= 1) {
    const words: string[] = [];
    for (let i = k; i < k + len; i += 1) {
      const w = t.at(i);
      if (w === undefined) break;
      words.push(w);
    }
    if (words.length !== len) continue;
    const joined = words.join("");
    if (BHK_WORDS.has(joined)) return { unit: { kind: "bhk" }, len };
    if (RK_WORDS.has(joined) || words.join(" ") === "room kitchen") {
      return { unit: { kind: "rk" }, len };
    }
    const area =
      AREA_UNIT_ALIASES[words.join(" ")] ?? (len > 1 ? AREA_UNIT_ALIASES[joined] : undefined);
    if (area) {
      const next = t.at(k + len);
      if (area === "ground" && next === "floor") return null;
      if (len === 1 && ["ft", "feet", "foot"].includes(first) && next && LENGTH_CONTEXT.has(next)) {
        return null;
      }
      return { unit: { kind: "area", unit: area }, len };
    }
  }
  return null;
}

function partAt(t: Tokens, j: number, currency: boolean): Part | null {
  const value = numberAt(t, j);
  if (value === null) return null;
  let k = j + 1;
  const plusNext = t.at(k) === "+" || t.at(k) === "plus";
  let found = unitAt(t, plusNext ? k + 1 : k);
  if (found && plusNext) k += 1;
  if (found?.unit.kind === "money" && found.unit.mult === 1 && currency) found = null;
  let unit: Unit | undefined;
  let total = value;
  if (found) {
    unit = found.unit;
    k += found.len;
    // "1 cr 20 lakh": a smaller money unit right after adds on.
    if (unit.kind === "money" && unit.mult > 1) {
      const more = numberAt(t, k);
      const moreUnit = more === null ? null : unitAt(t, k + 1);
      if (
        more !== null &&
        moreUnit?.unit.kind === "money" &&
        moreUnit.unit.mult > 1 &&
        moreUnit.unit.mult < unit.mult
      ) {
        total += (more * moreUnit.unit.mult) / unit.mult;
        k += 1 + moreUnit.len;
      }
    }
    if (unit.kind === "money" && unit.mult !== 1 && CURRENCY.has(t.at(k) ?? "")) k += 1;
  } else if (currency) {
    unit = { kind: "money", mult: 1 };
  }
  return { value: total, unit, plus: plusNext && found !== null, end: k };
}

type Quantity =
  | { kind: "bhk"; values: number[]; start: number; end: number }
  | {
      kind: "money";
      min?: number;
      max?: number;
      monthly: boolean;
      start: number;
      end: number;
    }
  | {
      kind: "area";
      min?: number;
      max?: number;
      minLabel?: string;
      maxLabel?: string;
      about?: string;
      land: boolean;
      start: number;
      end: number;
    };

const isYear = (n: number): boolean => Number.isInteger(n) && n >= 1900 && n <= 2100;
const isPin = (n: number): boolean => Number.isInteger(n) && n >= 100000 && n <= 999999;

function quantityAt(t: Tokens, i: number, state: string | undefined): Quantity | null {
  let j = i;
  const cmpMatch = t.match(COMPARATORS, j);
  const cmp: Cmp | undefined = cmpMatch?.value;
  if (cmpMatch) j += cmpMatch.len;
  let currency = false;
  if (CURRENCY.has(t.at(j) ?? "")) {
    currency = true;
    j += 1;
  }
  const first = partAt(t, j, currency);
  if (!first) return null;
  const parts: Part[] = [first];

  // "30x40", "30 by 40 ft": plot dimensions.
  let dims: { sqft: number; unit: AreaUnit; value: number } | null = null;
  if (first.unit === undefined && (t.at(first.end) === "x" || t.at(first.end) === "by")) {
    const second = numberAt(t, first.end + 1);
    if (second !== null && first.value <= 10000 && second <= 10000) {
      let end = first.end + 2;
      const unitWord = t.at(end);
      let unit: AreaUnit = "sqft";
      if (unitWord && ["ft", "feet", "foot", "fts"].includes(unitWord)) end += 1;
      else if (
        unitWord &&
        ["m", "mt", "mtr", "mtrs", "meter", "meters", "metre", "metres"].includes(unitWord)
      ) {
        unit = "sqm";
        end += 1;
      }
      const value = first.value * second;
      dims = { sqft: toSqft(value, unit).sqft, unit, value };
      parts[0] = { value, unit: { kind: "area", unit }, end };
    }
  }

  let kind: UnitKind | undefined = unitKind(parts[0].unit);
  while (!dims && parts.length < 8) {
    const last = parts[parts.length - 1];
    let e = last.end;
    const sepMatch = t.match(SEPARATORS, e);
    let sep: Sep;
    if (sepMatch) {
      sep = sepMatch.value;
      e += sepMatch.len;
    } else if (last.unit === undefined && last.value <= 10) {
      sep = "none";
    } else {
      break;
    }
    let nextCurrency = false;
    if (CURRENCY.has(t.at(e) ?? "")) {
      nextCurrency = true;
      e += 1;
    }
    const next = partAt(t, e, nextCurrency);
    if (!next) break;
    const nextKind = unitKind(next.unit);
    if (kind && nextKind && nextKind !== kind) break;
    const resulting = kind ?? nextKind;
    // Prices and areas take "-", "to", "or", and "and" after "between"; BHK lists take any.
    const allowed =
      resulting === "bhk" ||
      sep === "range" ||
      sep === "or" ||
      (sep === "and" && cmp === "between");
    if (!allowed) break;
    parts.push({ ...next, sep });
    kind = resulting;
  }

  // Units carry over: "2-3 cr", "50 to 80 lakh", "20k-30".
  for (let p = 0; p < parts.length; p += 1) {
    if (parts[p].unit) continue;
    const later = parts.slice(p + 1).find((q) => q.unit);
    const earlier = [...parts.slice(0, p)].reverse().find((q) => q.unit);
    parts[p].unit = later?.unit ?? earlier?.unit;
  }

  let end = parts[parts.length - 1].end;
  let suffix: Suffix | undefined;
  let monthly = false;
  for (let s = 0; s < 2; s += 1) {
    const m = t.match(SUFFIXES, end);
    if (!m) break;
    const after = m.len;
    // "2 bhk above 50 lakh": "above" belongs to the next number.
    if ((m.value === "min" || m.value === "max") && numberAt(t, end + after) !== null) break;
    if (m.value === "month") monthly = true;
    else if (suffix === undefined) suffix = m.value;
    end += after;
  }

  if (kind === undefined) {
    const values = parts.map((p) => p.value);
    const big = values.every((v) => v >= 1000);
    if (!big) return null;
    if (!cmp && !monthly && parts.length === 1 && (isYear(values[0]) || isPin(values[0]))) {
      return null;
    }
    kind = "money";
    for (const p of parts) p.unit = { kind: "money", mult: 1 };
  }

  if (suffix === "perSqft") {
    // A rate, not a price: read and set aside.
    return { kind: "money", monthly: false, start: i, end };
  }

  const lowCmp =
    cmp === "min" || suffix === "min" || (parts.length === 1 && parts[0].plus === true);
  const highCmp = cmp === "max" || suffix === "max";

  if (kind === "bhk") {
    const raw = parts.map((p) => (p.unit?.kind === "rk" ? 0 : p.value));
    if (raw.some((v) => v > 10 || !Number.isInteger(v * 2))) return null;
    const values = new Set<number>();
    raw.forEach((v, idx) => {
      const sep = parts[idx].sep;
      const prev = raw[idx - 1];
      if (sep === "range" && prev !== undefined && Number.isInteger(prev) && Number.isInteger(v)) {
        for (let b = Math.min(prev, v); b <= Math.max(prev, v); b += 1) values.add(b);
      } else {
        values.add(v);
      }
    });
    if (raw.length === 1) {
      const n = raw[0];
      if (lowCmp && Number.isInteger(n)) for (let b = n; b <= Math.max(n, 5); b += 1) values.add(b);
      if (highCmp && Number.isInteger(n))
        for (let b = Math.min(1, n); b <= n; b += 1) values.add(b);
    }
    return { kind: "bhk", values: [...values].sort((a, b) => a - b), start: i, end };
  }

  if (kind === "money") {
    const amounts = parts.map((p) =>
      Math.round(p.value * (p.unit?.kind === "money" ? p.unit.mult : 1)),
    );
    const q: Extract<Quantity, { kind: "money" }> = { kind: "money", monthly, start: i, end };
    if (amounts.length > 1) {
      q.min = Math.min(...amounts);
      q.max = Math.max(...amounts);
    } else if (cmp === "around") {
      q.min = Math.round(amounts[0] * 0.9);
      q.max = Math.round(amounts[0] * 1.1);
    } else if (lowCmp || cmp === "from" || cmp === "between") {
      q.min = amounts[0];
    } else {
      q.max = amounts[0];
    }
    return q;
  }

  // area
  const units = parts.map((p) => (p.unit?.kind === "area" ? p.unit.unit : "sqft"));
  const sqft = parts.map((p, idx) => toSqft(p.value, units[idx], state).sqft);
  const labels = parts.map((p, idx) => formatAreaValue(p.value, units[idx]));
  const land = units.some((u) => LAND_UNITS.has(u));
  const q: Extract<Quantity, { kind: "area" }> = { kind: "area", land, start: i, end };
  if (parts.length > 1) {
    const lo = sqft.indexOf(Math.min(...sqft));
    const hi = sqft.indexOf(Math.max(...sqft));
    q.min = Math.round(sqft[lo]);
    q.max = Math.round(sqft[hi]);
    q.minLabel = labels[lo];
    q.maxLabel = labels[hi];
  } else if (lowCmp || cmp === "from" || cmp === "between") {
    q.min = Math.round(sqft[0]);
    q.minLabel = labels[0];
  } else if (highCmp) {
    q.max = Math.round(sqft[0]);
    q.maxLabel = labels[0];
  } else {
    // A bare area ("1000 sqft", "2 acre", "30x40") means roughly that size.
    q.min = Math.round(sqft[0] * 0.9);
    q.max = Math.round(sqft[0] * 1.1);
    q.about = dims ? formatAreaValue(dims.value, dims.unit) : labels[0];
  }
  return q;
}

// ---------------------------------------------------------------------------------------------
// Parser

const TXN_LABELS: Record<TransactionType, string> = { Buy: "Buy", Rent: "Rent", PG: "PG" };
const TYPE_LABELS: Record<SearchTypeGroup, string> = {
  FlatApartment: "Flat / Apartment",
  LandPlot: "Plot / Land",
  Office: "Office Space",
  Shop: "Shop / Showroom",
  House: "House / Villa",
};
const FURNISHING_LABELS: Record<Furnishing, string> = {
  furnished: "Furnished",
  semi: "Semi-furnished",
  unfurnished: "Unfurnished",
};

function bhkLabel(values: number[]): string {
  const parts: string[] = [];
  if (values.includes(0)) parts.push("1 RK");
  const rooms = values.filter((v) => v > 0);
  if (rooms.length > 0) parts.push(`${rooms.join(", ")} BHK`);
  return parts.join(", ");
}

function emptyResult(): ParsedQuery {
  return { keywords: [], chips: [] };
}

/** Parses free text into filters. Never throws; unreadable input gives `{ keywords: [], chips: [] }`. */
export function parseSearchQuery(text: string, gazetteer: Gazetteer): ParsedQuery {
  try {
    return parse(text, gazetteer);
  } catch {
    return emptyResult();
  }
}

function parse(text: string, gazetteer: Gazetteer): ParsedQuery {
  if (typeof text !== "string" || text.trim() === "") return emptyResult();
  const t = new Tokens(tokenize(text.slice(0, 500)));
  if (t.length === 0) return emptyResult();

  // 1. Places first, so their words (and numbers, "DLF Phase 1") are not read as anything else.
  const place =
    gazetteer && Array.isArray(gazetteer.cities) && Array.isArray(gazetteer.localities)
      ? resolvePlaces(findPlaces(t, placeIndex(gazetteer)))
      : {};

  // 2. Numbers with their units and comparators.
  const txnEvents: { index: number; value: TransactionType }[] = [];
  const typeEvents: { index: number; value: SearchTypeGroup; weak: boolean }[] = [];
  const bhk = new Set<number>();
  let monthly = false;
  let minPrice: number | undefined;
  let maxPrice: number | undefined;
  let minArea: number | undefined;
  let maxArea: number | undefined;
  let areaLabels: { min?: string; max?: string; about?: string } = {};
  let furnishingValue: Furnishing | undefined;
  let ownerOnly = false;
  const keywords: string[] = [];

  for (let i = 0; i < t.length; i += 1) {
    if (!t.free(i)) continue;
    const q = quantityAt(t, i, place.state);
    if (!q) continue;
    t.use(q.start, q.end);
    if (q.kind === "bhk") {
      q.values.forEach((v) => bhk.add(v));
      typeEvents.push({ index: i, value: "FlatApartment", weak: true });
    } else if (q.kind === "money") {
      if (q.monthly) monthly = true;
      if (q.min !== undefined) minPrice = q.min;
      if (q.max !== undefined) maxPrice = q.max;
    } else {
      if (q.land) typeEvents.push({ index: i, value: "LandPlot", weak: true });
      if (q.about) {
        areaLabels = { about: q.about };
      } else {
        areaLabels = { min: areaLabels.min, max: areaLabels.max };
        if (q.minLabel) areaLabels.min = q.minLabel;
        if (q.maxLabel) areaLabels.max = q.maxLabel;
      }
      if (q.min !== undefined) minArea = q.min;
      if (q.max !== undefined) maxArea = q.max;
    }
    i = q.end - 1;
  }

  // 3. Words and phrases.
  for (let i = 0; i < t.length; i += 1) {
    if (!t.free(i)) continue;
    const m = t.match(VOCABULARY, i);
    if (!m) {
      const w = t.toks[i];
      t.use(i, i + 1);
      if (STOP_WORDS.has(w) || /^[+\-/<>=.]+$/.test(w) || moneyUnitMultiplier(w) !== null) continue;
      if (AREA_UNIT_ALIASES[w] !== undefined) continue;
      if (!keywords.includes(w)) keywords.push(w);
      continue;
    }
    t.use(i, i + m.len);
    const a = m.value;
    if (a.kind === "txn") txnEvents.push({ index: i, value: a.value });
    else if (a.kind === "type")
      typeEvents.push({ index: i, value: a.value, weak: a.weak ?? false });
    else if (a.kind === "furnishing") furnishingValue ??= a.value;
    else if (a.kind === "owner") ownerOnly = true;
    else if (a.kind === "studio") {
      bhk.add(0);
      typeEvents.push({ index: i, value: "FlatApartment", weak: true });
    } else if (a.kind === "month") monthly = true;
    else if (a.kind === "keyword" && !keywords.includes(a.value)) keywords.push(a.value);
    i += m.len - 1;
  }

  // 4. Decide.
  let transactionType: TransactionType | undefined;
  if (txnEvents.some((e) => e.value === "PG")) transactionType = "PG";
  else if (txnEvents.length > 0) transactionType = txnEvents[0].value;
  else if (monthly) transactionType = "Rent";

  const strong = typeEvents.filter((e) => !e.weak).sort((a, b) => a.index - b.index)[0];
  const weak = typeEvents
    .filter((e) => e.weak && !(transactionType === "PG" && e.value === "FlatApartment"))
    .sort((a, b) => a.index - b.index)[0];
  const propertyType = strong?.value ?? weak?.value;

  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) {
    [minArea, maxArea] = [maxArea, minArea];
    areaLabels = { min: areaLabels.max, max: areaLabels.min, about: areaLabels.about };
  }

  const out: ParsedQuery = { keywords, chips: [] };
  const chips = out.chips;
  if (transactionType) {
    out.transactionType = transactionType;
    chips.push({ key: "transactionType", label: TXN_LABELS[transactionType] });
  }
  if (propertyType) {
    out.propertyType = propertyType;
    chips.push({ key: "propertyType", label: TYPE_LABELS[propertyType] });
  }
  if (bhk.size > 0) {
    out.bhk = [...bhk].sort((a, b) => a - b);
    chips.push({ key: "bhk", label: bhkLabel(out.bhk) });
  }
  if (minPrice !== undefined) out.minPrice = minPrice;
  if (maxPrice !== undefined) out.maxPrice = maxPrice;
  if (minPrice !== undefined && maxPrice !== undefined) {
    chips.push({
      key: "price",
      label: `${formatPriceShort(minPrice)} – ${formatPriceShort(maxPrice)}`,
    });
  } else if (maxPrice !== undefined) {
    chips.push({ key: "maxPrice", label: `Under ${formatPriceShort(maxPrice)}` });
  } else if (minPrice !== undefined) {
    chips.push({ key: "minPrice", label: `Above ${formatPriceShort(minPrice)}` });
  }
  if (minArea !== undefined) out.minArea = minArea;
  if (maxArea !== undefined) out.maxArea = maxArea;
  if (minArea !== undefined && maxArea !== undefined) {
    const label = areaLabels.about
      ? `About ${areaLabels.about}`
      : `${areaLabels.min ?? formatAreaValue(minArea, "sqft")} – ${areaLabels.max ?? formatAreaValue(maxArea, "sqft")}`;
    chips.push({ key: "area", label });
  } else if (maxArea !== undefined) {
    chips.push({
      key: "maxArea",
      label: `Under ${areaLabels.max ?? formatAreaValue(maxArea, "sqft")}`,
    });
  } else if (minArea !== undefined) {
    chips.push({
      key: "minArea",
      label: `Above ${areaLabels.min ?? formatAreaValue(minArea, "sqft")}`,
    });
  }
  if (furnishingValue) {
    out.furnishing = furnishingValue;
    chips.push({ key: "furnishing", label: FURNISHING_LABELS[furnishingValue] });
  }
  if (ownerOnly) {
    out.postedBy = "individual";
    chips.push({ key: "postedBy", label: "Owner" });
  }
  if (place.locality) {
    out.locality = place.locality;
    chips.push({ key: "locality", label: place.near ? `Near ${place.locality}` : place.locality });
  }
  if (place.city) {
    out.city = place.city;
    const near = place.near && !place.locality;
    chips.push({ key: "city", label: near ? `Near ${place.city}` : place.city });
  }
  if (place.state) {
    out.state = place.state;
    if (!place.city)
      chips.push({ key: "state", label: place.near ? `Near ${place.state}` : place.state });
  }
  if (place.near) out.near = true;
  return out;
}
