import { env } from "@/lib/env";
import { createSmsProvider } from "../get-sms-provider";
import { consoleSmsProvider } from "../console-provider";
import { SmsDeliveryError } from "../types";

const mockDeployment = { isPublic: false };
jest.mock("@/lib/env", () => {
  const actual = jest.requireActual("@/lib/env");
  return {
    ...actual,
    consoleSmsAllowed: () => !mockDeployment.isPublic,
    devOutboxEnabled: () => false,
  };
});

describe("SMS provider choice", () => {
  it("is the console provider by default, MSG91 or Twilio when SMS_PROVIDER names one", () => {
    expect(createSmsProvider({ ...env, SMS_PROVIDER: "console" })).toBe(consoleSmsProvider);
    expect(createSmsProvider({ ...env, SMS_PROVIDER: "msg91" }).name).toBe("msg91");
    expect(createSmsProvider({ ...env, SMS_PROVIDER: "twilio" }).name).toBe("twilio");
  });

  it("the console provider refuses to send on a real deployment", async () => {
    mockDeployment.isPublic = true;
    await expect(
      consoleSmsProvider.send({ to: "+919811111111", body: "123456 is your code" }),
    ).rejects.toBeInstanceOf(SmsDeliveryError);
    mockDeployment.isPublic = false;
    await expect(
      consoleSmsProvider.send({ to: "+919811111111", body: "123456 is your code" }),
    ).resolves.toBeUndefined();
  });
});
