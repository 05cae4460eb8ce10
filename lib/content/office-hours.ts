import type { Locale } from "@/lib/i18n/locales";

/** When the Indore office and the phone line are open (IST). */
export const OFFICE_HOURS = [
  { days: "Monday to Saturday", hours: "10:00 am – 7:00 pm" },
  { days: "Sunday and public holidays", hours: "Closed" },
] as const;

const OFFICE_HOURS_HI = [
  { days: "सोमवार से शनिवार", hours: "सुबह 10:00 – शाम 7:00" },
  { days: "रविवार और सरकारी छुट्टियां", hours: "बंद" },
] as const;

export const OFFICE_HOURS_TEXT =
  "Monday to Saturday, 10:00 am to 7:00 pm IST (closed on Sundays and public holidays)";

const OFFICE_HOURS_TEXT_HI =
  "सोमवार से शनिवार, सुबह 10:00 से शाम 7:00 बजे IST (रविवार और सरकारी छुट्टियों को बंद)";

/** The office hours' rows in a language. */
export function officeHours(locale: Locale): readonly { days: string; hours: string }[] {
  return locale === "hi" ? OFFICE_HOURS_HI : OFFICE_HOURS;
}

/** The office hours in one sentence, in a language. */
export function officeHoursText(locale: Locale): string {
  return locale === "hi" ? OFFICE_HOURS_TEXT_HI : OFFICE_HOURS_TEXT;
}
