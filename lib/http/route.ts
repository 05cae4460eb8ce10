import "server-only";
import {
  resolveActor,
  type Actor,
  type AdminActor,
  type SellerActor,
} from "@/lib/auth/current-user";
import { unstable_rethrow } from "next/navigation";
import { ForbiddenError } from "@/lib/auth/errors";
import { errorResponse } from "./errors";
import { assertNoNul } from "./nul-bytes";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Handler<C> = (args: C) => Promise<Response>;
type Base = { req: Request; params: Record<string, string | string[]> };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** State-changing requests from another site are refused (CSRF defence in depth). */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ForbiddenError("Cross-site request refused.");
  }
  if (!host || originHost !== host) throw new ForbiddenError("Cross-site request refused.");
}

/**
 * Refuses a NUL character in the path parameters, the query string or a JSON body with 400 and
 * the field's name, before any handler code runs (PostgreSQL text cannot hold U+0000).
 */
async function assertNoNulInput(req: Request, params: Record<string, string | string[]>) {
  assertNoNul(params);
  const url = new URL(req.url);
  if (url.search.includes("%00")) {
    assertNoNul(Object.fromEntries(url.searchParams));
  }
  if (req.body && req.headers.get("content-type")?.includes("json")) {
    const text = await req.clone().text();
    if (!text.includes("\\u0000")) return;
    try {
      assertNoNul(JSON.parse(text));
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
    }
  }
}

/** Wraps a route handler: same-origin check for writes, errors → JSON with the right status. */
export function route(handler: Handler<Base>) {
  return async (req: Request, context?: RouteContext): Promise<Response> => {
    try {
      assertSameOrigin(req);
      const params = context?.params ? await context.params : {};
      await assertNoNulInput(req, params);
      return await handler({ req, params });
    } catch (error) {
      // Next.js control flow (a prerender's bail-out at `next build`, redirect, notFound) passes
      // through; turning it into a JSON error would cache that error as the handler's answer.
      unstable_rethrow(error);
      return errorResponse(error);
    }
  };
}

/** Signed in (401 otherwise); the actor comes from resolveActor, as for server actions. */
export function withUser(handler: Handler<Base & { actor: Actor }>) {
  return route(async (base) => handler({ ...base, actor: await resolveActor("user") }));
}

/** A seller account (401 / 403 otherwise). */
export function withSeller(handler: Handler<Base & { seller: SellerActor }>) {
  return route(async (base) => handler({ ...base, seller: await resolveActor("seller") }));
}

/** An administrator (401 / 403 otherwise). */
export function withAdmin(handler: Handler<Base & { admin: AdminActor }>) {
  return route(async (base) => handler({ ...base, admin: await resolveActor("admin") }));
}
