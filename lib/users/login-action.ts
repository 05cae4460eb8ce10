import "server-only";
import { setSessionCookie } from "@/lib/auth/session-cookie";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { loginSchema } from "@/lib/validation/auth";
import { loginUser, type LoginArea } from "./login-user";
import type { PublicUser } from "./public-user";
import { actionClientIp } from "./request-context";

export type AreaLogin = { user: PublicUser; redirectTo: string };

/**
 * The seller and admin login actions: check the credentials for the area, start the cookie
 * session, and say where to go (a safe `next` in the area, the area's home, or — for a buyer at
 * the seller door — the page that sets up a seller profile).
 */
export async function loginForArea(
  input: unknown,
  next: string | undefined,
  area: Exclude<LoginArea, "public">,
  options: { prefixes: readonly string[]; home: string },
): Promise<AreaLogin> {
  const credentials = loginSchema.parse(input);
  const result = await loginUser(credentials, { ip: await actionClientIp(), area });
  await setSessionCookie(result.token);
  const redirectTo = result.needsSellerProfile
    ? "/saller/signup"
    : safeNextPath(next, options.prefixes, options.home);
  return { user: result.user, redirectTo };
}
