import "server-only";
import { headers } from "next/headers";

/** The caller's IP address as the proxy in front of the app reports it ("unknown" when absent). */
export async function readClientIp(): Promise<string> {
  const h = await headers();
  const forwarded = h.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || h.get("x-real-ip")?.trim() || "unknown";
}
