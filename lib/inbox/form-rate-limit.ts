import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "@/lib/auth/errors";

/**
 * A light limit on the public request forms: 5 requests per 10 minutes for one phone number
 * from one IP address; 30 per 10 minutes from one IP address whatever the phone; 10 per
 * 10 minutes for one phone number whatever the address (so a forged address does not help).
 * In-process memory: each app instance counts on its own (lib/rate-limit, shared through Redis,
 * can replace this when it lands).
 */
export const FORM_LIMITS = {
  perIpAndPhone: { points: 5, duration: 600 },
  perIp: { points: 30, duration: 600 },
  perPhone: { points: 10, duration: 600 },
} as const;

function createLimiters() {
  return {
    perIpAndPhone: new RateLimiterMemory({
      keyPrefix: "contact-form:ip-phone",
      ...FORM_LIMITS.perIpAndPhone,
    }),
    perIp: new RateLimiterMemory({ keyPrefix: "contact-form:ip", ...FORM_LIMITS.perIp }),
    perPhone: new RateLimiterMemory({ keyPrefix: "contact-form:phone", ...FORM_LIMITS.perPhone }),
  };
}

let limiters = createLimiters();

export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `You have sent several requests in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      429,
      undefined,
      { "Retry-After": String(retryAfterSeconds) },
    );
    this.name = "TooManyRequestsError";
  }
}

/** Counts one request; throws TooManyRequestsError once either limit is used up. */
export async function consumeFormRateLimit(clientIp: string, phone: string): Promise<void> {
  const ip = clientIp || "unknown";
  try {
    await limiters.perIpAndPhone.consume(`${ip}|${phone}`);
    await limiters.perIp.consume(ip);
    await limiters.perPhone.consume(phone);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw new TooManyRequestsError(Math.ceil(rejection.msBeforeNext / 1000));
    }
    throw rejection;
  }
}

/** Forgets every count (tests). */
export function resetFormRateLimits(): void {
  limiters = createLimiters();
}
