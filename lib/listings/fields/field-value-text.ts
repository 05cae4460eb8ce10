/**
 * One answer of the field table as the seller reads it back on the Review step. Isomorphic.
 */
import { formatDay } from "@/lib/format/date";
import { formatIndianNumber, formatINR, formatRent } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import type { PhraseTranslator } from "@/lib/i18n/phrase";
import { parseFieldValue } from "./form-engine";
import type { DetailValue, FieldDef } from "./field-types";

/**
 * Money as ₹ with Indian grouping ("₹36,000"; a monthly amount "₹3,000/month"), a measure with
 * its unit ("14 ft"), options by their labels, a date as "5 Jan 2027", a ticked box as "Yes".
 * Empty when unanswered (or unticked); an answer that does not read shows as typed.
 */
export function fieldValueText(
  field: FieldDef,
  raw: DetailValue,
  phrase: PhraseTranslator,
  locale: Locale,
): string {
  const parsed = parseFieldValue(field, raw);
  if (!parsed.ok) return Array.isArray(raw) ? raw.join(", ") : String(raw ?? "");
  const value = parsed.value;
  if (value === null || value === false) return "";
  if (value === true) return phrase("Yes");
  const label = (v: string) => {
    const option = field.options?.find((o) => o.value === v);
    return option ? phrase(option.label) : v;
  };
  if (Array.isArray(value)) return value.map(label).join(", ");
  if (typeof value === "number") {
    if (field.suffix === "₹") return field.perMonth ? formatRent(value, locale) : formatINR(value);
    const number = formatIndianNumber(value, 2);
    return field.suffix ? `${number} ${phrase(field.suffix)}` : number;
  }
  if (field.kind === "select") return label(value);
  if (field.kind === "date") return phrase(formatDay(value) ?? value);
  return value;
}
