import { and, eq } from "drizzle-orm";
import { POST as confirmRoute } from "@/app/api/messages/guest-access/confirm/route";
import { POST as otpRoute } from "@/app/api/messages/guest-access/otp/route";
import { POST as enquiryOtpRoute } from "@/app/api/enquiries/otp/route";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { otpCodes } from "@/lib/db/schema";
import { VALIDATION_MESSAGE } from "@/lib/http/errors";
import { recordLead } from "@/lib/leads/create-lead";
import { OTP_MESSAGES } from "@/lib/otp/otp-policy";
import { otpCooldownKey } from "@/lib/otp/send-otp";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { CLIENT_ADDRESS_HEADER } from "@/lib/rate-limit/client-ip";
import { limiter, resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { latestOtp } from "@/lib/users/__tests__/account-helpers";
import { GUEST_COOKIE, verifyGuestAccess } from "../guest-access";
import { listBuyerThreads } from "../list-threads";
import { currentParticipant, participantFromActor } from "../participant";
import { getThreadView } from "../read-thread";
import { sendMessage } from "../send-message";
import { threadRoleOf } from "../thread-access";

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
  return { phoneNumber: `7${digits}`, ip: `10.78.${counter}.9` };
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

const askCode = (phoneNumber: string, ip: string) =>
  post(otpRoute, "/api/messages/guest-access/otp", { phoneNumber }, ip);
const confirm = (phoneNumber: string, otp: string, ip: string) =>
  post(confirmRoute, "/api/messages/guest-access/confirm", { phoneNumber, otp }, ip);

/**
 * A guest reads their conversation outside the browser they enquired from (the reply's e-mail
 * opened on the phone): their number and an OTP give the new browser the same guest access a
 * guest enquiry's code gives. Nobody learns whether a number has conversations.
 */
describe.each(TEST_ENGINES)("a guest's access to their conversations on %s", (engine) => {
  let handle: DbHandle;
  let listingId: number;
  let seller: Actor;

  /** A guest's enquiry (as confirmGuestEnquiry records it) answered by the seller. */
  async function guestThread(phoneNumber: string): Promise<number> {
    const { threadId } = await recordLead(
      { userId: null, name: "Meera Joshi", phone: `+91${phoneNumber}`, email: null },
      { targetType: "property", targetId: listingId, message: "Is parking included?" },
    );
    return threadId;
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

  it("texts a code, and the right one sets the guest cookie that shows the thread and the reply", async () => {
    const guest = freshGuest();
    const threadId = await guestThread(guest.phoneNumber);
    await sendMessage(participantFromActor(seller), {
      threadId,
      body: "Yes, one covered parking.",
    });
    expect(await currentParticipant()).toBeNull();

    const asked = await askCode(`+91 ${guest.phoneNumber}`, guest.ip);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("Cache-Control")).toBe("no-store");
    expect(await asked.json()).toEqual({
      data: { phoneNumber: guest.phoneNumber, expiresInSeconds: 600 },
    });
    const code = await latestOtp(handle, guest.phoneNumber);
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code: the OTP module's message on the field, and no access.
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await confirm(guest.phoneNumber, wrong, guest.ip);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: OTP_MESSAGES.invalid(4),
      errors: { otp: OTP_MESSAGES.invalid(4) },
    });
    expect(jar.has(GUEST_COOKIE)).toBe(false);

    const confirmed = await confirm(guest.phoneNumber, code, guest.ip);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ data: { phoneNumber: guest.phoneNumber } });
    expect(verifyGuestAccess(jar.get(GUEST_COOKIE))).toBe(`+91${guest.phoneNumber}`);

    // The page's reader is now that guest: the thread, the seller's reply, the list.
    const reader = await currentParticipant();
    expect(reader).toMatchObject({ role: "guest", userId: null, phone: `+91${guest.phoneNumber}` });
    expect(await threadRoleOf(reader!, threadId)).toBe("buyer");
    const view = await getThreadView(reader!, threadId);
    expect(view.messages.map((m) => [m.sender, m.body])).toEqual([
      ["buyer", "Is parking included?"],
      ["seller", "Yes, one covered parking."],
    ]);
    expect((await listBuyerThreads(reader!)).map((t) => t.id)).toEqual([threadId]);

    // The code is used up.
    const again = await confirm(guest.phoneNumber, code, guest.ip);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe(OTP_MESSAGES.used);
  });

  it("answers a number with no conversation the same way; after the code it has none, and nobody else's", async () => {
    const owner = freshGuest();
    const othersThread = await guestThread(owner.phoneNumber);
    const stranger = freshGuest();

    const asked = await askCode(stranger.phoneNumber, stranger.ip);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      data: { phoneNumber: stranger.phoneNumber, expiresInSeconds: 600 },
    });
    const confirmed = await confirm(
      stranger.phoneNumber,
      await latestOtp(handle, stranger.phoneNumber),
      stranger.ip,
    );
    expect(confirmed.status).toBe(200);
    const reader = (await currentParticipant())!;
    expect(await listBuyerThreads(reader)).toEqual([]);
    // Someone else's conversation: no side in it (proxy.ts answers 404, as for a missing one).
    expect(await threadRoleOf(reader, othersThread)).toBeNull();
    await expect(getThreadView(reader, othersThread)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses an expired code and a bad number with the existing messages", async () => {
    const guest = freshGuest();
    expect((await askCode(guest.phoneNumber, guest.ip)).status).toBe(200);
    const code = await latestOtp(handle, guest.phoneNumber);
    await handle.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(eq(otpCodes.phone, `+91${guest.phoneNumber}`), eq(otpCodes.purpose, "guest-messages")),
      );
    const expired = await confirm(guest.phoneNumber, code, guest.ip);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      message: OTP_MESSAGES.expired,
      errors: { otp: OTP_MESSAGES.expired },
    });
    expect(jar.has(GUEST_COOKIE)).toBe(false);

    const bad = await askCode("12345", guest.ip);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: VALIDATION_MESSAGE,
      errors: { phoneNumber: "Phone number must be exactly 10 digits" },
    });
    const noCode = await confirm(guest.phoneNumber, "12", guest.ip);
    expect(noCode.status).toBe(400);
    expect(((await noCode.json()) as { errors: Record<string, string> }).errors).toEqual({
      otp: "OTP must be 6 digits",
    });
  });

  it("keeps the OTP limits: one code a minute, five an hour per phone (enquiry codes included)", async () => {
    const guest = freshGuest();
    expect((await askCode(guest.phoneNumber, guest.ip)).status).toBe(200);
    const again = await askCode(guest.phoneNumber, guest.ip);
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await again.json()).toEqual({
      message: "Too many attempts. Please try again in 1 minute.",
    });

    // Its minute is its own: a guest who enquired moments ago still gets the code to read the
    // reply (the e-mail opened on the phone), as a password reset after a sign-up code does.
    const enquirer = freshGuest();
    const enquiry = await post(
      enquiryOtpRoute,
      "/api/enquiries/otp",
      {
        targetType: "property",
        targetId: listingId,
        name: "Meera Joshi",
        phoneNumber: enquirer.phoneNumber,
        email: "",
        message: "Please call me.",
      },
      enquirer.ip,
    );
    expect(enquiry.status).toBe(200);
    // The enquiry's code does not open the conversations: each code is for its own purpose.
    const enquiryCode = await latestOtp(handle, enquirer.phoneNumber);
    const crossed = await confirm(enquirer.phoneNumber, enquiryCode, enquirer.ip);
    expect(crossed.status).toBe(400);
    expect(((await crossed.json()) as { message: string }).message).toBe(OTP_MESSAGES.none);
    expect(jar.has(GUEST_COOKIE)).toBe(false);
    expect((await askCode(enquirer.phoneNumber, enquirer.ip)).status).toBe(200);

    // Five codes an hour per phone bound every purpose together: the enquiry's code and four of
    // these (each past its minute), then 429.
    for (let i = 0; i < 3; i++) {
      await limiter("otpCooldown").reset(
        otpCooldownKey(`+91${enquirer.phoneNumber}`, "guest-messages"),
      );
      expect((await askCode(enquirer.phoneNumber, enquirer.ip)).status).toBe(200);
    }
    await limiter("otpCooldown").reset(
      otpCooldownKey(`+91${enquirer.phoneNumber}`, "guest-messages"),
    );
    const hourly = await askCode(enquirer.phoneNumber, enquirer.ip);
    expect(hourly.status).toBe(429);
    expect(Number(hourly.headers.get("Retry-After"))).toBeGreaterThan(60);
  });
});
