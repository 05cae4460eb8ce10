/**
 * The form engine: which fields apply to a type, deal and the answers so far, which are
 * required, and how a raw answer is read. Isomorphic.
 */
import type { DealType, PropertyType } from "@/lib/validation/property-enums";
import { FIELD_DEFS } from "./field-defs";
import type { DetailValue, DetailValues, FieldContext, FieldDef, Option } from "./field-types";
import { TYPE_GROUP_OF } from "./type-groups";

const holds = (
  rule: boolean | ((ctx: FieldContext) => boolean) | undefined,
  ctx: FieldContext,
  fallback: boolean,
) => (rule === undefined ? fallback : typeof rule === "boolean" ? rule : rule(ctx));

/** The fields that apply to this type, deal and current answers (in display order). */
export function fieldsFor(
  type: PropertyType,
  deal: DealType,
  values: DetailValues,
  step?: FieldDef["step"],
): FieldDef[] {
  const group = TYPE_GROUP_OF[type];
  const ctx = { type, deal, values };
  return FIELD_DEFS.filter(
    (f) =>
      (!step || f.step === step) &&
      f.groups.includes(group) &&
      (!f.types || f.types.includes(type)) &&
      (!f.deals || f.deals.includes(deal)) &&
      holds(f.showIf, ctx, true),
  );
}

export function isFieldRequired(
  field: FieldDef,
  type: PropertyType,
  deal: DealType,
  values: DetailValues,
): boolean {
  return holds(field.required, { type, deal, values }, false);
}

export type ParsedField =
  | { ok: true; value: number | string | boolean | string[] | null }
  | {
      ok: false;
      message: string;
    };

const isBlank = (v: DetailValue) =>
  v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/** Reads one field's raw form value into its stored form (null when left blank). */
export function parseFieldValue(field: FieldDef, raw: DetailValue): ParsedField {
  if (field.kind === "boolean") return { ok: true, value: raw === true || raw === "true" };
  if (isBlank(raw) || (field.kind === "multi" && raw === false)) return { ok: true, value: null };
  const text = typeof raw === "string" ? raw.trim() : raw;
  switch (field.kind) {
    case "integer":
    case "decimal": {
      const n = Number(typeof text === "string" ? text.replace(/,/g, "") : NaN);
      if (!Number.isFinite(n)) return { ok: false, message: `${field.label} must be a number` };
      if (field.kind === "integer" && !Number.isInteger(n)) {
        return { ok: false, message: `${field.label} must be a whole number` };
      }
      if (field.min !== undefined && n < field.min) {
        return { ok: false, message: `${field.label} must be at least ${field.min}` };
      }
      if (field.max !== undefined && n > field.max) {
        return { ok: false, message: `${field.label} must be at most ${field.max}` };
      }
      return { ok: true, value: n };
    }
    case "select": {
      const option = field.options?.find((o) => o.value === text);
      if (!option) return { ok: false, message: `Choose a valid ${field.label.toLowerCase()}` };
      return { ok: true, value: option.value };
    }
    case "multi": {
      const list = Array.isArray(text) ? text : [String(text)];
      const allowed = new Set(field.options?.map((o) => o.value));
      if (!list.every((v) => allowed.has(v))) {
        return { ok: false, message: `Choose valid ${field.label.toLowerCase()}` };
      }
      return { ok: true, value: [...new Set(list)] };
    }
    case "date": {
      if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
        return { ok: false, message: `${field.label} must be a date` };
      }
      return Number.isNaN(Date.parse(text))
        ? { ok: false, message: `${field.label} must be a date` }
        : { ok: true, value: text };
    }
    case "text": {
      const s = String(text);
      if (field.max && s.length > field.max) {
        return { ok: false, message: `${field.label} must be at most ${field.max} characters` };
      }
      return { ok: true, value: s };
    }
  }
}

/**
 * The option a stored value stands for: the option itself, or for a banded field the band a
 * number falls in (the option with the largest value not above it). Null when none fits, e.g.
 * a number below every band or a value no option names.
 */
export function optionForValue(field: FieldDef, raw: unknown): Option | null {
  const options = field.options ?? [];
  if (raw === null || raw === undefined || raw === "") return null;
  const text = String(raw).trim();
  const exact = options.find((o) => o.value === text);
  if (exact || !field.banded) return exact ?? null;
  const n = Number(text);
  if (!Number.isFinite(n)) return null;
  let band: Option | null = null;
  for (const option of options) {
    const from = Number(option.value);
    if (Number.isFinite(from) && from <= n && (!band || from > Number(band.value))) band = option;
  }
  return band;
}

/**
 * A stored column or extra as the form holds it: text, with a banded select's number moved into
 * its band, so the form shows (and saves) what the listing's page says.
 */
export function formValueOf(field: FieldDef, raw: unknown): DetailValue {
  if (typeof raw === "boolean" || Array.isArray(raw)) return raw as DetailValue;
  if (field.kind === "select" && field.banded) {
    const option = optionForValue(field, raw);
    if (option) return option.value;
  }
  return String(raw);
}

/** A floor above the building's top ("Floor 3 of 2"); ground is 0, basements are negative. */
export const FLOOR_ABOVE_TOTAL = "Floor number cannot be above the total floors";

export type FieldIssue = { field: string; message: string };

/**
 * Rules between two answers, for the fields that apply to this type and deal (a type without
 * floors, a plot, has no floor rule) and only once each answer reads well on its own.
 */
export function crossFieldIssues(
  type: PropertyType,
  deal: DealType,
  values: DetailValues,
): FieldIssue[] {
  const read = (name: string): number | null => {
    const field = fieldsFor(type, deal, values).find((f) => f.name === name);
    if (!field) return null;
    const parsed = parseFieldValue(field, values[name]);
    return parsed.ok && typeof parsed.value === "number" ? parsed.value : null;
  };
  const floor = read("floorNo");
  const total = read("totalFloors");
  const issues: FieldIssue[] = [];
  if (floor !== null && total !== null && floor > total) {
    issues.push({ field: "floorNo", message: FLOOR_ABOVE_TOTAL });
  }
  return issues;
}
