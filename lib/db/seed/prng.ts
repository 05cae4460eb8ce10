/**
 * Deterministic pseudo-random numbers for the demo data. Every generated thing draws from its
 * own stream (`rngFor("property", 123)`), so listing 123 is the same on every run and every
 * machine, whatever was generated before it.
 */

/** 32-bit FNV-1a hash of a string. */
export function hash32(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** Float in [min, max). */
  float: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight: [[value, weight], …]. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** `count` distinct items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
};

/** mulberry32: small, fast, good enough for demo data (not for secrets). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.max(0, Math.min(count, copy.length)));
    },
  };
}

/** The stream for one named thing, e.g. `rngFor("property", 42)`. */
export function rngFor(namespace: string, index: number | string = 0): Rng {
  return createRng(hash32(`land-acre:${namespace}:${index}`));
}

const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A Razorpay-looking id: `order_` / `pay_` + 14 base-62 characters. */
export function providerId(rng: Rng, prefix: "order" | "pay"): string {
  let id = "";
  for (let i = 0; i < 14; i++) id += ID_ALPHABET[rng.int(0, ID_ALPHABET.length - 1)];
  return `${prefix}_${id}`;
}
