import "server-only";
import { headers } from "next/headers";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";

/** The caller's IP inside a server action or page (for rate limits). */
export async function actionClientIp(): Promise<string> {
  return clientIpFrom(await headers());
}
