import "server-only";
import { withOutboundMetrics } from "@/lib/metrics/registry";
import { env, type Env } from "@/lib/env";
import { consoleSmsProvider } from "./console-provider";
import { createHttpSmsProvider } from "./http-provider";
import type { SmsProvider } from "./types";

let provider: SmsProvider | undefined;
let override: SmsProvider | undefined;

type SmsEnv = Pick<
  Env,
  | "SMS_PROVIDER"
  | "SMS_API_URL"
  | "SMS_API_KEY"
  | "SMS_SENDER_ID"
  | "SMS_TEMPLATE_ID"
  | "SMS_TIMEOUT_MS"
>;

/** console (dev outbox) by default; MSG91 or Twilio over HTTP when SMS_PROVIDER names one. */
export function createSmsProvider(config: SmsEnv): SmsProvider {
  if (config.SMS_PROVIDER === "console") return consoleSmsProvider;
  return createHttpSmsProvider({
    kind: config.SMS_PROVIDER,
    apiUrl: config.SMS_API_URL,
    apiKey: config.SMS_API_KEY,
    senderId: config.SMS_SENDER_ID,
    templateId: config.SMS_TEMPLATE_ID,
    timeoutMs: config.SMS_TIMEOUT_MS,
  });
}

/** The configured provider (see createSmsProvider). */
export function getSmsProvider(): SmsProvider {
  if (override) return override;
  if (!provider) {
    const made = createSmsProvider(env);
    provider = withOutboundMetrics("sms", made.name, made, ["send"]);
  }
  return provider;
}

/** Tests swap in a failing or recording provider. */
export function setSmsProviderForTesting(next: SmsProvider | undefined): void {
  override = next;
}
