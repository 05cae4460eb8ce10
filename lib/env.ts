import { z } from "zod";
import { gstinProblem } from "./validation/gstin";

/**
 * The one place that reads process.env. Every value has a default that makes
 * `npm start` work on a bare machine: embedded database, console SMS, sandbox payments,
 * local file storage, in-memory rate limits.
 */
const flag = z.enum(["true", "false", "1", "0", ""]).optional();
/** A switch that is off unless `true` or `1`. */
const bool = flag.transform((v) => v === "true" || v === "1");
/** A switch that is on unless `false` or `0`. */
const boolOn = flag.transform((v) => v !== "false" && v !== "0");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Public base URL, used for canonical links, sitemaps and Open Graph. */
  SITE_URL: z.string().url().default("http://localhost:3000"),
  /** PostgreSQL connection string. Empty → embedded PGlite. */
  DATABASE_URL: z.string().optional().default(""),
  /**
   * PostgreSQL time limits of the server's requests: connecting, one statement (also enforced on
   * the client, one second later, for a database that stops answering altogether) and a
   * transaction left idle. A request that runs into one answers 503 + Retry-After and marks the
   * database down until a probe answers. Background jobs (insights rollup) have their own pool.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /** Integration tests also run against this PostgreSQL server when set. */
  TEST_DATABASE_URL: z.string().optional().default(""),
  /**
   * Set by Jest's global setup (lib/testing/jest-global-setup.cjs): the folder where this run
   * keeps its migrated template databases. Empty → every test database migrates from scratch.
   */
  TEST_TEMPLATE_DIR: z.string().optional().default(""),
  /** Seed and runs per case of the fuzz suite (lib/http/__tests__/fuzz-suite.ts). */
  FUZZ_SEED: z.coerce.number().int().default(20261124),
  FUZZ_RUNS: z.coerce.number().int().min(1).default(6),
  /** PostgreSQL database for `npm run bench:search` (created if missing). */
  BENCH_DATABASE_URL: z.string().default("postgres://postgres@127.0.0.1:5432/landacre_bench"),
  /** Data directory of the embedded database. */
  PGLITE_DIR: z.string().default("./data/pglite"),
  /** Secret that signs session cookies. Required in production. */
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  /**
   * Reverse proxies in front of the app whose X-Forwarded-For entries are trusted. 0 (default):
   * no proxy, the client is the socket's address and X-Forwarded-For is ignored; N: the client
   * is the address the N-th proxy from us saw.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Redis for rate limits, pending page views and the Next.js page and data cache shared across
   * instances. Empty → in-memory, per process.
   */
  REDIS_URL: z.string().optional().default(""),
  /**
   * Who answers GET /api/messages/stream under `next start` / `next dev`: `node` (default), the
   * Node server before Next.js routes the request (lib/messages/stream-server.ts, a few KB per
   * open stream); `next`, the route handler, whose request state Next.js keeps (≈55 KB more per
   * open stream) while the stream is open. Same rules either way; `next` to compare, or as a
   * fallback.
   */
  MESSAGE_STREAM_SERVER: z.enum(["node", "next"]).default("node"),
  /** Prefix of the shared Next.js cache's Redis keys (one site per prefix on a shared Redis). */
  CACHE_KEY_PREFIX: z.string().min(1).default("landacre:cache"),
  /** How often counted page views are written to the database (one batch per interval). */
  VIEW_FLUSH_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * Megabytes the shared cache (pages and data, on Redis) may take: past it, the oldest entries
   * are deleted (lib/cache/cache-bound.ts); rate limits on the same Redis are never touched.
   */
  CACHE_MAX_MB: z.coerce.number().int().min(1).default(512),
  /**
   * Megabytes of rendered pages (HTML + RSC payload, ~0.4 MB per listing page) each server keeps
   * in memory. Next.js's default of 50 holds fewer than 200 listing pages, so a crawler walking
   * more than that renders every page again.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).default(1024),
  /** How often the server process expires listings past their 90 days; 0 → never (use cron). */
  LISTING_EXPIRY_INTERVAL_MS: z.coerce.number().int().nonnegative().default(300_000),
  /** How often the server runs the "Still available?" reconfirmation job (0: only cron). */
  RECONFIRM_INTERVAL_MS: z.coerce.number().int().nonnegative().default(3_600_000),
  /** How often the server process rebuilds the insights rollup; 0 → never (use cron). */
  INSIGHTS_REFRESH_INTERVAL_MS: z.coerce.number().int().nonnegative().default(21_600_000),
  /** How often the server process claims due background jobs (alerts, …) from the jobs table. */
  JOB_WORKER_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
  /** How long a claimed job is held before another worker may take it over (its worker died). */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).default(300_000),
  /** SMTP server for alert e-mails (smtp[s]://user:pass@host:port). Empty → console provider. */
  SMTP_URL: z.string().optional().default(""),
  /** Sender of alert e-mails. */
  EMAIL_FROM: z.string().default("LAND Acre <alerts@landacre.in>"),
  /**
   * `next build` keeps Turbopack's cache in .next/cache so the next build of this checkout is
   * quicker (on unless `false`). CI builds a fresh clone once and throws it away (.ci/run turns
   * it off): writing that cache is work no later build reads back.
   */
  BUILD_CACHE: boolOn,
  /**
   * `next start` gzips its responses (on unless `false`). Off where a reverse proxy or CDN in
   * front compresses, and for the browser tests' server: gzip was about a tenth of its CPU.
   */
  HTTP_COMPRESS: boolOn,
  /** Set by Next.js: `phase-production-build` while `next build` runs (no background jobs then). */
  NEXT_PHASE: z.string().optional().default(""),
  /** Integration tests also exercise the Redis rate-limit store on this server when set. */
  TEST_REDIS_URL: z.string().optional().default(""),
  /** SMS: console (dev outbox) | msg91 | twilio. */
  SMS_PROVIDER: z.enum(["console", "msg91", "twilio"]).default("console"),
  SMS_API_URL: z.string().optional().default(""),
  SMS_API_KEY: z.string().optional().default(""),
  SMS_SENDER_ID: z.string().optional().default("LNDACR"),
  /** MSG91 flow template id (the template holds the text and an `otp` variable). */
  SMS_TEMPLATE_ID: z.string().optional().default(""),
  /** Time limit for one call to the SMS gateway. */
  SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** DLT template ids of the conversation texts (India registers every SMS template). */
  SMS_TEMPLATE_NEW_ENQUIRY: z.string().optional().default(""),
  SMS_TEMPLATE_REPLY: z.string().optional().default(""),
  SMS_TEMPLATE_VISIT: z.string().optional().default(""),
  SMS_TEMPLATE_VISIT_REMINDER: z.string().optional().default(""),
  SMS_TEMPLATE_VISIT_CANCELLED: z.string().optional().default(""),
  /** WhatsApp Business Cloud API for the same notices; console (log only) by default. */
  WHATSAPP_PROVIDER: z.enum(["console", "cloud"]).default("console"),
  WHATSAPP_API_URL: z.string().optional().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_TOKEN: z.string().optional().default(""),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional().default(""),
  /** Payments: sandbox (local checkout page; refused on a real deployment) | razorpay. */
  PAYMENT_PROVIDER: z.enum(["sandbox", "razorpay"]).default("sandbox"),
  RAZORPAY_KEY_ID: z.string().optional().default(""),
  RAZORPAY_KEY_SECRET: z.string().optional().default(""),
  /** The secret set on the webhook in the Razorpay dashboard (signs X-Razorpay-Signature). */
  RAZORPAY_WEBHOOK_SECRET: z.string().optional().default(""),
  /** Razorpay's API host; tests point it at a local fake. */
  RAZORPAY_API_URL: z.string().url().default("https://api.razorpay.com"),
  /** Time limit for one call to the payment provider. */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /**
   * Our GSTIN, printed on invoices; its state code is our state for CGST + SGST. Empty → not
   * printed and our state is lib/site.ts's; required on a real deployment (businessGstin()).
   */
  BUSINESS_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .default("")
    .refine((v) => v === "" || gstinProblem(v) === null, "not a valid GSTIN (check character)"),
  /** Uploads: local | s3. */
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  UPLOAD_DIR: z.string().default("./data/uploads"),
  /** Private uploads (agents' verification documents), never served by /media. Empty → a
   * "private-uploads" folder beside UPLOAD_DIR. With STORAGE_DRIVER=s3 they go under private/. */
  PRIVATE_UPLOAD_DIR: z.string().optional().default(""),
  S3_BUCKET: z.string().optional().default(""),
  S3_REGION: z.string().optional().default("ap-south-1"),
  S3_ENDPOINT: z.string().optional().default(""),
  S3_ACCESS_KEY_ID: z.string().optional().default(""),
  S3_SECRET_ACCESS_KEY: z.string().optional().default(""),
  /** Public base URL (CDN) for stored photos; empty → the bucket's own URL. */
  S3_PUBLIC_URL: z.string().optional().default(""),
  /** Path-style object URLs (endpoint/bucket/key), needed by MinIO and most self-hosted stores. */
  S3_FORCE_PATH_STYLE: bool,
  /** Optional Nominatim-compatible reverse geocoder; empty → offline dataset only. */
  GEOCODER_URL: z.string().optional().default(""),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** Raster map tiles ({z}/{x}/{y}, optional {s} subdomains) the search and listing maps load. */
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** Attribution the tile provider requires, shown on every map (HTML). */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
  /** Demo accounts created by the seed (and the first admin). */
  DEMO_USER_EMAIL: z.string().email().default("buyer@landacre.in"),
  DEMO_USER_PASSWORD: z.string().default("Buyer@12345"),
  DEMO_SELLER_EMAIL: z.string().email().default("seller@landacre.in"),
  DEMO_SELLER_PASSWORD: z.string().default("Seller@12345"),
  ADMIN_EMAIL: z.string().email().default("admin@landacre.in"),
  ADMIN_PASSWORD: z.string().optional().default(""),
  /** Mobile number (E.164) of the first admin created from ADMIN_EMAIL / ADMIN_PASSWORD. */
  ADMIN_PHONE: z
    .string()
    .regex(/^\+91[6-9]\d{9}$/)
    .default("+919000000001"),
  /** Seed size for the first start of an empty embedded database. */
  SEED_PROPERTIES: z.coerce.number().int().nonnegative().default(3200),
  /** Expose the dev SMS outbox to tests (never honoured in production). */
  DEV_OUTBOX: bool,
  /**
   * Bearer token for GET /api/metrics (Prometheus). Empty → the route answers 404 (no metrics
   * exposed at all).
   */
  METRICS_TOKEN: z.string().optional().default(""),
  /**
   * Metrics on (the default) or off (`false`): off, no request is timed (the HTTP hook of
   * lib/metrics/http-hook.ts is not installed) and GET /api/metrics answers 404 even with a
   * METRICS_TOKEN. See {@link metricsEnabled}.
   */
  METRICS_ENABLED: boolOn,
  /**
   * Bearer token for GET /api/admin/backup, through which `npm run db:backup` asks a running
   * server on the embedded database for a consistent copy. Empty → the route answers 404.
   */
  BACKUP_TOKEN: z.string().optional().default(""),
  /**
   * OpenTelemetry collector (OTLP over HTTP, e.g. http://otel-collector:4318): traces of requests,
   * database queries and outbound calls are sent there. Empty → no tracing at all.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional().default(""),
  OTEL_SERVICE_NAME: z.string().min(1).default("landacre"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

function loadEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env: Env = loadEnv();

/** next-auth's base URL: NEXTAUTH_URL, or SITE_URL when it is not set. */
export function nextAuthUrlFor(config: Pick<Env, "NEXTAUTH_URL" | "SITE_URL">): string {
  return config.NEXTAUTH_URL ?? config.SITE_URL;
}

