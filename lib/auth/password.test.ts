import { hashPassword, verifyPassword } from "@/lib/auth/password";

describe("password hashing", () => {
  it("hashes with argon2id (m=19456, t=2, p=1) and verifies the right password only", async () => {
    const stored = await hashPassword("Correct horse 42");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, "Correct horse 42")).resolves.toBe(true);
    await expect(verifyPassword(stored, "correct horse 42")).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
  });

  it("answers false, not an error, for a malformed hash", async () => {
    await expect(verifyPassword("not-a-hash", "x")).resolves.toBe(false);
  });
});
