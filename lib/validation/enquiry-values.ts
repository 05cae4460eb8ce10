/**
 * Enquiry targets, limits and messages. Isomorphic and free of zod, for the enquiry forms
 * (lib/validation/lead.ts holds the schemas and re-exports these).
 */
export const ENQUIRY_TARGETS = ["property", "project", "broker"] as const;
export type EnquiryTarget = (typeof ENQUIRY_TARGETS)[number];

/** At most one enquiry per phone per listing (or project, or agent) in this window. */
export const ENQUIRY_DEDUPE_HOURS = 48;
/** At most this many enquiries per phone in 24 hours, across all listings. */
export const ENQUIRY_DAILY_LIMIT = 30;
export const ENQUIRY_MESSAGE_MAX = 1000;

export const DUPLICATE_ENQUIRY_MESSAGES: Record<EnquiryTarget, string> = {
  property: "You have already sent an enquiry for this property. The seller will contact you soon.",
  project: "You have already sent an enquiry for this project. The builder will contact you soon.",
  broker: "You have already sent an enquiry to this agent. The agent will contact you soon.",
};

export const ENQUIRY_SENT_MESSAGES: Record<EnquiryTarget, string> = {
  property: "Your enquiry has been sent. The seller will contact you soon.",
  project: "Your enquiry has been sent. The builder will contact you soon.",
  broker: "Your enquiry has been sent. The agent will contact you soon.",
};

/** "OTP sent to +91 98765 43210. It is valid for 10 minutes." */
export function guestOtpSentMessage(phone10: string, minutes: number): string {
  return `OTP sent to +91 ${phone10.slice(0, 5)} ${phone10.slice(5)}. It is valid for ${minutes} minutes.`;
}