// next-auth reads NEXTAUTH_URL from the environment itself (its redirects, such as the one after
// "Sign out", are built on it, and without it on http://localhost:3000): give it SITE_URL.
process.env.NEXTAUTH_URL = nextAuthUrlFor(env);

export const isProduction = env.NODE_ENV === "production";

/** A real deployment: a production build served over https (not a local build under test). */
export const isPublicDeployment = isProduction && env.SITE_URL.startsWith("https://");

/** Session signing secret: a fixed development value unless production, where it must be set. */
export function sessionSecret(): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (isPublicDeployment) {
    throw new Error("NEXTAUTH_SECRET must be set in production");
  }
  return "land-acre-development-secret-change-me";
}

/** The demo admin password; used for the first admin only outside a real deployment. */
export const DEMO_ADMIN_PASSWORD = "Admin@12345";

/**
 * The first admin's password: ADMIN_PASSWORD when set; otherwise the demo one on a local or test
 * run, and none at all on a real deployment (no default password in production).
 */
export function initialAdminPasswordFor(
  adminPassword: string,
  publicDeployment: boolean,
): string | null {
  if (adminPassword) return adminPassword;
  return publicDeployment ? null : DEMO_ADMIN_PASSWORD;
}

/** The admin password for the first start (see initialAdminPasswordFor). */
export function initialAdminPassword(): string | null {
  return initialAdminPasswordFor(env.ADMIN_PASSWORD, isPublicDeployment);
}

