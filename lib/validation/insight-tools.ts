/**
 * The buyer tools' number fields: ranges, defaults and one parser shared by the server (the GET
 * form's first answer) and the browser (live answers as the user types). Money fields read
 * "50 lakh", "1.2 cr" or "45,00,000". Isomorphic.
 */
import { z } from "zod";
import { firstParam } from "@/lib/auth/search-param";
import { formatIndianNumber, parseMoney, parsePlainNumber } from "@/lib/format/money";

export type ToolField = {
  name: string;
  label: string;
  kind: "money" | "number";
  min: number;
  max: number;
  default: number;
  /** Shown after the input: "%", "years", "₹ a month". */
  suffix?: string;
};

export type ToolInputs = Record<string, string>;
export type ParsedTool = {
  values: Record<string, number> | null;
  errors: Record<string, string>;
};

/** Both parsers answer null for a blank or unreadable field. */
function readNumber(kind: ToolField["kind"], text: string): number | null {
  return kind === "money" ? parseMoney(text) : parsePlainNumber(text);
}

const show = (f: ToolField, n: number) =>
  f.kind === "money" ? `₹${formatIndianNumber(n)}` : formatIndianNumber(n, 2);

function fieldSchema(f: ToolField) {
  return z
    .string({ error: `Enter ${f.label.toLowerCase()}` })
    .transform((text, ctx) => {
      const n = readNumber(f.kind, text);
      if (n === null) {
        ctx.addIssue({
          code: "custom",
          message: text.trim()
            ? f.kind === "money"
              ? "Enter an amount, e.g. 45,00,000 or 45 lakh"
              : "Enter a number"
            : `Enter ${f.label.toLowerCase()}`,
        });
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z
        .number()
        .min(f.min, { error: `Enter at least ${show(f, f.min)}` })
        .max(f.max, { error: `Enter at most ${show(f, f.max)}` }),
    );
}

/** Parses every field; `values` is null while any field has an error (then `errors` says which). */
export function parseToolFields(fields: readonly ToolField[], inputs: ToolInputs): ParsedTool {
  const values: Record<string, number> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const result = fieldSchema(f).safeParse(inputs[f.name] ?? "");
    if (result.success) values[f.name] = result.data;
    else errors[f.name] = result.error.issues[0]?.message ?? "Check this value";
  }
  return { values: Object.keys(errors).length ? null : values, errors };
}

/** A text of a tool's GET form: the URL's first value cut to `max` characters, else `fallback`. */
function queryTextParam(fallback: string, max: number) {
  return z
    .preprocess(
      (value) => firstParam(value),
      z.string().transform((text) => text.slice(0, max)),
    )
    .catch(fallback);
}

/**
 * A tool page's `searchParams`: each number field's text from the URL, else its default; `choices`
 * adds the page's choice fields (state, unit…) with theirs. Never fails: a bad value is the default.
 */
export function toolParamsSchema(
  fields: readonly ToolField[],
  choices: Readonly<Record<string, string>> = {},
) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const f of fields) {
    shape[f.name] = queryTextParam(
      f.kind === "money" ? formatIndianNumber(f.default) : String(f.default),
      40,
    );
  }
  for (const [name, fallback] of Object.entries(choices))
    shape[name] = queryTextParam(fallback, 60);
  return z.object(shape);
}

/** The form's starting text: what the URL asked for, else each field's (and choice's) default. */
export function initialInputs(
  fields: readonly ToolField[],
  query: Record<string, string | string[] | undefined>,
  choices: Readonly<Record<string, string>> = {},
): ToolInputs {
  return toolParamsSchema(fields, choices).parse(query);
}

export const EMI_FIELDS: readonly ToolField[] = [
  {
    name: "income",
    label: "Take-home pay a month",
    kind: "money",
    min: 5_000,
    max: 1_00_00_000,
    default: 1_00_000,
    suffix: "₹ a month",
  },
  {
    name: "obligations",
    label: "EMIs you already pay",
    kind: "money",
    min: 0,
    max: 1_00_00_000,
    default: 0,
    suffix: "₹ a month",
  },
  {
    name: "rate",
    label: "Interest rate",
    kind: "number",
    min: 1,
    max: 20,
    default: 8.5,
    suffix: "% a year",
  },
  { name: "years", label: "Tenure", kind: "number", min: 1, max: 30, default: 20, suffix: "years" },
  {
    name: "loan",
    label: "Loan amount",
    kind: "money",
    min: 10_000,
    max: 100_00_00_000,
    default: 40_00_000,
    suffix: "₹",
  },
];

export const STAMP_DUTY_FIELDS: readonly ToolField[] = [
  {
    name: "value",
    label: "Property value",
    kind: "money",
    min: 1_00_000,
    max: 500_00_00_000,
    default: 75_00_000,
    suffix: "₹",
  },
];

export const AREA_FIELDS: readonly ToolField[] = [
  { name: "value", label: "Area", kind: "number", min: 0.0001, max: 1_00_00_00_000, default: 1 },
];

export const RENT_VS_BUY_FIELDS: readonly ToolField[] = [
  {
    name: "price",
    label: "Home price",
    kind: "money",
    min: 1_00_000,
    max: 500_00_00_000,
    default: 80_00_000,
    suffix: "₹",
  },
  {
    name: "rent",
    label: "Rent for a similar home",
    kind: "money",
    min: 1_000,
    max: 1_00_00_000,
    default: 25_000,
    suffix: "₹ a month",
  },
  {
    name: "down",
    label: "Down payment",
    kind: "number",
    min: 10,
    max: 100,
    default: 20,
    suffix: "% of the price",
  },
  {
    name: "rate",
    label: "Loan interest rate",
    kind: "number",
    min: 1,
    max: 20,
    default: 8.5,
    suffix: "% a year",
  },
  {
    name: "tenure",
    label: "Loan tenure",
    kind: "number",
    min: 1,
    max: 30,
    default: 20,
    suffix: "years",
  },
  {
    name: "stay",
    label: "Years you plan to stay",
    kind: "number",
    min: 1,
    max: 30,
    default: 10,
    suffix: "years",
  },
  {
    name: "rentRise",
    label: "Rent increase",
    kind: "number",
    min: 0,
    max: 20,
    default: 5,
    suffix: "% a year",
  },
  {
    name: "growth",
    label: "Home value growth",
    kind: "number",
    min: -10,
    max: 20,
    default: 5,
    suffix: "% a year",
  },
  {
    name: "returns",
    label: "Return on investments",
    kind: "number",
    min: 0,
    max: 20,
    default: 8,
    suffix: "% a year",
  },
  {
    name: "costs",
    label: "Stamp duty and other buying costs",
    kind: "number",
    min: 0,
    max: 15,
    default: 7,
    suffix: "% of the price",
  },
  {
    name: "upkeep",
    label: "Maintenance and property tax",
    kind: "number",
    min: 0,
    max: 5,
    default: 1,
    suffix: "% of value a year",
  },
];
