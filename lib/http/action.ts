import "server-only";
import { ZodError, type ZodType, type output } from "zod";
import { AppError } from "@/lib/auth/errors";
import { log } from "@/lib/log";
import { noteRequestError } from "@/lib/db/outage-watch";
import { fieldErrorsOf } from "./errors";
import { SERVICE_UNAVAILABLE_MESSAGE } from "./service-unavailable";
import { assertNoNul } from "./nul-bytes";

/**
 * An action's arguments, checked before anything else runs: no NUL character anywhere (400 with
 * the field), then the schema (ZodError → 400 with field messages). Call it first inside
 * runAction, with a tuple schema for actions that take several arguments.
 */
export function parseActionInput<S extends ZodType>(schema: S, raw: unknown): output<S> {
  assertNoNul(raw);
  return schema.parse(raw);
}

/** What every server action returns: user mistakes come back as messages, never as throws. */
export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string>; status: number };

export async function runAction<T>(
  fn: () => Promise<T>,
  successMessage?: string,
): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await fn(), message: successMessage };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        message: error.message,
        fieldErrors: error.fieldErrors,
        status: error.status,
      };
    }
    if (error instanceof ZodError) {
      return {
        ok: false,
        message: "Please correct the highlighted fields.",
        fieldErrors: fieldErrorsOf(error),
        status: 400,
      };
    }
    if (error && typeof error === "object" && "digest" in error) throw error; // redirect()/notFound()
    log.error({ err: error }, "unhandled error in server action");
    noteRequestError(error);
    return { ok: false, message: SERVICE_UNAVAILABLE_MESSAGE, status: 503 };
  }
}