/**
 * The console SMS provider prints codes to the log and delivers nothing: never on a real
 * deployment (set SMS_PROVIDER to msg91 or twilio there).
 */
export function consoleSmsAllowed(): boolean {
  return !isPublicDeployment;
}

/**
 * The sandbox payment provider takes no money and lets anyone "pay" on a local page: never on a
 * real deployment (set PAYMENT_PROVIDER=razorpay there).
 */
export function sandboxPaymentsAllowed(): boolean {
  return !isPublicDeployment;
}

/** Why the server must not start with this payment provider (null: it may). */
export function paymentProviderRefusal(
  provider: Env["PAYMENT_PROVIDER"],
  publicDeployment: boolean,
): string | null {
  if (provider !== "sandbox" || !publicDeployment) return null;
  return (
    "PAYMENT_PROVIDER=sandbox is refused on a real deployment (a production build with an " +
    "https:// SITE_URL): its keys are public, so anyone could sign a payment. Set " +
    "PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET."
  );
}

/** Throws the reason when this configuration must not serve (checked once at boot). */
export function assertDeployable(): void {
  const refusal = paymentProviderRefusal(env.PAYMENT_PROVIDER, isPublicDeployment);
  if (refusal) throw new Error(refusal);
}

/**
 * The console e-mail provider logs the message and delivers nothing: never on a real deployment
 * (set SMTP_URL there).
 */
