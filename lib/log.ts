import "server-only";
import pino from "pino";
import { env } from "@/lib/env";
import { traceFields } from "@/lib/tracing/spans";

/** JSON logs (pino); inside a trace every line carries its `trace_id` and `span_id`. */
export const log = pino({
  level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
  mixin: traceFields,
});
