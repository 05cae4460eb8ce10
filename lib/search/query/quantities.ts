/** Numbers in free text with their units and comparators: prices, areas, BHK. Pure and isomorphic. */
import { AREA_UNIT_ALIASES, formatAreaValue, toSqft, type AreaUnit } from "@/lib/format/area";
import { moneyUnitMultiplier } from "@/lib/format/money";
import {
  COMPARATORS,
  SEPARATORS,
  SUFFIXES,
  type Cmp,
  type Sep,
  type Suffix,
} from "@/lib/search/query/quantity-words";
import { NUM_RE, NUMBER_WORDS, type Tokens } from "@/lib/search/query/tokens";
import {
  BHK_WORDS,
  CURRENCY,
  LAND_UNITS,
  LENGTH_CONTEXT,
  RK_WORDS,
} from "@/lib/search/query/vocabulary";

type Unit =
  | { kind: "money"; mult: number }
  | { kind: "area"; unit: AreaUnit }
  | { kind: "bhk" }
  | { kind: "rk" };

type UnitKind = "money" | "area" | "bhk";

const unitKind = (u: Unit | undefined): UnitKind | undefined =>
  u === undefined ? undefined : u.kind === "rk" ? "bhk" : u.kind;

type Part = { value: number; unit?: Unit; sep?: Sep; plus?: boolean; end: number };

export function numberAt(t: Tokens, j: number): number | null {
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

export type Quantity =
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

export function quantityAt(t: Tokens, i: number, state: string | undefined): Quantity | null {
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
