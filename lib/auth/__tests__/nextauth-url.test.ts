/**
 * next-auth builds its redirects (the one after the seller's "Sign out" among them) on
 * NEXTAUTH_URL, which it reads from the environment itself; unset, it is SITE_URL, as the README
 * says (issue 25, finding 10), not next-auth's own http://localhost:3000.
 */
import { nextAuthUrlFor } from "@/lib/env";
import { loadWithEnvironment } from "@/lib/testing/environment";

describe("NEXTAUTH_URL", () => {
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
    const found = loadWithEnvironment(
      { SITE_URL: "https://landacre.example", NEXTAUTH_URL: undefined },
      () => {
        jest.requireActual("@/lib/env");
        return process.env.NEXTAUTH_URL;
      },
    );
    expect(found).toBe("https://landacre.example");
  });
});
