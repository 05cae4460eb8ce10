/**
 * One text message. `otp` lets template-based gateways (MSG91 flow) fill their variable;
 * `templateId` and `vars` name another registered (DLT) template and its variables.
 */
export type SmsMessage = {
  to: string;
  body: string;
  otp?: string;
  templateId?: string;
  vars?: Record<string, string>;
};

/** Something that delivers SMS; throws SmsDeliveryError when it could not. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SmsDeliveryError";
  }
}
