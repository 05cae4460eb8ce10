/** The message a cross-site write is refused with (JSON handlers and server actions alike). */
export const CROSS_SITE_REFUSED = "Cross-site request refused.";

/** Methods that change nothing: no origin check, no body read. */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The host a request was sent to, as Next.js reads it for its server-action check: the first
 * X-Forwarded-Host entry (the trusted proxy's), else Host.
 */
function requestHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || headers.get("host");
}

/**
 * Whether a state-changing request comes from another site (CSRF): its Origin names another host
 * than the one it was sent to, or is not an address at all (`null`, from a sandboxed frame). A
 * request without Origin is not a browser's cross-site write and passes.
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const host = requestHost(req.headers);
  try {
    return !host || new URL(origin).host !== host;
  } catch {
    return true;
  }
}
