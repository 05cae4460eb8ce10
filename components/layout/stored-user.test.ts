import { displayName, parseStoredUser } from "./stored-user";

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
