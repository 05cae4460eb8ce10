import { otpFormSchema } from "@/lib/validation/auth";
import { guestDetailsFormSchema } from "@/lib/validation/lead";
import { lazySchema } from "./lazy-schema";

describe("lazySchema", () => {
  it("answers the schema's parsed values, or its first message per field", async () => {
    const details = lazySchema(async () => guestDetailsFormSchema);
    const bad = await details.check({ name: "", phoneNumber: "12", message: "" });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    const parsed = guestDetailsFormSchema.safeParse({ name: "", phoneNumber: "12", message: "" });
    const first = (field: string) =>
      parsed.error?.issues.find((issue) => issue.path[0] === field)?.message;
    expect(bad.errors).toEqual({ name: first("name"), phoneNumber: first("phoneNumber") });

    const good = await details.check({ name: " Asha ", phoneNumber: "9876543210", message: "Hi" });
    expect(good).toEqual({
      ok: true,
      data: guestDetailsFormSchema.parse({
        name: " Asha ",
        phoneNumber: "9876543210",
        message: "Hi",
      }),
    });
  });

  it("loads the schema once, on preload or on first check", async () => {
    const load = jest.fn(async () => otpFormSchema);
    const code = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    code.preload();
    expect(await code.check({ otp: "12" })).toMatchObject({
      ok: false,
      errors: { otp: expect.any(String) },
    });
    expect(await code.check({ otp: "123456" })).toEqual({ ok: true, data: { otp: "123456" } });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
