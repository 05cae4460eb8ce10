import "server-only";
import { env } from "@/lib/env";
import { consoleSmsProvider } from "./console-provider";
import { createHttpSmsProvider } from "./http-provider";
import type { SmsProvider } from "./types";

let provider: SmsProvider | undefined;
let override: SmsProvider | undefined;

/** The configured provider: console (dev outbox) by default, MSG91 or Twilio by SMS_PROVIDER. */
export function getSmsProvider(): SmsProvider {
  if (override) return override;
  if (!provider) {
    provider =
      env.SMS_PROVIDER === "console"
        ? consoleSmsProvider
        : createHttpSmsProvider({
            kind: env.SMS_PROVIDER,
            apiUrl: env.SMS_API_URL,
            apiKey: env.SMS_API_KEY,
            senderId: env.SMS_SENDER_ID,
            templateId: env.SMS_TEMPLATE_ID,
            timeoutMs: env.SMS_TIMEOUT_MS,
          });
  }
  return provider;
}

/** Tests swap in a failing or recording provider. */
export function setSmsProviderForTesting(next: SmsProvider | undefined): void {
  override = next;
}
