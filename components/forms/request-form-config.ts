import { formatLongDate } from "@/lib/format/date";
import { ADVICE_TOPICS } from "@/lib/content/advice-topics";

/** Every field any public request form can show; each form picks its own list. */
export type RequestFieldName =
  "name" | "phone" | "email" | "city" | "topic" | "preferredDate" | "message";

export type RequestField = {
  name: RequestFieldName;
  label: string;
  control: "text" | "tel" | "email" | "date" | "select" | "textarea";
  optional?: boolean;
  autoComplete?: string;
  hint?: string;
  placeholder?: string;
  options?: readonly { value: string; label: string }[];
  /** Full width in the two-column grid. */
  wide?: boolean;
};

const name: RequestField = {
  name: "name",
  label: "Your name",
  control: "text",
  autoComplete: "name",
};
const phone: RequestField = {
  name: "phone",
  label: "Mobile number",
  control: "tel",
  autoComplete: "tel-national",
  placeholder: "98765 43210",
  hint: "10 digits, starting with 6, 7, 8 or 9.",
};
const email = (optional: boolean): RequestField => ({
  name: "email",
  label: "E-mail",
  control: "email",
  autoComplete: "email",
  optional,
  placeholder: "name@example.com",
});

export const SERVICE_FORM_FIELDS: RequestField[] = [
  name,
  phone,
  email(true),
  {
    name: "city",
    label: "City",
    control: "text",
    autoComplete: "address-level2",
    placeholder: "Indore",
  },
  { name: "message", label: "How can we help?", control: "textarea", optional: true, wide: true },
];

export const CONTACT_FORM_FIELDS: RequestField[] = [
  name,
  phone,
  { ...email(false), wide: true },
  {
    name: "message",
    label: "Message",
    control: "textarea",
    wide: true,
    placeholder: "Write your question or feedback",
  },
];

export const CONSULTATION_FORM_FIELDS: RequestField[] = [
  name,
  phone,
  email(true),
  {
    name: "preferredDate",
    label: "Preferred date",
    control: "date",
    hint: "Today or a later date; our advisor will call to fix the time.",
  },
  {
    name: "topic",
    label: "Topic",
    control: "select",
    options: ADVICE_TOPICS.map((t) => ({ value: t.slug, label: t.label })),
    wide: true,
  },
  {
    name: "message",
    label: "Anything we should know before the call?",
    control: "textarea",
    optional: true,
    wide: true,
  },
];

export const CONTACT_THANK_YOU = "Thank you for contacting us! We will get back to you soon.";

export function serviceThankYou(serviceTitle: string): string {
  return `Thank you! Our ${serviceTitle} team will call you within 24 hours.`;
}

export function consultationThankYou(isoDate: string): string {
  return `Thank you! Your consultation request for ${formatLongDate(isoDate)} is booked. Our advisor will call you to confirm the time.`;
}
