import "server-only";
import type { Instrumentation } from "next";
import { isClientAbortError, isDatabaseUnavailableError } from "@/lib/db/availability";
import { noteRequestError } from "@/lib/db/outage-watch";
import { log } from "@/lib/log";

type ErrorRequest = Parameters<Instrumentation.onRequestError>[1];
type ErrorContext = Parameters<Instrumentation.onRequestError>[2];

/**
 * Every error a request ends in that Next.js reports (instrumentation.ts's onRequestError): a
 * page's render, mostly, since the API's handlers and the server actions catch and log their
 * own (lib/http/errors.ts, lib/actions/define-action.ts). It goes to the app's JSON log with the
 * address, the route and the digest the visitor's error screen shows as its reference, so a
 * reported reference can be found; before, only Next.js's own stderr had it.
 * A lost database marks the process down (lib/db/outage-watch.ts, logged there once per outage,
 * not once per failing page); a client that left is not an error.
 */
export function noteFailedRequest(
  error: unknown,
  request: ErrorRequest,
  context: ErrorContext,
): void {
  noteRequestError(error);
  if (isDatabaseUnavailableError(error) || isClientAbortError(error)) return;
  const digest =
    typeof error === "object" && error !== null && "digest" in error
      ? String((error as { digest: unknown }).digest)
      : undefined;
  log.error(
    {
      err: error,
      digest,
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
    },
    "request failed",
  );
}
