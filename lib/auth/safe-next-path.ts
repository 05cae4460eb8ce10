/**
 * A `?next=` target we may redirect to after login: a same-site path under one of the allowed
 * prefixes. Anything else (absolute URLs, //host, backslashes, other areas) falls back.
 */
export function safeNextPath(
  value: string | null | undefined,
  allowedPrefixes: readonly string[],
  fallback: string,
): string {
  if (!value || typeof value !== "string" || value.length > 512) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://localhost");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://localhost") return fallback;
  const allowed = allowedPrefixes.some(
    (prefix) => prefix === "/" || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
  );
  return allowed ? `${url.pathname}${url.search}` : fallback;
}

/** Where the seller login may send someone back to. */
export const SELLER_NEXT_PREFIXES = [
  "/saller",
  "/post-property",
  "/post_a_property",
  "/post-project",
];
/** Where the admin login may send someone back to. */
export const ADMIN_NEXT_PREFIXES = ["/admin"];
