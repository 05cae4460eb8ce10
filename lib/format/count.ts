/**
 * A count and its noun in English, singular for one ("1 listing", "2 listings", "0 featured
 * listings"). `plural` for nouns that do not just take an "s" ("balcony" / "balconies").
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
