import "server-only";
import { getDb } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";
import { consoleEmailAllowed, devEmailOutboxEnabled } from "@/lib/env";
import { log } from "@/lib/log";
import type { EmailMessage, EmailProvider } from "./types";

/**
 * Development provider (SMTP_URL unset): logs the message and, when the dev outbox is enabled,
 * keeps it in email_outbox so tests can read it. Refused on a real deployment, like console SMS.
 */
export const consoleEmailProvider: EmailProvider = {
  name: "console",
  async send(message: EmailMessage) {
    if (!consoleEmailAllowed()) {
      throw new Error("The console e-mail provider is for development: set SMTP_URL.");
    }
    log.info({ to: message.to, subject: message.subject }, "e-mail (console provider)");
    if (!devEmailOutboxEnabled()) return;
    const db = await getDb();
    await db.insert(emailOutbox).values({
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? {},
    });
  },
};
