import { ADVICE_TOPICS } from "@/lib/content/advice-topics";
import type { Messages } from "@/lib/i18n/messages";

/** A message of the catalogue's `requestForm` namespace (the form words them per language). */
export type RequestFormKey = keyof Messages["requestForm"];

/** Every field any public request form can show; each form picks its own list. */
export type RequestFieldName =
  "name" | "phone" | "email" | "city" | "topic" | "preferredDate" | "message";

export type RequestField = {
  name: RequestFieldName;
  label: RequestFormKey;
  control: "text" | "tel" | "email" | "date" | "select" | "textarea";
  optional?: boolean;
  autoComplete?: string;
  hint?: RequestFormKey;
  /** Written as is ("98765 43210"), or a catalogue message. */
  placeholder?: string | { key: RequestFormKey };
  /** Option labels are English data words, shown through the catalogue's phrases. */
  options?: readonly { value: string; label: string }[];
  /** The select's empty first option. */
  choose?: RequestFormKey;
  /** Full width in the two-column grid. */
  wide?: boolean;
};

const name: RequestField = {
  name: "name",
  label: "name",
  control: "text",
  autoComplete: "name",
};
const phone: RequestField = {
  name: "phone",
  label: "phone",
  control: "tel",
  autoComplete: "tel-national",
  placeholder: "98765 43210",
  hint: "phoneHint",
};
const email = (optional: boolean): RequestField => ({
  name: "email",
  label: "email",
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
    label: "city",
    control: "text",
    autoComplete: "address-level2",
    placeholder: { key: "cityPlaceholder" },
  },
  { name: "message", label: "howCanWeHelp", control: "textarea", optional: true, wide: true },
];

export const CONTACT_FORM_FIELDS: RequestField[] = [
  name,
  phone,
  { ...email(false), wide: true },
  {
    name: "message",
    label: "message",
    control: "textarea",
    wide: true,
    placeholder: { key: "messagePlaceholder" },
  },
];

export const CONSULTATION_FORM_FIELDS: RequestField[] = [
  name,
  phone,
  email(true),
  {
    name: "preferredDate",
    label: "preferredDate",
    control: "date",
    hint: "preferredDateHint",
  },
  {
    name: "topic",
    label: "topic",
    control: "select",
    options: ADVICE_TOPICS.map((t) => ({ value: t.slug, label: t.label })),
    choose: "chooseTopic",
    wide: true,
  },
  {
    name: "message",
    label: "beforeCall",
    control: "textarea",
    optional: true,
    wide: true,
  },
];
