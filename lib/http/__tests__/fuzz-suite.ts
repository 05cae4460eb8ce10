/**
 * Keeps the security review's findings closed: a seeded property-based run (fast-check) over
 * every route handler and every server action, signed out and as each role, with malformed
 * JSON, wrong types, NUL characters, huge strings, broken %-escapes and numbers out of range.
 * The properties: never a 5xx, and a refused request (4xx) changes no row.
 * A failure prints its seed and path; rerun with FUZZ_SEED=<seed> to reproduce.
 * Two test files run it, fuzz-routes.test.ts and fuzz-actions.test.ts, so Jest's two workers
 * share the work.
 */
import { env } from "@/lib/env";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import * as accountActions from "@/lib/admin/accounts/actions";
import * as adminActions from "@/lib/admin/actions";
import * as moderationActions from "@/lib/admin/listings/actions";
import * as planActions from "@/lib/plans/actions";
import * as paymentActions from "@/lib/payments/actions";
import * as invoicePdf from "@/app/api/invoices/[id]/route";
import * as creditNotePdf from "@/app/api/credit-notes/[id]/route";
import * as razorpayWebhook from "@/app/api/payments/razorpay/webhook/route";
import * as adminPasswordActions from "@/app/(admin)/admin/change-password/actions";
import * as adminLoginActions from "@/app/(admin)/admin/login/actions";
import * as profileActions from "@/app/[locale]/(public)/profile/actions";
import * as alertActions from "@/app/[locale]/(public)/profile/alert-actions";
import * as unsubscribeActions from "@/app/[locale]/(public)/alerts/unsubscribe/actions";
import * as unsubscribeRoute from "@/app/api/alerts/unsubscribe/route";
import * as devEmailOutbox from "@/app/api/dev/email-outbox/route";
import * as saveSearchAction from "@/lib/alerts/actions";
import * as reviewActions from "@/lib/reviews/actions";
import * as visitorAction from "@/lib/users/actions";
import * as sellerLoginActions from "@/app/[locale]/(saller)/saller/(entry)/login/actions";
import * as sellerSignupActions from "@/app/[locale]/(saller)/saller/(entry)/signup/actions";
import * as sellerPasswordActions from "@/app/[locale]/(saller)/saller/(workspace)/change-password/actions";
import * as projectActions from "@/lib/projects/actions";
import * as propertyActions from "@/lib/listings/actions";
import * as sellerProfileActions from "@/app/[locale]/(saller)/saller/(workspace)/update-profile/actions";
import * as verificationActions from "@/lib/seller/actions";
import * as paymentsExport from "@/app/api/admin/payments/export/route";
import * as devOutbox from "@/app/api/dev/outbox/route";
import * as reverseGeo from "@/app/api/geolocation/reverse/route";
import * as cityProperties from "@/app/api/properties/city/[city]/route";
import * as featured from "@/app/api/properties/featured/route";
import * as search from "@/app/api/properties/search/route";
import * as mapMarkers from "@/app/api/properties/map/route";
import * as sellerDocuments from "@/app/api/seller/documents/[...key]/route";
import * as leadsExport from "@/app/api/seller/leads/export/route";
import * as leads from "@/app/api/seller/leads/route";
import * as leadsUnread from "@/app/api/seller/leads/unread/route";
import * as localities from "@/app/api/seller/localities/route";
import * as notifications from "@/app/api/seller/notifications/route";
import * as sellerProperties from "@/app/api/seller/properties/route";
import * as documentUpload from "@/app/api/seller/uploads/document/route";
import * as photoUpload from "@/app/api/seller/uploads/photo/route";
import * as avatars from "@/app/api/users/avatars/route";
import * as login from "@/app/api/users/login/route";
import * as logout from "@/app/api/users/logout/route";
import * as me from "@/app/api/users/me/route";
import * as myData from "@/app/api/users/me/data/route";
import * as privacyActions from "@/lib/privacy/actions";
import * as resendOtp from "@/app/api/users/register/resend-otp/route";
import * as register from "@/app/api/users/register/route";
import * as verifyOtp from "@/app/api/users/register/verify-otp/route";
import * as publicEnquiryActions from "@/lib/leads/actions";
import * as enquiries from "@/app/api/enquiries/route";
import * as enquiryOtp from "@/app/api/enquiries/otp/route";
import * as enquiryConfirm from "@/app/api/enquiries/confirm/route";
import * as guestAccessOtp from "@/app/api/messages/guest-access/otp/route";
import * as guestAccessConfirm from "@/app/api/messages/guest-access/confirm/route";
import * as favouriteActions from "@/lib/favourites/actions";
import * as reportActions from "@/lib/reports/actions";
import { encodeSessionToken, SESSION_COOKIE_NAME } from "@/lib/auth/session-token";
import type { DbHandle } from "@/lib/db/client";
import * as contactAction from "@/lib/inbox/actions";
import * as notificationActions from "@/lib/notifications/actions";
import * as messageActions from "@/lib/messages/actions";
import * as threadMessages from "@/app/api/messages/threads/[id]/messages/route";
import * as threadSeen from "@/app/api/messages/threads/[id]/seen/route";
import * as unreadMessages from "@/app/api/messages/unread/route";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { createVerifiedUser } from "@/lib/users/__tests__/account-helpers";

