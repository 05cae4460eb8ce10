import { timingSafeEqual } from "node:crypto";

/** Constant-time check of `Authorization: Bearer <token>` against a configured token. */
export function bearerMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An operator's endpoint behind a token from the environment: 404 when the token is unset (the
 * endpoint does not exist), 401 with no data for a missing or wrong token, otherwise null.
 */
export function refuseWithoutToken(req: Request, token: string, realm: string): Response | null {
  if (!token) return Response.json({ message: "Not found." }, { status: 404 });
  if (bearerMatches(req.headers.get("authorization"), token)) return null;
  return Response.json(
    { message: `A valid ${realm} token is required.` },
    { status: 401, headers: { "WWW-Authenticate": `Bearer realm="${realm}"` } },
  );
}
