import {
  displayName,
  hasStoredUserCookie,
  parseStoredUser,
  STORED_USER_MARK_SCRIPT,
  storedUserCookie,
} from "./stored-user";

describe("parseStoredUser", () => {
  it("reads firstName and lastName from the stored JSON", () => {
    const user = parseStoredUser(JSON.stringify({ firstName: "Asha", lastName: "Verma", id: 7 }));
    expect(user).toMatchObject({ firstName: "Asha", lastName: "Verma", id: 7 });
  });

  it.each([null, "", "not json", "null", "[]", "42", JSON.stringify({ email: "a@b.in" })])(
    "treats %p as no user",
    (raw) => {
      expect(parseStoredUser(raw)).toBeNull();
    },
  );
});

describe("displayName", () => {
  it("joins first and last name, skipping a missing part", () => {
    expect(displayName({ firstName: "Asha", lastName: "Verma" })).toBe("Asha Verma");
    expect(displayName({ firstName: "Asha", lastName: "" })).toBe("Asha");
  });
});

describe("the first-paint mark's cookie", () => {
  it("is found among other cookies only when set to 1", () => {
    expect(hasStoredUserCookie("a=1; la_stored_user=1; b=2")).toBe(true);
    expect(hasStoredUserCookie("la_stored_user=1")).toBe(true);
    expect(hasStoredUserCookie("la_stored_user=; b=2")).toBe(false);
    expect(hasStoredUserCookie("xla_stored_user=1")).toBe(false);
    expect(hasStoredUserCookie("la_stored_user=10")).toBe(false);
    expect(hasStoredUserCookie("")).toBe(false);
  });

  it("is set for a year on the whole site and cleared at once, secure on https", () => {
    expect(storedUserCookie(true, true)).toBe(
      "la_stored_user=1; path=/; max-age=31536000; samesite=lax; secure",
    );
    expect(storedUserCookie(false, false)).toBe("la_stored_user=; path=/; max-age=0; samesite=lax");
  });

  it("is what the inline script reads before the first paint (never localStorage)", () => {
    expect(STORED_USER_MARK_SCRIPT).not.toContain("localStorage");
    for (const [cookies, marked] of [
      ["a=1; la_stored_user=1", true],
      ["la_stored_user=", false],
      ["", false],
    ] as const) {
      const html = { marked: false };
      const document = {
        cookie: cookies,
        documentElement: { setAttribute: () => (html.marked = true) },
      };
      new Function("document", STORED_USER_MARK_SCRIPT)(document);
      expect(html.marked).toBe(marked);
    }
  });
});
