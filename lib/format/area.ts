/**
 * Land and floor area units used in India, converted to square feet (what we store and filter on).
 * The bigha differs by state, so its conversion always says which table it used.
 * Isomorphic: no server imports.
 */
import { formatIndianNumber } from "@/lib/format/money";

export const AREA_UNITS = [
  { id: "sqft", label: "Square feet", short: "sq ft" },
  { id: "sqm", label: "Square metres", short: "sq m" },
  { id: "sqyd", label: "Square yards (gaj)", short: "sq yd" },
  { id: "acre", label: "Acres", short: "acre" },
  { id: "hectare", label: "Hectares", short: "hectare" },
  { id: "cent", label: "Cents", short: "cent" },
  { id: "ground", label: "Grounds", short: "ground" },
  { id: "guntha", label: "Guntha", short: "guntha" },
  { id: "marla", label: "Marla", short: "marla" },
  { id: "kanal", label: "Kanal", short: "kanal" },
  { id: "bigha", label: "Bigha", short: "bigha" },
] as const;
export type AreaUnit = (typeof AREA_UNITS)[number]["id"];

export const AREA_UNIT_IDS: readonly AreaUnit[] = AREA_UNITS.map((u) => u.id);

export const AREA_UNIT_LABELS = Object.fromEntries(
  AREA_UNITS.map((u) => [u.id, u.label]),
) as Record<AreaUnit, string>;

export function isAreaUnit(value: string): value is AreaUnit {
  return (AREA_UNIT_IDS as readonly string[]).includes(value);
}

/** Square feet in one unit, for every unit whose size does not depend on the state. */
export const SQFT_PER_UNIT: Readonly<Record<Exclude<AreaUnit, "bigha">, number>> = {
  sqft: 1,
  sqm: 10.7639,
  sqyd: 9,
  acre: 43560,
  hectare: 107639,
  cent: 435.6,
  ground: 2400,
  guntha: 1089,
  marla: 272.25,
  kanal: 20 * 272.25,
};

/** Square feet in one bigha, by state. */
export const BIGHA_SQFT_BY_STATE: Readonly<Record<string, number>> = {
  "West Bengal": 14400,
  Assam: 14400,
  Rajasthan: 27225,
  "Uttar Pradesh": 27000,
  "Madhya Pradesh": 12000,
  Bihar: 27220,
  Gujarat: 17424,
  Punjab: 9070,
  Haryana: 27225,
  "Himachal Pradesh": 8712,
  Uttarakhand: 6804,
};

/** Used when the state is unknown or has no bigha table. */
export const DEFAULT_BIGHA_SQFT = 27000;

const STATE_CODES: Readonly<Record<string, string>> = {
  wb: "West Bengal",
  as: "Assam",
  rj: "Rajasthan",
  up: "Uttar Pradesh",
  mp: "Madhya Pradesh",
  br: "Bihar",
  gj: "Gujarat",
  pb: "Punjab",
  hr: "Haryana",
  hp: "Himachal Pradesh",
  uk: "Uttarakhand",
  ut: "Uttarakhand",
  uttaranchal: "Uttarakhand",
  orissa: "Odisha",
};