export function consoleEmailAllowed(): boolean {
  return !isPublicDeployment;
}

/** The dev e-mail outbox (console provider) may be read by tests, never on a real deployment. */
export function devEmailOutboxEnabled(): boolean {
  return !env.SMTP_URL && !isPublicDeployment && (env.DEV_OUTBOX || !isProduction);
}

/**
 * Metrics are collected and served when switched on (METRICS_ENABLED, on by default) and
 * readable: without METRICS_TOKEN the route does not exist, so requests are not timed either.
 */
export function metricsEnabled(
  config: Pick<Env, "METRICS_ENABLED" | "METRICS_TOKEN"> = env,
): boolean {
  return config.METRICS_ENABLED && config.METRICS_TOKEN !== "";
}

/** The dev SMS outbox may be read (by tests) only when asked for and never on a real deployment. */
export function devOutboxEnabled(): boolean {
  return env.SMS_PROVIDER === "console" && !isPublicDeployment && (env.DEV_OUTBOX || !isProduction);
}

export const BUSINESS_GSTIN_MISSING =
  "BUSINESS_GSTIN must be set on a real deployment: tax invoices carry the supplier's GSTIN.";

/** Our GSTIN for tax invoices; on a real deployment invoicing refuses to start without it. */
export function businessGstinFor(value: string, publicDeployment: boolean): string {
  if (!value && publicDeployment) throw new Error(BUSINESS_GSTIN_MISSING);
  return value;
}

export function businessGstin(): string {
  return businessGstinFor(env.BUSINESS_GSTIN, isPublicDeployment);
}
