import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const secret = "a-test-secret-of-some-length";
const now = new Date("2026-11-24T10:00:00Z");
const target = { kind: "search", userId: 7, savedSearchId: 42 } as const;

describe("unsubscribe tokens", () => {
  it("round-trips what to stop and whose it is", () => {
    const token = signUnsubscribeToken(target, { now, secret });
    expect(verifyUnsubscribeToken(token, { now, secret })).toEqual({ ok: true, target });
    const price = signUnsubscribeToken({ kind: "price", userId: 9 }, { now, secret });
    expect(verifyUnsubscribeToken(price, { now, secret })).toEqual({
      ok: true,
      target: { kind: "price", userId: 9 },
    });
  });

  it("refuses a token with any character changed, or signed with another key", () => {
    const token = signUnsubscribeToken(target, { now, secret });
    const [body, sig] = token.split(".");
    // Another buyer's id in the body, the signature kept.
    const forged = Buffer.from(JSON.stringify({ k: "s", u: 8, s: 42, e: 1_900_000_000 })).toString(
      "base64url",
    );
    expect(verifyUnsubscribeToken(`${forged}.${sig}`, { now, secret })).toEqual({
      ok: false,
      reason: "invalid",
    });
    for (let i = 0; i < token.length; i++) {
      if (token[i] === ".") continue;
      const flipped = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
      expect(verifyUnsubscribeToken(flipped, { now, secret }).ok).toBe(false);
    }
    expect(verifyUnsubscribeToken(token, { now, secret: "another-secret-entirely" })).toEqual({
      ok: false,
      reason: "invalid",
    });
    for (const bad of ["", "abc", `${body}.`, `.${sig}`, `${body}.${sig}.x`, "a b.c", null]) {
      expect(verifyUnsubscribeToken(bad, { now, secret })).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });

  it("expires", () => {
    const token = signUnsubscribeToken(target, { now, secret, ttlMs: 60_000 });
    expect(
      verifyUnsubscribeToken(token, { now: new Date(now.getTime() + 59_000), secret }).ok,
    ).toBe(true);
    expect(
      verifyUnsubscribeToken(token, { now: new Date(now.getTime() + 61_000), secret }),
    ).toEqual({ ok: false, reason: "expired" });
  });
});
