/**
 * Tokens of the free-text search parser: the lower-cased, split words of what was typed, and a
 * cursor over them that marks words as used so each is read once. Pure and isomorphic.
 */
import { readDevanagari } from "@/lib/search/hindi-words";

export const NUM_RE = /^\d+(?:\.\d+)?$/;
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
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
export function tokenize(text: string): string[] {
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

export type Phrase<T> = { words: string[]; value: T };

export function phrases<T>(entries: readonly (readonly [string, T])[]): Phrase<T>[] {
  return entries
    .map(([text, value]) => ({ words: text.split(" "), value }))
    .sort((a, b) => b.words.length - a.words.length);
}

export class Tokens {
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

/** A set from whitespace-separated words. */
export function wordSet(words: string): Set<string> {
  return new Set(words.trim().split(/\s+/));
}
