import { and, eq } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { otpCodes, smsOutbox } from "@/lib/db/schema";
import { limiter } from "@/lib/rate-limit/limiter";
import { RateLimitedError } from "@/lib/rate-limit/errors";
import { setSmsProviderForTesting } from "@/lib/sms/get-sms-provider";
import { SmsDeliveryError } from "@/lib/sms/types";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { generateOtp, hashOtp } from "../otp-code";
import { OTP_MESSAGES } from "../otp-policy";
import { otpCooldownKey, sendOtp } from "../send-otp";
import { verifyOtp } from "../verify-otp";

let counter = 0;
/** A fresh phone and IP per test, so rate limits never leak between tests. */
function fresh() {
  counter += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, "0") + String(counter).padStart(3, "0");
  return { phone: `+919${n}`, ip: `10.0.${counter}.1` };
}

async function lastCode(handle: DbHandle, phone: string): Promise<string> {
  const rows = await handle.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
  const body = rows.at(-1)?.body ?? "";
  return body.match(/\b(\d{6})\b/)?.[1] ?? "";
}

describe("OTP codes", () => {
  it("are six digits from the full range", () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((c) => c.startsWith("0"))).toBe(true);
  });

  it("hash depends on phone, purpose and code", () => {
    const h = hashOtp("+919800000001", "register", "123456");
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOtp("+919800000002", "register", "123456")).not.toBe(h);
    expect(hashOtp("+919800000001", "phone-change:1", "123456")).not.toBe(h);
    expect(hashOtp("+919800000001", "register", "123457")).not.toBe(h);
  });
});

describe.each(TEST_ENGINES)("OTP send and verify on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));
  afterEach(() => setSmsProviderForTesting(undefined));

  it("stores only a hash, accepts the right code once, then refuses reuse", async () => {
    const { phone, ip } = fresh();
    expect(await sendOtp({ phone, purpose: "register", ip })).toEqual({
      expiresInSeconds: 600,
      newCode: true,
    });
    const code = await lastCode(handle, phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await handle.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(599_000);

    await expect(verifyOtp({ phone, purpose: "register", code, ip })).resolves.toBeUndefined();
    await expect(verifyOtp({ phone, purpose: "register", code, ip })).rejects.toThrow(
      OTP_MESSAGES.used,
    );
  });

  it("refuses a code for another purpose", async () => {
    const { phone, ip } = fresh();
    await sendOtp({ phone, purpose: "register", ip });
    const code = await lastCode(handle, phone);
    await expect(verifyOtp({ phone, purpose: "phone-change:7", code, ip })).rejects.toThrow(
      OTP_MESSAGES.none,
    );
  });

  it("refuses an expired code", async () => {
    const { phone, ip } = fresh();
    await sendOtp({ phone, purpose: "register", ip });
    const code = await lastCode(handle, phone);
    await handle.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone));
    await expect(verifyOtp({ phone, purpose: "register", code, ip })).rejects.toThrow(
      OTP_MESSAGES.expired,
    );
  });

  it("kills the code after five wrong tries; the sixth try fails even with the right code", async () => {
    const { phone, ip } = fresh();
    await sendOtp({ phone, purpose: "register", ip });
    const code = await lastCode(handle, phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await verifyOtp({ phone, purpose: "register", code: wrong, ip }).catch((e: Error) =>
        messages.push(e.message),
      );
    }
    expect(messages).toEqual([
      OTP_MESSAGES.invalid(4),
      OTP_MESSAGES.invalid(3),
      OTP_MESSAGES.invalid(2),
      OTP_MESSAGES.invalid(1),
      OTP_MESSAGES.tooManyWrong,
    ]);
    expect(OTP_MESSAGES.invalid(1)).toBe("Invalid OTP. You have 1 attempt left.");
    await expect(verifyOtp({ phone, purpose: "register", code, ip })).rejects.toThrow(
      "Too many wrong attempts. Please request a new OTP.",
    );
  });

  it("gives concurrent guesses at most five comparisons", async () => {
    const { phone, ip } = fresh();
    await sendOtp({ phone, purpose: "register", ip });
    const code = await lastCode(handle, phone);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    await Promise.allSettled(
      guesses.map((g) => verifyOtp({ phone, purpose: "register", code: g, ip })),
    );
    const [row] = await handle.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row.attempts).toBe(5);
    await expect(verifyOtp({ phone, purpose: "register", code, ip })).rejects.toThrow(
      OTP_MESSAGES.tooManyWrong,
    );
  });

  it("allows one send per minute and five per hour per phone (429 + Retry-After)", async () => {
    const { phone, ip } = fresh();
    await sendOtp({ phone, purpose: "register", ip });
    const tooSoon = await sendOtp({ phone, purpose: "register", ip }).catch((e: unknown) => e);
    expect(tooSoon).toBeInstanceOf(RateLimitedError);
    const limited = tooSoon as RateLimitedError;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(Number(limited.headers?.["Retry-After"])).toBeLessThanOrEqual(60);
    expect(limited.message).toBe("Too many attempts. Please try again in 1 minute.");

    // A minute passes four more times (the cooldown is forgotten); the sixth send in the hour is refused.
    for (let i = 0; i < 4; i += 1) {
      await limiter("otpCooldown").reset(otpCooldownKey(phone, "register"));
      await sendOtp({ phone, purpose: "register", ip });
    }
    await limiter("otpCooldown").reset(otpCooldownKey(phone, "register"));
    const sixth = (await sendOtp({ phone, purpose: "register", ip }).catch(
      (e: unknown) => e,
    )) as RateLimitedError;
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers?.["Retry-After"])).toBeGreaterThan(60);
    expect(sixth.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it("a new code replaces the previous one", async () => {
    const { phone, ip } = fresh();
    await sendOtp({ phone, purpose: "register", ip });
    const first = await lastCode(handle, phone);
    await limiter("otpCooldown").reset(otpCooldownKey(phone, "register"));
    await sendOtp({ phone, purpose: "register", ip });
    const second = await lastCode(handle, phone);
    if (first !== second) {
      await expect(verifyOtp({ phone, purpose: "register", code: first, ip })).rejects.toThrow(
        /Invalid OTP/,
      );
    }
    await expect(
      verifyOtp({ phone, purpose: "register", code: second, ip }),
    ).resolves.toBeUndefined();
  });

  it("answers 503 when the gateway fails, keeps no code and gives the quota back", async () => {
    const { phone, ip } = fresh();
    setSmsProviderForTesting({
      name: "broken",
      send: async () => {
        throw new SmsDeliveryError("gateway down");
      },
    });
    const error = (await sendOtp({ phone, purpose: "register", ip }).catch((e: unknown) => e)) as {
      status: number;
      message: string;
    };
    expect(error.status).toBe(503);
    expect(error.message).toBe("We could not send the OTP. Please try again.");
    const rows = await handle.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, "register")));
    expect(rows).toHaveLength(0);
    setSmsProviderForTesting(undefined);
    await expect(sendOtp({ phone, purpose: "register", ip })).resolves.toEqual({
      expiresInSeconds: 600,
      newCode: true,
    });
  });
});
