import "server-only";
import { getDb } from "@/lib/db/client";
import { smsOutbox } from "@/lib/db/schema";
import { devOutboxEnabled } from "@/lib/env";
import { log } from "@/lib/log";
import type { SmsMessage, SmsProvider } from "./types";

/**
 * Development provider: writes the message to the server log and, when the dev outbox is
 * enabled, keeps it in sms_outbox so tests can read the code.
 */
export const consoleSmsProvider: SmsProvider = {
  name: "console",
  async send(message: SmsMessage) {
    log.info({ to: message.to, body: message.body }, "SMS (console provider)");
    if (!devOutboxEnabled()) return;
    const db = await getDb();
    await db.insert(smsOutbox).values({ phone: message.to, body: message.body });
  },
};