const mockJar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
    set: () => undefined,
    delete: () => undefined,
  }),
  headers: async () => new Headers({ host: "127.0.0.1:3000" }),
}));
jest.mock("next/cache", () => ({
  cacheLife: () => undefined,
  cacheTag: () => undefined,
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
  refresh: () => undefined,
}));
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => undefined,
  after: () => undefined,
}));

const SEED = env.FUZZ_SEED;
/** Cases per handler or action and role; the whole file stays well under two minutes. */
const RUNS = env.FUZZ_RUNS;

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, unknown>> },
) => Promise<Response>;
type RouteModule = Record<string, unknown>;

const ROUTES: Record<string, { module: RouteModule; params?: string[]; catchAll?: boolean }> = {
  "/api/admin/payments/export": { module: paymentsExport },
  "/api/invoices/[id]": { module: invoicePdf, params: ["id"] },
  "/api/credit-notes/[id]": { module: creditNotePdf, params: ["id"] },
  "/api/payments/razorpay/webhook": { module: razorpayWebhook },
  "/api/dev/outbox": { module: devOutbox },
  "/api/dev/email-outbox": { module: devEmailOutbox },
  "/api/alerts/unsubscribe": { module: unsubscribeRoute },
  "/api/geolocation/reverse": { module: reverseGeo },
  "/api/properties/city/[city]": { module: cityProperties, params: ["city"] },
  "/api/properties/featured": { module: featured },
  "/api/properties/search": { module: search },
  "/api/properties/map": { module: mapMarkers },
  "/api/seller/documents/[...key]": { module: sellerDocuments, params: ["key"], catchAll: true },
  "/api/seller/leads/export": { module: leadsExport },
  "/api/seller/leads": { module: leads },
  "/api/seller/leads/unread": { module: leadsUnread },
  "/api/seller/localities": { module: localities },
  "/api/seller/notifications": { module: notifications },
  "/api/seller/properties": { module: sellerProperties },
  "/api/seller/uploads/document": { module: documentUpload },
  "/api/seller/uploads/photo": { module: photoUpload },
  "/api/users/avatars": { module: avatars },
  "/api/users/login": { module: login },
  "/api/users/logout": { module: logout },
  "/api/users/me": { module: me },
  "/api/users/me/data": { module: myData },
  "/api/users/register/resend-otp": { module: resendOtp },
  "/api/users/register": { module: register },
  "/api/users/register/verify-otp": { module: verifyOtp },
  "/api/messages/threads/[id]/messages": { module: threadMessages, params: ["id"] },
  "/api/messages/threads/[id]/seen": { module: threadSeen, params: ["id"] },
  "/api/messages/unread": { module: unreadMessages },
  "/api/enquiries": { module: enquiries },
  "/api/enquiries/otp": { module: enquiryOtp },
  "/api/enquiries/confirm": { module: enquiryConfirm },
  "/api/messages/guest-access/otp": { module: guestAccessOtp },
  "/api/messages/guest-access/confirm": { module: guestAccessConfirm },
};

