import "server-only";
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from "./types";

export type HttpSmsConfig = {
  kind: "msg91" | "twilio";
  /** MSG91: the flow endpoint; Twilio: …/Accounts/{AccountSid}/Messages.json. */
  apiUrl: string;
  /** MSG91: the authkey; Twilio: "AccountSid:AuthToken". */
  apiKey: string;
  /** MSG91: unused (the template names the sender); Twilio: the From number or service. */
  senderId: string;
  /** MSG91 flow template id. */
  templateId: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
};

const MSG91_DEFAULT_URL = "https://control.msg91.com/api/v5/flow";

function buildRequest(config: HttpSmsConfig, message: SmsMessage): [string, RequestInit] {
  if (config.kind === "msg91") {
    const body = {
      template_id: message.templateId || config.templateId,
      short_url: "0",
      recipients: [
        { mobiles: message.to.replace(/^\+/, ""), otp: message.otp ?? "", ...message.vars },
      ],
    };
    return [
      config.apiUrl || MSG91_DEFAULT_URL,
      {
        method: "POST",
        headers: {
          authkey: config.apiKey,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify(body),
      },
    ];
  }
  const form = new URLSearchParams({ To: message.to, From: config.senderId, Body: message.body });
  return [
    config.apiUrl,
    {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(config.apiKey).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: form.toString(),
    },
  ];
}

/** A real gateway over HTTPS: MSG91's flow API or Twilio's Messages API, with a time limit. */
export function createHttpSmsProvider(config: HttpSmsConfig): SmsProvider {
  const doFetch = config.fetchImpl ?? fetch;
  return {
    name: config.kind,
    async send(message: SmsMessage) {
      if (!config.apiUrl && config.kind === "twilio") {
        throw new SmsDeliveryError("SMS_API_URL is not configured");
      }
      const [url, init] = buildRequest(config, message);
      let response: Response;
      try {
        response = await doFetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
      } catch (error) {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${String(error)}`, { cause: error });
      }
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        throw new SmsDeliveryError(
          `SMS gateway answered ${response.status}: ${text.slice(0, 200)}`,
        );
      }
      if (config.kind === "msg91") {
        const json = (await response.json().catch(() => null)) as { type?: string } | null;
        if (json?.type === "error") throw new SmsDeliveryError("MSG91 refused the message");
      }
    },
  };
}
