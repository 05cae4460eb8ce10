import type { SearchBasePath } from "@/lib/search/search-url";

/** The URL for the form's current values: repeated fields joined by commas, page back to 1. */
export function formHref(form: HTMLFormElement, basePath: SearchBasePath): string {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const key of [
    "propertyType",
    "transactionType",
    "page",
    "city",
    "state",
    "locality",
    "searchQuery",
  ]) {
    params.set(key, key === "page" ? "1" : String(data.get(key) ?? ""));
  }
  const seen = new Set(params.keys());
  for (const key of new Set(data.keys())) {
    if (seen.has(key)) continue;
    const value = data
      .getAll(key)
      .map(String)
      .filter((v) => v !== "")
      .join(",");
    if (value) params.set(key, value);
  }
  return `${basePath}?${params.toString()}`;
}
