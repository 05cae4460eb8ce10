import { eq } from "drizzle-orm";
import { POST as confirmRoute } from "@/app/api/enquiries/confirm/route";
import { POST as otpRoute } from "@/app/api/enquiries/otp/route";
import { POST as enquiryRoute } from "@/app/api/enquiries/route";
import type { Actor } from "@/lib/auth/current-user";
import { SESSION_COOKIE_NAME } from "@/lib/auth/session-token";
import type { DbHandle } from "@/lib/db/client";
import { leads } from "@/lib/db/schema";
import { VALIDATION_MESSAGE } from "@/lib/http/errors";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { CLIENT_ADDRESS_HEADER } from "@/lib/rate-limit/client-ip";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { sessionTokenOf } from "@/lib/testing/session-token";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { latestOtp } from "@/lib/users/__tests__/account-helpers";
import { ENQUIRY_DAILY_LIMIT, ENQUIRY_SENT_MESSAGES } from "@/lib/validation/lead";

const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers({ host: "127.0.0.1:3000" }),
}));
jest.mock("next/cache", () => ({
  cacheLife: () => undefined,
  cacheTag: () => undefined,
  revalidateTag: () => undefined,
}));

let counter = 0;
/** A fresh 10-digit mobile number and client address per call (no limit leaks between tests). */
function freshGuest() {
  counter += 1;
  const digits = String(Date.now() % 100_000).padStart(5, "0") + String(counter).padStart(4, "0");
  return { phoneNumber: `8${digits}`, ip: `10.77.${counter}.9` };
}

function post(
  handler: (req: Request) => Promise<Response>,
  path: string,
  body: unknown,
  ip: string,
) {
  return handler(
    new Request(`http://127.0.0.1:3000${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: ip },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * Issue 25, finding 13: a refused enquiry is an HTTP 429 with Retry-After (a server action could
 * only say 429 inside a 200), with the same words the form shows.
 */
describe.each(TEST_ENGINES)("enquiry routes on %s", (engine) => {
  let handle: DbHandle;
  let listingId: number;
  let seller: Actor;

  async function signIn(actor: Actor) {
    jar.set(SESSION_COOKIE_NAME, await sessionTokenOf(handle.db, actor.id));
  }

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const city = await addCity(handle.db);
    seller = await addUser(handle.db, { role: "seller", kind: "individual" });
    listingId = (await addProperty(handle.db, seller.id, city.id)).id;
  });
  afterAll(() => releaseTestDatabase(handle));
  beforeEach(() => {
    jar.clear();
    resetLimitersForTesting();
  });

  it("sends a signed-in visitor's enquiry: 201 with the thread and the form's message", async () => {
    const buyer = await addUser(handle.db);
    await signIn(buyer);
    const sent = await post(
      enquiryRoute,
      "/api/enquiries",
      { targetType: "property", targetId: listingId, message: "Is it still available?" },
      freshGuest().ip,
    );
    expect(sent.status).toBe(201);
    const body = (await sent.json()) as { message: string; data: { threadId: number } };
    expect(body.message).toBe(ENQUIRY_SENT_MESSAGES.property);
    expect(body.data.threadId).toBeGreaterThan(0);
  });

  it("answers past the daily cap with HTTP 429 and Retry-After, and saves nothing", async () => {
    const busy = await addUser(handle.db);
    const minuteAgo = new Date(Date.now() - 60_000);
    for (let i = 0; i < ENQUIRY_DAILY_LIMIT; i++) {
      await handle.db.insert(leads).values({
        sellerId: seller.id,
        userId: busy.id,
        name: "Busy",
        phone: busy.phone,
        createdAt: minuteAgo,
      });
    }
    await signIn(busy);
    const refused = await post(
      enquiryRoute,
      "/api/enquiries",
      { targetType: "property", targetId: listingId },
      freshGuest().ip,
    );
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(24 * 3600 - 120);
    expect(wait).toBeLessThanOrEqual(24 * 3600 - 60);
    expect(await refused.json()).toEqual({
      message: "You have sent too many enquiries today. Please try again tomorrow.",
    });
    const rows = await handle.db.select().from(leads).where(eq(leads.userId, busy.id));
    expect(rows).toHaveLength(ENQUIRY_DAILY_LIMIT);
  });

  it("answers a guest's second code inside the minute with HTTP 429 and Retry-After", async () => {
    const guest = freshGuest();
    const details = {
      targetType: "property",
      targetId: listingId,
      name: "Meera Joshi",
      phoneNumber: guest.phoneNumber,
      email: "",
      message: "Please call me.",
    };
    const first = await post(otpRoute, "/api/enquiries/otp", details, guest.ip);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      data: { phoneNumber: guest.phoneNumber, expiresInSeconds: expect.any(Number) },
    });

    const again = await post(otpRoute, "/api/enquiries/otp", details, guest.ip);
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(((await again.json()) as { message: string }).message).toBe(
      "Too many attempts. Please try again in 1 minute.",
    );

    // The first code still sends the enquiry, and the guest gets the conversation's cookie.
    const otp = await latestOtp(handle, guest.phoneNumber);
    const confirmed = await post(
      confirmRoute,
      "/api/enquiries/confirm",
      { ...details, otp },
      guest.ip,
    );
    expect(confirmed.status).toBe(201);
    expect(jar.size).toBe(1);
  });

  it("refuses bad input with 400, the form's message and one message per field", async () => {
    const guest = freshGuest();
    const refused = await post(
      otpRoute,
      "/api/enquiries/otp",
      { targetType: "property", targetId: listingId, name: "", phoneNumber: "12", message: "" },
      guest.ip,
    );
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe(VALIDATION_MESSAGE);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(["name", "phoneNumber"]));
  });
});
