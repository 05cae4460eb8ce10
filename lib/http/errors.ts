import "server-only";
import { ZodError, type output as zodOutput, type ZodType } from "zod";
import { AppError } from "@/lib/auth/errors";
import { isClientAbortError } from "@/lib/db/availability";
import { noteRequestError } from "@/lib/db/outage-watch";
import { log } from "@/lib/log";
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from "./service-unavailable";

/**
 * 503 + Retry-After with a readable JSON message: what any API answers while the database is down.
 * `cause`, the error the request ended in, marks the database down when it was a lost connection.
 */
export function serviceUnavailable(
  message: string = SERVICE_UNAVAILABLE_MESSAGE,
  cause?: unknown,
): Response {
  if (cause !== undefined) noteRequestError(cause);
  return Response.json(
    { message },
    {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  );
}

/**
 * The status a request ends with when its client left mid-request (nginx's "client closed
 * request"): nobody reads it, but logs and metrics tell it from a refusal or a failure.
 */
export const CLIENT_CLOSED_REQUEST = 499;

export type ErrorBody = { message: string; errors?: Record<string, string> };

/** What a refused form says above its field messages (server actions and form routes alike). */
export const VALIDATION_MESSAGE = "Please correct the highlighted fields.";

/**
 * A form's input parsed by its schema, or a 400 with the form's message and one message per
 * field (`{message, errors}`), as a server action answers a form it refuses.
 */
export function parseFormInput<S extends ZodType>(schema: S, raw: unknown): zodOutput<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new AppError(VALIDATION_MESSAGE, 400, fieldErrorsOf(parsed.error));
}

/** Field → first message, from a zod error. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** Turns anything thrown by a handler into a JSON answer; never leaks internals. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return Response.json(body, { status: error.status, headers: error.headers });
  }
  if (error instanceof ZodError) {
    const errors = fieldErrorsOf(error);
    const [field, message] = Object.entries(errors)[0] ?? ["_", "Invalid input"];
    return Response.json(
      { message: field === "_" ? message : `${field}: ${message}`, errors },
      { status: 400 },
    );
  }
  // By name too: a body parser from another realm (undici, a test VM) throws its own SyntaxError.
  if (
    error instanceof SyntaxError ||
    (typeof error === "object" && error !== null && "name" in error && error.name === "SyntaxError")
  ) {
    return Response.json({ message: "The request body must be valid JSON." }, { status: 400 });
  }
  if (isClientAbortError(error)) {
    // The client left mid-request (its body cut off): not a failure of ours, and nobody listens.
    log.debug({ err: error }, "client closed the request");
    return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  }
  log.error({ err: error }, "unhandled error in route handler");
  return serviceUnavailable(SERVICE_UNAVAILABLE_MESSAGE, error);
}
