import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import {
  context,
  ROOT_CONTEXT,
  trace,
  type Context,
  type ContextManager,
} from "@opentelemetry/api";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import pino from "pino";
import { sql } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { timedOutbound } from "@/lib/metrics/registry";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { otlpTracesUrl } from "../register-tracing";
import { traceFields } from "../spans";

/** What @vercel/otel installs in a server: the active span follows async work. */
class AsyncContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  active = () => this.storage.getStore() ?? ROOT_CONTEXT;
  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    ctx: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run(ctx, () => fn.apply(thisArg, args));
  }
  bind = <T>(_ctx: Context, target: T) => target;
  enable = () => this;
  disable = () => this;
}

const exporter = new InMemorySpanExporter();

beforeAll(() => {
  context.setGlobalContextManager(new AsyncContextManager());
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
});
afterAll(() => {
  trace.disable();
  context.disable();
});

describe.each(TEST_ENGINES)("traces on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));

  it("records database queries and outbound calls as spans of the request's trace", async () => {
    exporter.reset();
    const tracer = trace.getTracer("test");
    const traceId = await tracer.startActiveSpan("GET /property/[slug]", async (root) => {
      await handle.db.execute(sql`select 1 as one`);
      await timedOutbound("sms", "msg91", async () => "sent");
      await timedOutbound("email", "smtp", async () => {
        throw new Error("SMTP down");
      }).catch(() => undefined);
      root.end();
      return root.spanContext().traceId;
    });
    const spans = exporter.getFinishedSpans();
    const query = spans.find(
      (s) => s.name === "db.query" && String(s.attributes["db.statement"]).includes("select 1"),
    );
    expect(query?.spanContext().traceId).toBe(traceId);
    expect(query?.attributes["db.system"]).toBe("postgresql");
    const sms = spans.find((s) => s.name === "outbound sms");
    expect(sms?.attributes["landacre.provider"]).toBe("msg91");
    expect(sms?.spanContext().traceId).toBe(traceId);
    expect(spans.find((s) => s.name === "outbound email")?.status.code).toBe(2); // ERROR
  });
});

describe("log lines", () => {
  it("carry the trace and span id inside a trace, nothing outside", () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ mixin: traceFields }, sink);
    logger.info("outside");
    trace.getTracer("test").startActiveSpan("request", (span) => {
      logger.info("inside");
      span.end();
    });
    expect(lines[0]).not.toHaveProperty("trace_id");
    expect(lines[1]).toMatchObject({
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it("sends OTLP to the collector's /v1/traces", () => {
    expect(otlpTracesUrl("http://collector:4318/")).toBe("http://collector:4318/v1/traces");
  });
});
