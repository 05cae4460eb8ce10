/**
 * next-auth builds its redirects (the one after the seller's "Sign out" among them) on
 * NEXTAUTH_URL, which it reads from the environment itself; unset, it is SITE_URL, as the README
 * says (issue 25, finding 10), not next-auth's own http://localhost:3000.
 */
import { nextAuthUrlFor } from "@/lib/env";

describe("NEXTAUTH_URL", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  it("defaults to SITE_URL, and an explicit value wins", () => {
    expect(nextAuthUrlFor({ SITE_URL: "https://landacre.example", NEXTAUTH_URL: undefined })).toBe(
      "https://landacre.example",
    );
    expect(
      nextAuthUrlFor({
        SITE_URL: "https://landacre.example",
        NEXTAUTH_URL: "https://auth.example",
      }),
    ).toBe("https://auth.example");
  });

  it("is what next-auth finds in the environment once the configuration is loaded", () => {
    process.env.SITE_URL = "https://landacre.example";
    delete process.env.NEXTAUTH_URL;
    jest.isolateModules(() => {
      jest.requireActual("@/lib/env");
    });
    expect(process.env.NEXTAUTH_URL).toBe("https://landacre.example");
  });
});