/** The bigha size for a state (name or two-letter code, any case); `state` is null for the default. */
export function bighaSqft(state?: string | null): { sqft: number; state: string | null } {
  const key = (state ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  if (key) {
    const name = STATE_CODES[key] ?? key;
    for (const [stateName, sqft] of Object.entries(BIGHA_SQFT_BY_STATE)) {
      if (stateName.toLowerCase() === name.toLowerCase()) return { sqft, state: stateName };
    }
  }
  return { sqft: DEFAULT_BIGHA_SQFT, state: null };
}

export type SqftConversion = {
  sqft: number;
  /** How the figure was reached, e.g. "1 bigha = 12,000 sq ft (Madhya Pradesh)". */
  basis: string;
  /** For bigha: the state whose table was used (absent when the default was used). */
  state?: string;
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Converts a value in `unit` to square feet, saying which conversion was used. */
export function toSqft(value: number, unit: AreaUnit, state?: string | null): SqftConversion {
  if (unit === "bigha") {
    const bigha = bighaSqft(state);
    const size = formatIndianNumber(bigha.sqft);
    const where = bigha.state
      ? bigha.state
      : state && state.trim()
        ? `default; no bigha table for ${state.trim()}`
        : "default; state not given";
    const result: SqftConversion = {
      sqft: round2(value * bigha.sqft),
      basis: `1 bigha = ${size} sq ft (${where})`,
    };
    if (bigha.state) result.state = bigha.state;
    return result;
  }
  const per = SQFT_PER_UNIT[unit];
  const short = AREA_UNITS.find((u) => u.id === unit)?.short ?? unit;
  return {
    sqft: round2(value * per),
    basis:
      unit === "sqft"
        ? "square feet as entered"
        : `1 ${short} = ${formatIndianNumber(per, 4)} sq ft`,
  };
}

/** Converts square feet back to `unit` (bigha by the state's table), to 4 decimals. */
export function fromSqft(sqft: number, unit: AreaUnit, state?: string | null): number {
  const per = unit === "bigha" ? bighaSqft(state).sqft : SQFT_PER_UNIT[unit];
  return Math.round((sqft / per) * 10000) / 10000;
}

/** "1,200 sq ft" with Indian grouping; whole square feet (2 decimals below 10 sq ft). */
export function formatArea(sqft: number): string {
  if (!Number.isFinite(sqft)) return "";
  const decimals = Math.abs(sqft) < 10 ? 2 : 0;
  return `${formatIndianNumber(sqft, decimals)} sq ft`;
}

const PLURAL: Partial<Record<AreaUnit, string>> = {
  acre: "acres",
  hectare: "hectares",
  cent: "cents",
  ground: "grounds",
  guntha: "gunthas",
  marla: "marlas",
  kanal: "kanals",
  bigha: "bighas",
};

/** A value in its own unit: (2, "acre") → "2 acres", (200, "sqyd") → "200 sq yd". */
export function formatAreaValue(value: number, unit: AreaUnit): string {
  if (!Number.isFinite(value)) return "";
  const short = AREA_UNITS.find((u) => u.id === unit)?.short ?? unit;
  const word = value === 1 ? short : (PLURAL[unit] ?? short);
  return `${formatIndianNumber(value, 2)} ${word}`;
}

/** Spellings of each unit, normalized (lower case, dots as spaces, single spaces). */
export const AREA_UNIT_ALIASES: Readonly<Record<string, AreaUnit>> = {
  sqft: "sqft",
  "sq ft": "sqft",
  sqfts: "sqft",
  "sq fts": "sqft",
  "sq feet": "sqft",
  "sq foot": "sqft",
  "square feet": "sqft",
  "square foot": "sqft",
  "square ft": "sqft",
  "sqr ft": "sqft",
  "sqr feet": "sqft",
  sft: "sqft",
  ft2: "sqft",
  "ft 2": "sqft",
  feet: "sqft",
  ft: "sqft",
  sqm: "sqm",
  "sq m": "sqm",
  "sq mt": "sqm",
  "sq mtr": "sqm",
  "sq mtrs": "sqm",
  "sq meter": "sqm",
  "sq meters": "sqm",
  "sq metre": "sqm",
  "sq metres": "sqm",
  "square meter": "sqm",
  "square meters": "sqm",
  "square metre": "sqm",
  "square metres": "sqm",
  "square mtr": "sqm",
  sqmt: "sqm",
  sqmtr: "sqm",
  sqmtrs: "sqm",
  m2: "sqm",
  "m 2": "sqm",
  sqyd: "sqyd",
  sqyds: "sqyd",
  "sq yd": "sqyd",
  "sq yds": "sqyd",
  "sq yard": "sqyd",
  "sq yards": "sqyd",
  "square yard": "sqyd",
  "square yards": "sqyd",
  "square yds": "sqyd",
  yard: "sqyd",
  yards: "sqyd",
  gaj: "sqyd",
  gaz: "sqyd",
  gajj: "sqyd",
  acre: "acre",
  acres: "acre",
  acer: "acre",
  acers: "acre",
  hectare: "hectare",
  hectares: "hectare",
  hectre: "hectare",
  hectres: "hectare",
  ha: "hectare",
  cent: "cent",
  cents: "cent",
  ground: "ground",
  grounds: "ground",
  guntha: "guntha",
  gunthas: "guntha",
  gunta: "guntha",
  guntas: "guntha",
  gunda: "guntha",
  marla: "marla",
  marlas: "marla",
  kanal: "kanal",
  kanals: "kanal",
  bigha: "bigha",
  bighas: "bigha",
  beegha: "bigha",
  beeghas: "bigha",
  bigah: "bigha",
};

/** Normalizes a unit as typed ("Sq. Ft.", "m²") to the alias form. */
export function normalizeAreaUnitText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/²/g, "2")
    .replace(/[.\-_]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The unit a typed word means ("sq. ft." → "sqft", "gaj" → "sqyd"), or null. */
export function matchAreaUnit(text: string): AreaUnit | null {
  const key = normalizeAreaUnitText(text);
  return AREA_UNIT_ALIASES[key] ?? AREA_UNIT_ALIASES[key.replace(/ /g, "")] ?? null;
}

/**
 * Reads an area as typed: "1000 sqft", "1,000 sq. ft.", "200 gaj", "1.5 acres", "100 sqm",
 * "5 bigha" (by `state`, else the default) → square feet; null without a known unit.
 */
export function parseArea(text: string, state?: string | null): number | null {
  if (typeof text !== "string") return null;
  const s = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/(\d),(?=\d)/g, "$1")
    .trim();
  const m = /^(\d+(?:\.\d+)?|\.\d+)\s*(.+)$/.exec(s);
  if (!m) return null;
  const value = Number(m[1]);
  const unit = matchAreaUnit(m[2]);
  if (!Number.isFinite(value) || unit === null) return null;
  return toSqft(value, unit, state).sqft;
}
