import "server-only";
import { ZodError, type ZodType, type input as zodInput, type output as zodOutput } from "zod";
import { resolveActor, type ActorKind, type ActorOf } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { isClientAbortError } from "@/lib/db/availability";
import { noteRequestError } from "@/lib/db/outage-watch";
import { CLIENT_CLOSED_REQUEST, fieldErrorsOf, VALIDATION_MESSAGE } from "@/lib/http/errors";
import { nulError } from "@/lib/http/nul-bytes";
import { SERVICE_UNAVAILABLE_MESSAGE } from "@/lib/http/service-unavailable";
import { log } from "@/lib/log";
import type { ActionResult } from "./result";

/** What `run` gets: the parsed input, the input as the browser sent it, and the actor. */
export type ActionContext<S extends ZodType, K extends ActorKind> = {
  input: zodOutput<S>;
  /** As sent, for lib/ functions that parse their own input again. */
  clientInput: zodInput<S>;
  actor: ActorOf<K>;
};

export type ActionConfig<S extends ZodType, K extends ActorKind, T> = {
  /** Who may call it (ActorKind, lib/auth/current-user.ts), checked after the input, before `run`. */
  actor: K;
  /** The argument's schema; for an action of several arguments, a z.tuple of them. */
  schema: S;
  /** The work: call lib/ with the actor. Throw AppError (or a subclass) for the user's message. */
  run: (ctx: ActionContext<S, K>) => Promise<T>;
  /** The success message (toast), fixed or from the result and the parsed input. */
  success?: string | ((data: T, input: zodOutput<S>) => string | undefined);
};

export { VALIDATION_MESSAGE };

/** Path of a tuple action's field: the argument's index is dropped ("1.title" → "title"). */
function tupleFieldKey(key: string): string {
  return key.replace(/^\d+\./, "");
}

function fail(
  message: string,
  status: number,
  fieldErrors?: Record<string, string>,
  retryAfterSeconds?: number,
): ActionResult<never> {
  const result: ActionResult<never> = fieldErrors
    ? { ok: false, message, fieldErrors, status }
    : { ok: false, message, status };
  return retryAfterSeconds ? { ...result, retryAfterSeconds } : result;
}

/**
 * A refusal's Retry-After (429), carried in the answer: a server action's HTTP status is always
 * 200 in Next.js, so the wait travels in the body, as `retryAfterSeconds`.
 */
function retryAfterOf(error: AppError): number | undefined {
  const value = Number(error.headers?.["Retry-After"]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Maps what an action threw to its answer: domain errors keep their message, the rest is logged. */
function actionFailure(error: unknown): ActionResult<never> {
  if (error instanceof AppError) {
    return fail(error.message, error.status, error.fieldErrors, retryAfterOf(error));
  }
  // A lib/ function's own parse of data the action's schema let through.
  if (error instanceof ZodError) return fail(VALIDATION_MESSAGE, 400, fieldErrorsOf(error));
  if (error && typeof error === "object" && "digest" in error) throw error; // redirect()/notFound()
  if (isClientAbortError(error)) {
    // The browser left mid-call: nobody reads the answer, and nothing failed on our side.
    log.debug({ err: error }, "client closed the request");
    return fail(SERVICE_UNAVAILABLE_MESSAGE, CLIENT_CLOSED_REQUEST);
  }
  log.error({ err: error }, "unhandled error in server action");
  noteRequestError(error);
  return fail(SERVICE_UNAVAILABLE_MESSAGE, 503);
}

/** NUL characters first (PostgreSQL text cannot hold them), then the schema. */
function parseInput<S extends ZodType>(
  schema: S,
  raw: unknown,
  tuple: boolean,
): { ok: true; data: zodOutput<S> } | { ok: false; result: ActionResult<never> } {
  const key = (k: string) => (tuple ? tupleFieldKey(k) : k);
  const nul = nulError(raw, key);
  if (nul) return { ok: false, result: actionFailure(nul) };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const [k, message] of Object.entries(fieldErrorsOf(parsed.error))) {
    fieldErrors[key(k)] ??= message;
  }
  return { ok: false, result: fail(VALIDATION_MESSAGE, 400, fieldErrors) };
}

async function execute<S extends ZodType, K extends ActorKind, T>(
  config: ActionConfig<S, K, T>,
  raw: unknown,
  tuple: boolean,
): Promise<ActionResult<T>> {
  try {
    const parsed = parseInput(config.schema, raw, tuple);
    if (!parsed.ok) return parsed.result;
    const actor = await resolveActor(config.actor);
    const data = await config.run({ input: parsed.data, clientInput: raw as zodInput<S>, actor });
    const message =
      typeof config.success === "function" ? config.success(data, parsed.data) : config.success;
    return message === undefined ? { ok: true, data } : { ok: true, data, message };
  } catch (error) {
    return actionFailure(error);
  }
}

/**
 * A server action of one argument: schema in, actor checked, typed result out, errors mapped.
 * Export it from a `"use server"` file: `export const saveX = defineAction({ ... })`.
 */
export function defineAction<S extends ZodType, K extends ActorKind, T>(
  config: ActionConfig<S, K, T>,
): (input: zodInput<S>) => Promise<ActionResult<T>> {
  return (input) => execute(config, input, false);
}

/**
 * A server action of several (or no) arguments, described by a z.tuple schema: the browser
 * calls it as `action(a, b)`; field messages lose the argument's index ("1.title" → "title").
 */
export function defineArgsAction<
  S extends ZodType<unknown, readonly unknown[]>,
  K extends ActorKind,
  T,
>(
  config: ActionConfig<S, K, T>,
): (...args: Extract<zodInput<S>, readonly unknown[]>) => Promise<ActionResult<T>> {
  return (...args) => execute(config, args, true);
}
