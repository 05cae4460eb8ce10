/**
 * Schemas of the public request forms (contact, service pages, advice consultations).
 * Isomorphic: the forms use them through zodResolver, lib/inbox re-parses on the server.
 */
import { addDays, todayInIndia } from "@/lib/format/date";
import { z } from "zod";
import { personNameSchema } from "./plain-name";
import { ADVICE_TOPICS } from "@/lib/content/advice-topics";
import { SERVICES } from "@/lib/services/catalog";

export const SERVICE_SLUGS = SERVICES.map((s) => s.slug) as [
  (typeof SERVICES)[number]["slug"],
  ...(typeof SERVICES)[number]["slug"][],
];
export const ADVICE_TOPIC_SLUGS = ADVICE_TOPICS.map((t) => t.slug) as [
  (typeof ADVICE_TOPICS)[number]["slug"],
  ...(typeof ADVICE_TOPICS)[number]["slug"][],
];

/** How far ahead a consultation can be booked. */
export const CONSULTATION_MAX_DAYS_AHEAD = 90;

/**
 * An Indian mobile number: 10 digits starting 6–9. Spaces and dashes are ignored, and a
 * leading +91, 91 or 0 is accepted. Stored in E.164 (+919876543210).
 */
export const indianMobileSchema = z
  .string()
  .trim()
  .min(1, "Please enter your mobile number.")
  .transform((value) =>
    value.replace(/[\s-]/g, "").replace(/^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))/, ""),
  )
  .refine((digits) => /^[6-9]\d{9}$/.test(digits), {
    message: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9.",
  })
  .transform((digits) => `+91${digits}`);

const EMAIL_MESSAGE = "Enter a valid e-mail address, like name@example.com.";
const emailFormat = z.email(EMAIL_MESSAGE);

const emailSchema = z
  .string()
  .trim()
  .min(1, "Please enter your e-mail address.")
  .max(254, "Please enter a shorter e-mail address.")
  .refine((value) => emailFormat.safeParse(value).success, { message: EMAIL_MESSAGE })
  .transform((value) => value.toLowerCase());

/** Blank means "not given". */
const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, "Please enter a shorter e-mail address.")
  .refine((value) => value === "" || emailFormat.safeParse(value).success, {
    message: EMAIL_MESSAGE,
  })
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined));

const citySchema = z
  .string()
  .trim()
  .min(2, "Please enter your city.")
  .max(60, "Please keep the city under 60 characters.");

const optionalMessageSchema = z
  .string()
  .trim()
  .max(2000, "Please keep the message under 2,000 characters.")
  .optional()
  .transform((value) => value ?? "");

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const preferredDateSchema = z
  .string()
  .trim()
  .min(1, "Please choose a preferred date.")
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), {
    message: "Please choose a valid date.",
  })
  .refine((value) => value >= todayInIndia(), {
    message: "The preferred date cannot be in the past.",
  })
  .refine((value) => value <= addDays(todayInIndia(), CONSULTATION_MAX_DAYS_AHEAD), {
    message: `Please choose a date within the next ${CONSULTATION_MAX_DAYS_AHEAD} days.`,
  });

/** A call-back request from a /services/<slug> page. */
export const serviceRequestSchema = z.object({
  kind: z.literal("service"),
  service: z.enum(SERVICE_SLUGS, "Please choose a service."),
  name: personNameSchema,
  phone: indianMobileSchema,
  email: optionalEmailSchema,
  city: citySchema,
  message: optionalMessageSchema,
});

/** The /contact form. */
export const contactMessageSchema = z.object({
  kind: z.literal("contact"),
  name: personNameSchema,
  phone: indianMobileSchema,
  email: emailSchema,
  message: z
    .string()
    .trim()
    .min(10, "Please tell us a little more (at least 10 characters).")
    .max(2000, "Please keep the message under 2,000 characters."),
});

/** The schedule-a-consultation form on /real-estate/advice. */
export const consultationRequestSchema = z.object({
  kind: z.literal("advice"),
  topic: z.enum(ADVICE_TOPIC_SLUGS, "Please choose a topic."),
  name: personNameSchema,
  phone: indianMobileSchema,
  email: optionalEmailSchema,
  preferredDate: preferredDateSchema,
  message: optionalMessageSchema,
});

/** Any public request, told apart by `kind`. */
export const contactRequestSchema = z.discriminatedUnion("kind", [
  serviceRequestSchema,
  contactMessageSchema,
  consultationRequestSchema,
]);

export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ConsultationRequestInput = z.input<typeof consultationRequestSchema>;
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactRequestKind = ContactRequest["kind"];
