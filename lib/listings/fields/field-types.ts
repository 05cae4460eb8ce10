/** The shape of one field of the post-a-property form's table. Isomorphic. */
import type { DealType, PropertyType } from "@/lib/validation/property-enums";
import type { TypeGroup } from "./type-groups";

export type FieldKind = "integer" | "decimal" | "select" | "boolean" | "date" | "text" | "multi";
export type Option = { value: string; label: string };
export type DetailValue = string | boolean | string[] | undefined;
export type DetailValues = Record<string, DetailValue>;

export type FieldContext = { type: PropertyType; deal: DealType; values: DetailValues };

export type FieldDef = {
  name: string;
  label: string;
  kind: FieldKind;
  step: "details" | "price";
  groups: readonly TypeGroup[];
  /** Narrows the groups to these types. */
  types?: readonly PropertyType[];
  /** Shown only for these deals. */
  deals?: readonly DealType[];
  /** Shown only when this holds (e.g. age only when ready to move). */
  showIf?: (ctx: FieldContext) => boolean;
  required?: boolean | ((ctx: FieldContext) => boolean);
  options?: readonly Option[];
  /**
   * The (numeric) options are the lower bounds of bands ("1" = "1–5 years"): a stored number
   * that is not an option reads as the band it falls in (19 → "10", "10+ years").
   */
  banded?: boolean;
  min?: number;
  max?: number;
  suffix?: string;
  /** A money amount per month (maintenance): read back as "₹3,000/month". */
  perMonth?: boolean;
  hint?: string;
  /** A typed column of `properties`; otherwise the value goes to `extras`. */
  column?:
    | "bhk"
    | "bathrooms"
    | "balconies"
    | "floorNo"
    | "totalFloors"
    | "facing"
    | "furnishing"
    | "possession"
    | "possessionDate"
    | "ageYears"
    | "ownership"
    | "reraNumber"
    | "deposit"
    | "maintenance";
};
