/**
 * The marketing channels a person opts into separately, and the exact sentence shown beside each
 * checkbox (stored with every choice, so the record says what was agreed to). Isomorphic: the
 * privacy page shows the same text it records.
 */
export const CONSENT_CHANNELS = ["email", "sms", "whatsapp"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_WORDING: Record<ConsentChannel, string> = {
  email:
    "Send me offers, new projects and market news from LAND Acre by e-mail. I can withdraw this at any time.",
  sms: "Send me offers, new projects and market news from LAND Acre by SMS. I can withdraw this at any time.",
  whatsapp:
    "Send me offers, new projects and market news from LAND Acre on WhatsApp. I can withdraw this at any time.",
};

export const CONSENT_LABELS: Record<ConsentChannel, string> = {
  email: "Marketing e-mails",
  sms: "Marketing SMS",
  whatsapp: "Marketing WhatsApp messages",
};