const ACTION_MODULES: Record<string, RouteModule> = {
  accountActions,
  adminActions,
  moderationActions,
  planActions,
  paymentActions,
  adminPasswordActions,
  adminLoginActions,
  profileActions,
  alertActions,
  unsubscribeActions,
  saveSearchAction,
  sellerLoginActions,
  sellerSignupActions,
  sellerPasswordActions,
  projectActions,
  propertyActions,
  sellerProfileActions,
  verificationActions,
  publicEnquiryActions,
  favouriteActions,
  reportActions,
  reviewActions,
  visitorAction,
  contactAction,
  notificationActions,
  privacyActions,
  messageActions,
};

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

// ---- hostile values -------------------------------------------------------------------------
const nasty = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "%",
  "%E0%A4%A",
  "%00",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "\uD800",
  "x".repeat(100_000),
  "९८७६५४३२१०",
);
const badNumber = fc.constantFrom(
  -1,
  0,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  0.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
);
const scalar = fc.oneof(
  nasty,
  badNumber,
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("node"), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(
          "id",
          "email",
          "password",
          "phoneNumber",
          "otp",
          "q",
          "city",
          "status",
          "title",
          "userId",
        ),
        fc.string({ maxLength: 8 }),
      ),
      tie("node"),
      { maxKeys: 4 },
    ),
  ),
})).node;
const textSegment = fc.oneof(nasty, fc.string({ maxLength: 12 }), badNumber.map(String));

const body = fc.oneof(
  fc.constant(undefined),
  value.map((v) => ({ type: "application/json", text: JSON.stringify(v) ?? "null" })),
  fc.constantFrom("{", '{"a":', "[1,2", "nul", "\u0000", '{"a":"\\u0000"}').map((text) => ({
    type: "application/json",
    text,
  })),
  fc.string({ maxLength: 50 }).map((text) => ({ type: "multipart/form-data; boundary=x", text })),
);
const query = fc.array(
  fc.tuple(
    fc.constantFrom(
      "q",
      "city",
      "page",
      "limit",
      "status",
      "lat",
      "lon",
      "phone",
      "from",
      "to",
      "sort",
      "id",
    ),
    textSegment,
  ),
  { maxLength: 4 },
);
const request = fc.record({
  method: fc.constantFrom(...METHODS),
  query,
  body,
  param: textSegment,
});

// ---- roles ------------------------------------------------------------------------------------
type Role = "signed out" | "buyer" | "agent" | "builder" | "admin";
const ROLES: Role[] = ["signed out", "buyer", "agent", "builder", "admin"];

