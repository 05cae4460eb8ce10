/** URL search params as Next.js hands them to pages → one string per key (the first value). */
export type RawSearchParams = Record<string, string | string[] | undefined>;

export function firstValues(params: RawSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== "") out[key] = first;
  }
  return out;
}

/** The same params with some replaced (undefined removes a key), as a query string with "?". */
export function withParams(
  params: Record<string, string>,
  changes: Record<string, string | number | undefined>,
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}
