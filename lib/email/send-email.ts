import "server-only";
import { env } from "@/lib/env";
import { withOutboundMetrics } from "@/lib/metrics/registry";
import { consoleEmailProvider } from "./console-provider";
import { createSmtpProvider } from "./smtp-provider";
import type { EmailMessage, EmailProvider } from "./types";

let provider: EmailProvider | undefined;
let override: EmailProvider | undefined;

/** SMTP when SMTP_URL is set, otherwise the console provider (dev outbox). */
export function getEmailProvider(): EmailProvider {
  if (override) return override;
  if (!provider) {
    const made = env.SMTP_URL
      ? createSmtpProvider({ url: env.SMTP_URL, from: env.EMAIL_FROM })
      : consoleEmailProvider;
    provider = withOutboundMetrics("email", made.name, made, ["send"]);
  }
  return provider;
}

export function sendEmail(message: EmailMessage): Promise<void> {
  return getEmailProvider().send(message);
}

/**
 * Sends messages in order; returns how many went out before the first failure (and that
 * failure), so a caller can keep what was sent and retry the rest.
 */
export async function sendEmails(
  messages: EmailMessage[],
): Promise<{ sent: number; error: unknown }> {
  const provider = getEmailProvider();
  if (provider.sendMany) {
    try {
      await provider.sendMany(messages);
      return { sent: messages.length, error: null };
    } catch (error) {
      return { sent: 0, error };
    }
  }
  for (let i = 0; i < messages.length; i++) {
    try {
      await provider.send(messages[i]);
    } catch (error) {
      return { sent: i, error };
    }
  }
  return { sent: messages.length, error: null };
}

/** Tests swap in a failing or recording provider. */
export function setEmailProviderForTesting(next: EmailProvider | undefined): void {
  override = next;
}
