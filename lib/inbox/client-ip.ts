import "server-only";
import { headers } from "next/headers";

/**
 * The caller's IP address for rate limiting ("unknown" when absent). The last X-Forwarded-For
 * entry is the one added by the proxy nearest to us; earlier entries are whatever the client sent.
 */
export async function readClientIp(): Promise<string> {
  const h = await headers();
  const forwarded = h.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || h.get("x-real-ip")?.trim() || "unknown";
}
