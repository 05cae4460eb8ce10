import "server-only";
import { limiter } from "@/lib/rate-limit/limiter";

/**
 * One login attempt for an e-mail from an address: at most 10 per 15 minutes per e-mail +
 * address, and 30 per e-mail whatever the address (more addresses do not buy more guesses).
 * Throws RateLimitedError (429) when over. Shared by POST /api/users/login, the login server
 * actions and next-auth's credentials sign-in.
 */
export async function takeLoginAttempt(email: string, ip: string): Promise<void> {
  await limiter("login").consume(`${email}|${ip}`);
  await limiter("loginAccount").consume(email);
}

/** After a successful sign-in, earlier failures of this e-mail stop counting. */
export async function clearLoginAttempts(email: string, ip: string): Promise<void> {
  await Promise.all([
    limiter("login").reset(`${email}|${ip}`),
    limiter("loginAccount").reset(email),
  ]);
}