export function fuzzSuite(part: "route handlers" | "server actions"): void {
  describe.each(TEST_ENGINES)(`fuzz: ${part} on %s`, (engine) => {
    let handle: DbHandle;
    const tokens = new Map<Role, string>();

    beforeAll(async () => {
      handle = await useTestDatabase(engine);
      const make = async (role: Role) => {
        if (role === "signed out") return;
        const dbRole = role === "buyer" ? "user" : role === "admin" ? "admin" : "seller";
        const account = await createVerifiedUser(handle, {
          password: "Fuzz-Tamarind-90",
          role: dbRole,
          sellerKind: role === "agent" ? "agent" : role === "builder" ? "builder" : undefined,
        });
        tokens.set(
          role,
          await encodeSessionToken({
            sub: String(account.id),
            role: dbRole,
            tv: account.row.tokenVersion,
            name: "Fuzz",
          }),
        );
      };
      for (const role of ROLES) await make(role);
      await watchWrites();
      // The watcher itself must see a change, or every "changes nothing" below would hold trivially.
      const start = await writesSoFar();
      await handle.db.execute(
        sql`update users set first_name = first_name || '.' where id = (select min(id) from users)`,
      );
      expect(Number(await writesSoFar())).toBe(Number(start) + 1);
      // Four password hashes and the first file's module loading: over a minute on a busy machine.
    }, 180_000);
    afterAll(() => releaseTestDatabase(handle));

    function actAs(role: Role) {
      mockJar.clear();
      const token = tokens.get(role);
      if (token) mockJar.set(SESSION_COOKIE_NAME, token);
      resetLimitersForTesting();
    }

    /**
     * Counts committed row changes in every table (OTP tries and the SMS outbox change by
     * design): row triggers bump one counter, in the writer's transaction, so a rolled-back
     * write counts nothing and an update to the same values counts nothing. One small read per
     * case instead of hashing every table twice.
     */
    async function watchWrites(): Promise<void> {
      const { rows: tables } = await handle.db.execute<{ name: string }>(sql`
      select tablename as name from pg_tables
      where schemaname = 'public' and tablename not in ('otp_codes', 'sms_outbox')`);
      await handle.db.execute(sql`create table fuzz_writes (n bigint not null)`);
      await handle.db.execute(sql`insert into fuzz_writes values (0)`);
      await handle.db.execute(sql`
      create function fuzz_count_write() returns trigger language plpgsql as $$
      begin update fuzz_writes set n = n + 1; return null; end $$`);
      for (const { name } of tables) {
        const table = sql.identifier(name);
        await handle.db.execute(
          sql`create trigger fuzz_watch_rows after insert or delete on ${table}
              for each row execute function fuzz_count_write()`,
        );
        await handle.db.execute(
          sql`create trigger fuzz_watch_updates after update on ${table}
              for each row when (old.* is distinct from new.*) execute function fuzz_count_write()`,
        );
      }
    }

    async function writesSoFar(): Promise<string> {
      const { rows } = await handle.db.execute<{ n: string }>(sql`select n from fuzz_writes`);
      return String(rows[0].n);
    }

    if (part === "route handlers")
      it.each(ROLES)(
        "route handlers, %s: no 5xx, and a refused request changes nothing",
        async (role) => {
          actAs(role);
          for (const [path, spec] of Object.entries(ROUTES)) {
            const handlers = Object.entries(spec.module).filter(
              (entry): entry is [string, Handler] =>
                (METHODS as readonly string[]).includes(entry[0]) && typeof entry[1] === "function",
            );
            for (const [method, handler] of handlers) {
              await fc.assert(
                fc.asyncProperty(request, async (r) => {
                  resetLimitersForTesting();
                  const url = new URL(`http://127.0.0.1:3000${path.replace(/\[[^\]]+\]/g, "x")}`);
                  for (const [k, v] of r.query) url.searchParams.append(k, v);
                  const params: Record<string, unknown> = {};
                  for (const name of spec.params ?? [])
                    params[name] = spec.catchAll ? [r.param] : r.param;
                  const init: RequestInit = { method, headers: { host: "127.0.0.1:3000" } };
                  if (r.body && method !== "GET") {
                    init.body = r.body.text;
                    init.headers = { ...init.headers, "content-type": r.body.type };
                  }
                  const before = await writesSoFar();
                  const response = await handler(new Request(url, init), {
                    params: Promise.resolve(params),
                  });
                  const where = `${role} ${method} ${url.pathname}${url.search} → ${response.status}`;
                  expect({ where, serverError: response.status >= 500 }).toEqual({
                    where,
                    serverError: false,
                  });
                  if (response.status >= 400)
                    expect({ where, writes: await writesSoFar() }).toEqual({
                      where,
                      writes: before,
                    });
                }),
                { seed: SEED, numRuns: RUNS, endOnFailure: true },
              );
            }
          }
        },
      );

    if (part === "server actions")
      it.each(ROLES)(
        "server actions, %s: no 5xx, and a refused call changes nothing",
        async (role) => {
          actAs(role);
          for (const [moduleName, module] of Object.entries(ACTION_MODULES)) {
            for (const [name, action] of Object.entries(module)) {
              if (typeof action !== "function") continue;
              await fc.assert(
                fc.asyncProperty(fc.array(value, { minLength: 0, maxLength: 3 }), async (args) => {
                  resetLimitersForTesting();
                  const before = await writesSoFar();
                  let status = 200;
                  try {
                    const result = (await (action as (...a: unknown[]) => Promise<unknown>)(
                      ...args,
                    )) as {
                      ok?: boolean;
                      status?: number;
                    };
                    if (result && result.ok === false) status = result.status ?? 500;
                  } catch (error) {
                    // redirect() and notFound() are answers, not failures.
                    if (!(error && typeof error === "object" && "digest" in error)) throw error;
                    status = 303;
                  }
                  const where = `${role} ${moduleName}.${name}(${JSON.stringify(args).slice(0, 200)}) → ${status}`;
                  expect({ where, serverError: status >= 500 }).toEqual({
                    where,
                    serverError: false,
                  });
                  if (status >= 400)
                    expect({ where, writes: await writesSoFar() }).toEqual({
                      where,
                      writes: before,
                    });
                }),
                { seed: SEED, numRuns: RUNS, endOnFailure: true },
              );
            }
          }
        },
      );
  });
}
