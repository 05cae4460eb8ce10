/**
 * The client's address for rate limits. Next sets X-Forwarded-For to the socket address when
 * it is absent; a reverse proxy appends the address it saw, so the last entry is the one the
 * nearest hop vouches for.
 */
export function clientIpFrom(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  if (last) return last;
  return headers.get("x-real-ip")?.trim() || "unknown";
}
