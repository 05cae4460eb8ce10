import { AppError } from "@/lib/auth/errors";

/** "Too many attempts. Please try again in N minutes." (N rounded up, at least 1). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** 429 with Retry-After (seconds). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = tooManyAttemptsMessage(retryAfterSeconds),
  ) {
    super(message, 429, undefined, { "Retry-After": String(retryAfterSeconds) });
    this.name = "RateLimitedError";
  }
}
