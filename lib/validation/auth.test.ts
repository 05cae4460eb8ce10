import {
  changePasswordSchema,
  loginSchema,
  otpFormSchema,
  registerSchema,
  sellerProfileSchema,
  sellerSignupFormSchema,
  signupFormSchema,
  verifyOtpSchema,
} from "./auth";
import { COMMON_PASSWORDS, isCommonPassword } from "./common-passwords";

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

const valid = {
  firstName: "Asha",
  lastName: "Rao",
  email: "Asha@Example.in",
  phoneNumber: "9876543210",
  password: "Monsoon-42",
  confirmPassword: "Monsoon-42",
};

describe("signup rules (spec §5)", () => {
  it("requires all six fields", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ""]));
    expect(messages(signupFormSchema.safeParse(empty))).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phoneNumber: "Phone number is required",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
    });
  });

  it("wants exactly 10 digits for the phone and matching passwords", () => {
    for (const phone of ["98765", "98765432101", "98765-4321", "abcdefghij"]) {
      expect(
        messages(signupFormSchema.safeParse({ ...valid, phoneNumber: phone })).phoneNumber,
      ).toBe("Phone number must be exactly 10 digits");
    }
    expect(
      messages(signupFormSchema.safeParse({ ...valid, confirmPassword: "Monsoon-43" }))
        .confirmPassword,
    ).toBe("Passwords do not match");
    expect(signupFormSchema.safeParse(valid).success).toBe(true);
  });

  it("takes 8–128 characters with no composition rules", () => {
    const at = (password: string) =>
      signupFormSchema.safeParse({ ...valid, password, confirmPassword: password }).success;
    expect(at("abcdefg")).toBe(false);
    expect(at("abcdefgh")).toBe(true);
    expect(at("a".repeat(128))).toBe(true);
    expect(at("a".repeat(129))).toBe(false);
  });

  it("lower-cases the e-mail and accepts a +91 prefix on the server", () => {
    const parsed = registerSchema.parse({ ...valid, phoneNumber: "+91 98765 43210" });
    expect(parsed).toMatchObject({ email: "asha@example.in", phoneNumber: "9876543210" });
    expect(registerSchema.parse({ ...valid, phoneNumber: "09876543210" }).phoneNumber).toBe(
      "9876543210",
    );
  });

  it("asks builders and agents for a company", () => {
    const seller = { ...valid, sellerKind: "agent" };
    expect(messages(sellerSignupFormSchema.safeParse(seller)).companyName).toBe(
      "Company name is required for builders and agents",
    );
    expect(sellerSignupFormSchema.safeParse({ ...seller, sellerKind: "individual" }).success).toBe(
      true,
    );
    expect(messages(sellerSignupFormSchema.safeParse({ ...valid })).sellerKind).toBe(
      "Please choose who you are",
    );
  });
});

describe("login and OTP rules", () => {
  it("login wants an e-mail and a password", () => {
    expect(messages(loginSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
    expect(messages(loginSchema.safeParse({ email: "nope", password: "x" })).email).toBe(
      "Please enter a valid email address",
    );
  });

  it("OTP: required, digits only, 6 digits", () => {
    const otp = (value: string) => messages(otpFormSchema.safeParse({ otp: value })).otp;
    expect(otp("")).toBe("OTP is required");
    expect(otp("12a456")).toBe("OTP must contain digits only");
    expect(otp("12345")).toBe("OTP must be 6 digits");
    expect(otp("1234567")).toBe("OTP must be 6 digits");
    expect(otp("012345")).toBeUndefined();
    expect(verifyOtpSchema.safeParse({ phoneNumber: "9876543210", otp: "012345" }).success).toBe(
      true,
    );
  });

  it("a new password must differ from the current one and match its confirmation", () => {
    const base = {
      currentPassword: "Old-Password-1",
      password: "New-Password-2",
      confirmPassword: "New-Password-2",
    };
    expect(changePasswordSchema.safeParse(base).success).toBe(true);
    expect(
      messages(changePasswordSchema.safeParse({ ...base, confirmPassword: "x" })).confirmPassword,
    ).toBe("Passwords do not match");
    expect(
      messages(
        changePasswordSchema.safeParse({
          ...base,
          password: "Old-Password-1",
          confirmPassword: "Old-Password-1",
        }),
      ).password,
    ).toMatch(/different/);
  });
});

describe("common passwords", () => {
  it("ships 1,000 distinct lower-case entries, short ones included", () => {
    expect(COMMON_PASSWORDS.size).toBe(1000);
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
    for (const known of [
      "123456",
      "password",
      "qwerty",
      "iloveyou",
      "111111",
      "abc123",
      "letmein",
      "1234",
    ]) {
      expect(COMMON_PASSWORDS.has(known)).toBe(true);
    }
  });

  it("matches case-insensitively and leaves unusual passwords alone", () => {
    expect(isCommonPassword("PassWord1")).toBe(true);
    expect(isCommonPassword(" Qwerty123 ")).toBe(true);
    expect(isCommonPassword("Monsoon-Terrace-42")).toBe(false);
  });
});

describe("the seller profile's RERA agent number", () => {
  const profile = (reraNumber: string, reraState: string) =>
    messages(
      sellerProfileSchema.safeParse({ companyName: "Mehta Estates", reraNumber, reraState }),
    );

  it("uses the verification request's per-state rule, on the number's field", () => {
    expect(profile("x", "Maharashtra")).toEqual({
      reraNumber:
        "This is not a Maharashtra agent registration number. MahaRERA numbers look like A51800012345.",
    });
    expect(profile("x", "Assam")).toEqual({
      reraNumber: "Use letters, digits, / - and . only (5 to 60 characters)",
    });
    expect(profile("A51800012345", "Maharashtra")).toEqual({});
    expect(profile("A-IND-19-0123", "Madhya Pradesh")).toEqual({});
  });

  it("asks for the state of a number, and still allows no number at all", () => {
    expect(profile("A51800012345", "")).toEqual({
      reraState: "Please choose the state that issued the RERA number",
    });
    expect(profile("", "")).toEqual({});
    expect(profile("", "Maharashtra")).toEqual({});
  });
});
