import { env } from "@/lib/env";

/** The OTLP traces URL for a collector base URL (`…/v1/traces`, as the OTLP spec names it). */
export function otlpTracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, "")}/v1/traces`;
}

/**
 * Registers OpenTelemetry through @vercel/otel (Next.js's request spans, fetch spans, and the
 * `db.query` / `outbound …` spans of lib/tracing/spans.ts) with an OTLP exporter — only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise nothing is registered and spans cost a no-op.
 */
export async function registerTracing(): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  const { registerOTel, OTLPHttpProtoTraceExporter } = await import("@vercel/otel");
  registerOTel({
    serviceName: env.OTEL_SERVICE_NAME,
    traceExporter: new OTLPHttpProtoTraceExporter({
      url: otlpTracesUrl(env.OTEL_EXPORTER_OTLP_ENDPOINT),
    }),
  });
  return true;
}
