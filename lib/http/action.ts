import "server-only";
import { ZodError } from "zod";
import { AppError } from "@/lib/auth/errors";
import { log } from "@/lib/log";
import { fieldErrorsOf } from "./errors";

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
    return { ok: false, message: "Something went wrong. Please try again.", status: 500 };
  }
}
