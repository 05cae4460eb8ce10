import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, ResolverOptions } from "react-hook-form";
import { otpFormSchema, type OtpFormInput } from "@/lib/validation/auth";
import { guestDetailsFormSchema, type GuestDetailsForm } from "@/lib/validation/lead";
import { lazyZodResolver } from "./lazy-zod-resolver";

const options = <T extends FieldValues>(): ResolverOptions<T> => ({
  fields: {},
  shouldUseNativeValidation: false,
});

describe("lazyZodResolver", () => {
  it("gives the same errors and values as zodResolver once the schema has loaded", async () => {
    const lazy = lazyZodResolver<GuestDetailsForm>(async () => guestDetailsFormSchema);
    const eager = zodResolver(guestDetailsFormSchema);
    for (const values of [
      { name: "", phoneNumber: "12", message: "" },
      { name: "Asha", phoneNumber: "98765 43210", message: "Is it available?" },
    ]) {
      const got = await lazy.resolver(values, undefined, options<GuestDetailsForm>());
      const want = await eager(values, undefined, options<GuestDetailsForm>());
      expect(JSON.stringify(got)).toBe(JSON.stringify(want));
    }
  });

  it("loads the schema once, on preload or on first use", async () => {
    const load = jest.fn(async () => otpFormSchema);
    const lazy = lazyZodResolver<OtpFormInput>(load);
    expect(load).not.toHaveBeenCalled();
    lazy.preload();
    const result = await lazy.resolver({ otp: "12" }, undefined, options<OtpFormInput>());
    await lazy.resolver({ otp: "123456" }, undefined, options<OtpFormInput>());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.errors.otp?.message).toBeTruthy();
  });
});
