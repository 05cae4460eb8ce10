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
  send(message: EmailMessage) {
    return consoleEmailProvider.sendMany!([message]);
  },
  async sendMany(messages: EmailMessage[]) {
    if (!consoleEmailAllowed()) {
      throw new Error("The console e-mail provider is for development: set SMTP_URL.");
    }
    if (messages.length === 0) return;
    for (const m of messages)
      log.info({ to: m.to, subject: m.subject }, "e-mail (console provider)");
    if (!devEmailOutboxEnabled()) return;
    const db = await getDb();
    await db.insert(emailOutbox).values(
      messages.map((m) => ({
        to: m.to.toLowerCase(),
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers ?? {},
        attachments: m.attachments ?? [],
      })),
    );
  },
};
