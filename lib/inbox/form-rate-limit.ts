import "server-only";
import { RateLimitedError } from "@/lib/rate-limit/errors";
import { limiter } from "@/lib/rate-limit/limiter";
import { countOf } from "@/lib/format/count";

/** What a sender over a form limit reads. */
export function formLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent several requests in a short time. Please try again in ${countOf(minutes, "minute")}.`;
}

/**
 * Counts one request of the public request forms against the shared limits
 * (lib/rate-limit/policies.ts: `formIpPhone`, `formIp`, `formPhone`; in Redis when REDIS_URL is
 * set, so every instance counts together). Throws RateLimitedError (429 + Retry-After) once
 * any of them is used up.
 */
export async function consumeFormRateLimit(clientIp: string, phone: string): Promise<void> {
  const ip = clientIp || "unknown";
  try {
    await limiter("formIpPhone").consume(`${ip}|${phone}`);
    await limiter("formIp").consume(ip);
    await limiter("formPhone").consume(phone);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      throw new RateLimitedError(
        error.retryAfterSeconds,
        formLimitMessage(error.retryAfterSeconds),
      );
    }
    throw error;
  }
}
