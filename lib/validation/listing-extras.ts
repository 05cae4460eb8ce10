/**
 * What a listing keeps in `extras`: exactly the post-a-property form's fields that have no
 * typed column, in the form they are stored (numbers, option values, `true`, lists, dates), plus
 * `areaBasis` when the area was typed in another unit. Seeded listings and posted ones are held
 * to the same rules. Isomorphic: no server imports.
 */
import { z } from "zod";
import {
  fieldsFor,
  isFieldRequired,
  parseFieldValue,
  type DetailValue,
} from "@/lib/listings/fields";
import type { DealType, PropertyType } from "./property-enums";

/** A stored value as the form would hold it in its text boxes and selects. */
function asFormValue(stored: unknown): DetailValue | null {
  if (typeof stored === "number") return String(stored);
  if (typeof stored === "string" || typeof stored === "boolean") return stored;
  if (Array.isArray(stored) && stored.every((v) => typeof v === "string")) return stored;
  return null;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The extras a listing of this type and deal may store (possession decides some fields). */
export function listingExtrasSchema(
  type: PropertyType,
  deal: DealType,
  possession: string | null = null,
) {
  const values = { possession: possession ?? "" };
  const fields = fieldsFor(type, deal, values).filter((f) => !f.column);
  const names = new Set(fields.map((f) => f.name));
  return z.record(z.string(), z.unknown()).superRefine((extras, ctx) => {
    const issue = (key: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [key], message });
    for (const key of Object.keys(extras)) {
      if (key === "areaBasis") {
        if (typeof extras[key] !== "string") issue(key, "The area basis must be text");
      } else if (!names.has(key)) {
        issue(key, `"${key}" is not a detail of this kind of listing`);
      }
    }
    for (const field of fields) {
      const stored = extras[field.name];
      if (stored === undefined || stored === null) {
        if (isFieldRequired(field, type, deal, values)) {
          issue(field.name, `${field.label} is required`);
        }
        continue;
      }
      const typed = asFormValue(stored);
      const parsed = typed === null ? null : parseFieldValue(field, typed);
      if (!parsed || !parsed.ok) {
        issue(field.name, parsed?.message ?? `${field.label} has the wrong kind of value`);
      } else if (parsed.value === false || !sameValue(parsed.value, stored)) {
        // The form stores numbers as numbers, options as their value and leaves out "no".
        issue(field.name, `${field.label} is not stored the way the form stores it`);
      }
    }
  });
}
