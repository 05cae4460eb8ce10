/**
 * Places in free text: cities, their aliases, localities and states from a gazetteer, matched
 * exactly (longest first) or with one typo, with "near" before or after. Pure and isomorphic.
 */
import { NEAR_AFTER, NEAR_PAIRS, NEAR_WORDS, isVocab } from "@/lib/search/query/vocabulary";
import { NUM_RE, tokenize, type Tokens } from "@/lib/search/query/tokens";

export type Gazetteer = {
  cities: { name: string; state: string; aliases: string[] }[];
  localities: { name: string; city: string }[];
  /** Latin place name → how it is written in Devanagari, read back by a Hindi search. */
  devanagari?: Readonly<Record<string, string>>;
};

type PlaceEntry =
  | { kind: "city"; name: string; state: string }
  | { kind: "locality"; name: string; city: string; state?: string }
  | { kind: "state"; name: string };

/** "Bandra West" → "Bandra": a locality named by a side of a larger area. */
const SIDE_SUFFIX = /^(.+?)\s+(?:west|east|north|south)$/i;

export type PlaceIndex = { byKey: Map<string, PlaceEntry[]>; maxWindow: number };

const placeIndexCache = new WeakMap<Gazetteer, PlaceIndex>();

export function placeIndex(gazetteer: Gazetteer): PlaceIndex {
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
  const localityKeys = new Set(
    (gazetteer.localities ?? []).map((l) => tokenize(l?.name ?? "").join("")),
  );
  for (const loc of gazetteer.localities ?? []) {
    if (!loc?.name) continue;
    const city = cityByName.get(tokenize(loc.city ?? "").join(""));
    const entry = { city: city?.name ?? loc.city, state: city?.state };
    add(loc.name, { kind: "locality", name: loc.name, ...entry });
    // "Bandra" for Bandra West, "Andheri" for Andheri West and East: people leave the side
    // out. The search matches a locality by name similarity, so "Andheri" finds both sides.
    const base = loc.name.match(SIDE_SUFFIX)?.[1];
    if (base && base.length >= 4 && !localityKeys.has(tokenize(base).join(""))) {
      add(base, { kind: "locality", name: base, ...entry });
    }
  }
  const index = { byKey, maxWindow };
  placeIndexCache.set(gazetteer, index);
  return index;
}

function sameCity(a: PlaceEntry, b: PlaceEntry): boolean {
  return a.kind !== "locality" || b.kind !== "locality" || a.city === b.city;
}

/** "within 5 km of X", "3 kms from X": the distance asked for around a place, in km. */
export type PlaceMatch = { entries: PlaceEntry[]; start: number; near: boolean; radiusKm?: number };

const KM_WORDS = new Set(["km", "kms", "kilometer", "kilometers", "kilometre", "kilometres"]);
const OF_WORDS = new Set(["of", "from", "around", "near"]);
const WITHIN_WORDS = new Set(["within", "in", "under", "upto"]);

/** "[within] N km of|from" right before `start`: N and the first word of the phrase. */
function radiusBefore(t: Tokens, start: number): { km: number; from: number } | null {
  const of = t.at(start - 1);
  const unit = t.at(start - 2);
  const n = t.at(start - 3);
  if (!of || !OF_WORDS.has(of) || !unit || !KM_WORDS.has(unit) || !n || !NUM_RE.test(n)) {
    return null;
  }
  const km = Number(n);
  if (!(km > 0)) return null;
  const within = t.at(start - 4);
  return { km, from: within && WITHIN_WORDS.has(within) ? start - 4 : start - 3 };
}

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

export function findPlaces(t: Tokens, index: PlaceIndex): PlaceMatch[] {
  const matches: PlaceMatch[] = [];
  const record = (start: number, len: number, entries: PlaceEntry[]): void => {
    t.use(start, start + len);
    const radius = radiusBefore(t, start);
    if (radius) {
      t.use(radius.from, start);
      matches.push({ entries, start, near: true, radiusKm: radius.km });
      return;
    }
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

export type ResolvedPlace = {
  city?: string;
  state?: string;
  locality?: string;
  near?: boolean;
  /** "within N km of" the place, as typed (the search rounds it to an allowed radius). */
  radiusKm?: number;
};

export function resolvePlaces(matches: PlaceMatch[]): ResolvedPlace {
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
  const placeMatch = localityMatch ?? (out.city ? cityMatch : undefined);
  if (placeMatch?.radiusKm !== undefined) out.radiusKm = placeMatch.radiusKm;
  return out;
}
