import "server-only";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { SmsDeliveryError, type SmsMessage } from "@/lib/sms/types";

/**
 * WhatsApp behind the SMS provider interface. `console` (default) only logs. `cloud` sends a
 * template message through the WhatsApp Business Cloud API (Meta's Graph API,
 * `POST /{phone-number-id}/messages`): the template is registered under the SMS template's
 * name, its body variables in order.
 */
/** A notice for WhatsApp: the SMS text and variables plus the WhatsApp template's name. */
export type WhatsappMessage = SmsMessage & { template?: string };
export type WhatsappProvider = {
  readonly name: string;
  send(message: WhatsappMessage): Promise<void>;
};

export function createWhatsappProvider(
  config: {
    kind: "console" | "cloud";
    apiUrl: string;
    token: string;
    phoneNumberId: string;
    timeoutMs: number;
  },
  fetchImpl: typeof fetch = fetch,
): WhatsappProvider {
  if (config.kind === "console") {
    return {
      name: "whatsapp-console",
      async send(message) {
        log.info({ to: message.to, body: message.body }, "WhatsApp (console provider)");
      },
    };
  }
  return {
    name: "whatsapp-cloud",
    async send(message) {
      if (!config.token || !config.phoneNumberId) {
        throw new SmsDeliveryError("WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set");
      }
      const body = {
        messaging_product: "whatsapp",
        to: message.to.replace(/^\+/, ""),
        type: "template",
        template: {
          name: message.template ?? "notice",
          language: { code: "en" },
          components: [
            {
              type: "body",
              parameters: Object.values(message.vars ?? {}).map((text) => ({ type: "text", text })),
            },
          ],
        },
      };
      let response: Response;
      try {
        response = await fetchImpl(
          `${config.apiUrl.replace(/\/$/, "")}/${config.phoneNumberId}/messages`,
          {
            method: "POST",
            headers: {
              authorization: `Bearer ${config.token}`,
              "content-type": "application/json",
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(config.timeoutMs),
          },
        );
      } catch (error) {
        throw new SmsDeliveryError(`WhatsApp API unreachable: ${String(error)}`, { cause: error });
      }
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        throw new SmsDeliveryError(
          `WhatsApp API answered ${response.status}: ${text.slice(0, 200)}`,
        );
      }
    },
  };
}

let provider: WhatsappProvider | undefined;

export function getWhatsappProvider(): WhatsappProvider {
  provider ??= createWhatsappProvider({
    kind: env.WHATSAPP_PROVIDER,
    apiUrl: env.WHATSAPP_API_URL,
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    timeoutMs: env.SMS_TIMEOUT_MS,
  });
  return provider;
}
