import { SpanKind, SpanStatusCode, trace, type Attributes } from "@opentelemetry/api";

/**
 * Spans through the OpenTelemetry API. Until instrumentation.ts registers an SDK (only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set) the API's tracer does nothing, at the cost of a call.
 */
const tracer = () => trace.getTracer("landacre");

/** Runs `fn` inside a client span (a database query, a call to an outside service). */
export function inSpan<T>(name: string, attributes: Attributes, fn: () => T): T {
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, (span) => {
    let result: T;
    try {
      result = fn();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      throw error;
    }
    if (result instanceof Promise) {
      result.then(
        () => span.end(),
        (error: unknown) => {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      );
    } else span.end();
    return result;
  });
}

/** The active span's ids for a log line (pino mixin), or nothing outside a trace. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * Starts a client span under the active one and answers the function that ends it (for work
 * that finishes through a callback, such as a pg query).
 */
export function startClientSpan(name: string, attributes: Attributes): (error?: unknown) => void {
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes });
  return (error) => {
    if (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
}
