import "server-only";
import { env } from "@/lib/env";
import type { SmsMessage } from "@/lib/sms/types";

/**
 * The conversation texts. India's DLT rules allow only registered templates: each text is fixed
 * with a few variables, sent with its configured template id, and links only to this site.
 * WhatsApp templates are registered under the same names (`name`).
 */
export const SMS_TEMPLATES = {
  newEnquiry: {
    name: "new_enquiry",
    templateId: () => env.SMS_TEMPLATE_NEW_ENQUIRY,
    text: (v: { name: string; subject: string; link: string }) =>
      `LAND Acre: new enquiry from ${v.name} about ${v.subject}. Read and reply: ${v.link}`,
  },
  reply: {
    name: "reply",
    templateId: () => env.SMS_TEMPLATE_REPLY,
    text: (v: { name: string; subject: string; link: string }) =>
      `LAND Acre: ${v.name} replied about ${v.subject}. Read it: ${v.link}`,
  },
  visit: {
    name: "visit_confirmed",
    templateId: () => env.SMS_TEMPLATE_VISIT,
    text: (v: { subject: string; when: string; link: string }) =>
      `LAND Acre: site visit for ${v.subject} confirmed for ${v.when}. Details: ${v.link}`,
  },
  visitReminder: {
    name: "visit_reminder",
    templateId: () => env.SMS_TEMPLATE_VISIT_REMINDER,
    text: (v: { subject: string; when: string; link: string }) =>
      `LAND Acre: reminder, your site visit for ${v.subject} is ${v.when}. Details: ${v.link}`,
  },
  visitCancelled: {
    name: "visit_cancelled",
    templateId: () => env.SMS_TEMPLATE_VISIT_CANCELLED,
    text: (v: { subject: string; when: string; link: string }) =>
      `LAND Acre: the site visit for ${v.subject} on ${v.when} was cancelled. Details: ${v.link}`,
  },
} as const;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;

/** A variable as DLT templates take it: one line, at most 30 characters. */
export function smsVar(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > 30 ? `${line.slice(0, 29)}…` : line;
}

/** A link to a page of this site (the only links the texts carry). */
export function siteLink(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) throw new Error("Site paths only");
  return `${env.SITE_URL.replace(/\/$/, "")}${path}`;
}

export function buildSms<N extends SmsTemplateName>(
  name: N,
  to: string,
  vars: Parameters<(typeof SMS_TEMPLATES)[N]["text"]>[0],
): SmsMessage {
  const template = SMS_TEMPLATES[name];
  const clean = Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [k, k === "link" ? String(v) : smsVar(String(v))]),
  );
  const text = (template.text as (v: Record<string, string>) => string)(clean);
  return { to, body: text, templateId: template.templateId(), vars: clean };
}
