import "server-only";
import { env } from "@/lib/env";
import { consoleEmailProvider } from "./console-provider";
import { createSmtpProvider } from "./smtp-provider";
import type { EmailMessage, EmailProvider } from "./types";

let provider: EmailProvider | undefined;
let override: EmailProvider | undefined;

/** SMTP when SMTP_URL is set, otherwise the console provider (dev outbox). */
export function getEmailProvider(): EmailProvider {
  if (override) return override;
  provider ??= env.SMTP_URL
    ? createSmtpProvider({ url: env.SMTP_URL, from: env.EMAIL_FROM })
    : consoleEmailProvider;
  return provider;
}

export function sendEmail(message: EmailMessage): Promise<void> {
  return getEmailProvider().send(message);
}

/** Tests swap in a failing or recording provider. */
export function setEmailProviderForTesting(next: EmailProvider | undefined): void {
  override = next;
}
