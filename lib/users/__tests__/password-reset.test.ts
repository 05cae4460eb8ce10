import { actorFromClaims } from "@/lib/auth/current-user";
import { decodeSessionToken } from "@/lib/auth/session-token";
import type { DbHandle } from "@/lib/db/client";
import { smsOutbox } from "@/lib/db/schema";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { loginUser } from "../login-user";
import { requestPasswordReset, resetPassword, RESET_MESSAGES } from "../password-reset";
import { createVerifiedUser, freshIdentity, latestOtp } from "./account-helpers";

const OLD = "Banyan-Courtyard-77";
const NEW = "Jamun-Terrace-2031";

async function failure(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { status: number; message: string } | null;
  expect(error).not.toBeNull();
  return { status: error!.status, message: error!.message };
}

// Issue 28, major 3: a way back into a forgotten account.
describe.each(TEST_ENGINES)("password reset on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));

  it("sets a new password with the code sent to the account's phone and ends every session", async () => {
    const account = await createVerifiedUser(handle, { password: OLD });
    const { token } = await loginUser(
      { email: account.email, password: OLD },
      { ip: account.ip, area: "public" },
    );
    expect(await actorFromClaims(await decodeSessionToken(token))).not.toBeNull();

    const sent = await requestPasswordReset(
      { identifier: account.email.toUpperCase() },
      { ip: account.ip },
    );
    expect(sent.message).toBe(RESET_MESSAGES.sent);
    const code = await latestOtp(handle, account.phoneNumber);
    expect(code).toMatch(/^\d{6}$/);

    const done = await resetPassword(
      { identifier: account.email, otp: code, password: NEW, confirmPassword: NEW },
      { ip: account.ip },
    );
    expect(done.message).toBe(RESET_MESSAGES.done);
    // The old session is over; the old password no longer works, the new one does.
    expect(await actorFromClaims(await decodeSessionToken(token))).toBeNull();
    await expect(
      loginUser({ email: account.email, password: OLD }, { ip: account.ip, area: "public" }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      loginUser({ email: account.email, password: NEW }, { ip: account.ip, area: "public" }),
    ).resolves.toMatchObject({ user: { email: account.email } });
    // Single use.
    expect(
      await failure(
        resetPassword(
          { identifier: account.email, otp: code, password: OLD, confirmPassword: OLD },
          { ip: account.ip },
        ),
      ),
    ).toEqual({ status: 400, message: RESET_MESSAGES.badCode });
  });

  it("answers the same whether or not the account exists, and sends nothing to nobody", async () => {
    const known = await createVerifiedUser(handle, { password: OLD });
    const stranger = freshIdentity("nobody");
    const before = (await handle.db.select().from(smsOutbox)).length;
    const a = await requestPasswordReset({ identifier: known.phoneNumber }, { ip: known.ip });
    const b = await requestPasswordReset({ identifier: stranger.email }, { ip: stranger.ip });
    const c = await requestPasswordReset({ identifier: stranger.phoneNumber }, { ip: stranger.ip });
    expect(a).toEqual(b);
    expect(b).toEqual(c);
    expect((await handle.db.select().from(smsOutbox)).length).toBe(before + 1);

    const wrongForKnown = await failure(
      resetPassword(
        { identifier: known.phoneNumber, otp: "000000", password: NEW, confirmPassword: NEW },
        { ip: known.ip },
      ),
    );
    const wrongForStranger = await failure(
      resetPassword(
        { identifier: stranger.email, otp: "000000", password: NEW, confirmPassword: NEW },
        { ip: stranger.ip },
      ),
    );
    expect(wrongForKnown).toEqual({ status: 400, message: RESET_MESSAGES.badCode });
    expect(wrongForStranger).toEqual(wrongForKnown);
  });

  it("limits requests per e-mail or phone, known or not", async () => {
    const stranger = freshIdentity("limit");
    for (let i = 0; i < 3; i += 1) {
      await requestPasswordReset({ identifier: stranger.email }, { ip: `10.9.${i}.1` });
    }
    expect(
      (await failure(requestPasswordReset({ identifier: stranger.email }, { ip: "10.9.9.1" })))
        .status,
    ).toBe(429);
  });

  it("refuses a blocked account's reset like an unknown one", async () => {
    const blocked = await createVerifiedUser(handle, { password: OLD, status: "blocked" });
    const before = (await handle.db.select().from(smsOutbox)).length;
    await requestPasswordReset({ identifier: blocked.email }, { ip: blocked.ip });
    expect((await handle.db.select().from(smsOutbox)).length).toBe(before);
  });
});
