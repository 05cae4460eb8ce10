import "server-only";
import { getDb } from "@/lib/db/client";
import { smsOutbox } from "@/lib/db/schema";
import { consoleSmsAllowed, devOutboxEnabled } from "@/lib/env";
import { log } from "@/lib/log";
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from "./types";

/**
 * Development provider: writes the message to the server log and, when the dev outbox is
 * enabled, keeps it in sms_outbox so tests can read the code. On a real deployment it refuses
 * to send (and prints no code): the OTP call then answers 503 until a real gateway is set.
 */
export const consoleSmsProvider: SmsProvider = {
  name: "console",
  async send(message: SmsMessage) {
    if (!consoleSmsAllowed()) {
      throw new SmsDeliveryError("The console SMS provider is for development: set SMS_PROVIDER.");
    }
    log.info({ to: message.to, body: message.body }, "SMS (console provider)");
    if (!devOutboxEnabled()) return;
    const db = await getDb();
    await db.insert(smsOutbox).values({ phone: message.to, body: message.body });
  },
};
