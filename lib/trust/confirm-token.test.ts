import { signConfirmToken, verifyConfirmToken } from "./confirm-token";

const secret = "test-secret";
const now = new Date("2026-11-20T00:00:00Z");
const in7days = new Date(now.getTime() + 7 * 86_400_000);

describe("Still-available link tokens", () => {
  it("names the question and its expiry", () => {
    const token = signConfirmToken(1234, in7days, secret);
    expect(verifyConfirmToken(token, { now, secret })).toEqual({
      ok: true,
      confirmationId: 1234,
      expiresAt: new Date(Math.floor(in7days.getTime() / 1000) * 1000),
    });
  });

  it("refuses a changed byte, another secret, a swapped id and rubbish", () => {
    const token = signConfirmToken(1234, in7days, secret);
    const [id, exp, sig] = token.split(".");
    const flipped = sig.slice(0, -1) + (sig.endsWith("A") ? "B" : "A");
    expect(verifyConfirmToken(`${id}.${exp}.${flipped}`, { now, secret })).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyConfirmToken(`${(1235).toString(36)}.${exp}.${sig}`, { now, secret }).ok).toBe(
      false,
    );
    expect(verifyConfirmToken(token, { now, secret: "other" }).ok).toBe(false);
    for (const bad of ["", "a.b", "a.b.c.d", "x".repeat(300), null, undefined]) {
      expect(verifyConfirmToken(bad, { now, secret })).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("expires after 7 days", () => {
    const token = signConfirmToken(7, in7days, secret);
    expect(verifyConfirmToken(token, { now: new Date(in7days.getTime() + 1000), secret })).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});
