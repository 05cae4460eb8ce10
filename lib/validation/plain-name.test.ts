import { profileDetailsSchema, registerSchema, sellerSignupFormSchema } from "./auth";
import { contactMessageSchema } from "./contact";
import { guestDetailsFormSchema } from "./lead";
import { isPlainName } from "./plain-name";

const person = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.in",
  phoneNumber: "9876543210",
  password: "Monsoon-42",
};

function firstMessage(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((i) => i.path.join(".") === field)?.message;
}

describe("names refuse markup and control characters", () => {
  it.each([
    ["<img src=x onerror=alert(1)>"],
    ["<script>"],
    ["Asha>"],
    ["Asha\u0000"],
    ["As\nha"],
    ["Asha\u0007Rao"],
  ])("refuses %j as a first name, with a field message", (firstName) => {
    const result = registerSchema.safeParse({ ...person, firstName });
    expect(result.success).toBe(false);
    expect(firstMessage(result, "firstName")).toBe(
      "First name cannot contain < or > or control characters",
    );
  });

  it.each([
    ["Asha"],
    ["D'Souza"],
    ["Anne-Marie"],
    ["J. R. Iyer"],
    ["आशा"],
    ["ஆஷா"],
    ["Dr. Rao & Sons"],
  ])("accepts the real name %j", (name) => {
    expect(isPlainName(name)).toBe(true);
    expect(registerSchema.safeParse({ ...person, firstName: name }).success).toBe(true);
  });

  it("applies to last names, company names, profiles, contact and enquiry forms", () => {
    expect(
      firstMessage(registerSchema.safeParse({ ...person, lastName: "<b>Rao</b>" }), "lastName"),
    ).toBe("Last name cannot contain < or > or control characters");
    const seller = sellerSignupFormSchema.safeParse({
      ...person,
      confirmPassword: person.password,
      sellerKind: "agent",
      companyName: "Rao <Realty>",
    });
    expect(firstMessage(seller, "companyName")).toBe(
      "Company name cannot contain < or > or control characters",
    );
    expect(
      firstMessage(
        profileDetailsSchema.safeParse({ ...person, firstName: "<svg onload=x>" }),
        "firstName",
      ),
    ).toBe("First name cannot contain < or > or control characters");
    expect(
      firstMessage(
        contactMessageSchema.safeParse({
          kind: "contact",
          name: "<script>",
          phone: "9876543210",
          email: "a@example.in",
          message: "Please call me back about a flat.",
        }),
        "name",
      ),
    ).toBe("Name cannot contain < or > or control characters");
    expect(
      firstMessage(
        guestDetailsFormSchema.safeParse({ name: "Meera\u0000", phoneNumber: "9876543210" }),
        "name",
      ),
    ).toBe("Name cannot contain < or > or control characters");
  });

  it("leaves free text alone: messages keep any character", () => {
    const result = contactMessageSchema.safeParse({
      kind: "contact",
      name: "Meera",
      phone: "9876543210",
      email: "a@example.in",
      message: "Budget < 50 lakh, area > 1000 sq ft. <b>urgent</b>",
    });
    expect(result.success).toBe(true);
  });
});

describe("a visitor's name with an enquiry or a request", () => {
  const contact = {
    kind: "contact",
    phone: "9876543210",
    email: "asha@example.in",
    message: "How do I get my listing verified?",
  };

  it("asks for a name when none is given, and says how long it must be when it is too short", () => {
    expect(firstMessage(contactMessageSchema.safeParse({ ...contact, name: "  " }), "name")).toBe(
      "Please enter your name.",
    );
    expect(firstMessage(contactMessageSchema.safeParse({ ...contact, name: "A" }), "name")).toBe(
      "Your name must be at least 2 characters.",
    );
    expect(contactMessageSchema.safeParse({ ...contact, name: "Al" }).success).toBe(true);
  });

  it("holds the same rule for a guest's enquiry", () => {
    const guest = guestDetailsFormSchema.safeParse({ name: "A", phoneNumber: "9876543210" });
    expect(firstMessage(guest, "name")).toBe("Your name must be at least 2 characters.");
  });
});
