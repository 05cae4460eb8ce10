/** Every field the post-a-property form can show, in display order. Isomorphic. */
import type { FieldDef } from "./field-types";
import { RESIDENTIAL_FIELDS } from "./groups/residential";
import { LAND_FIELDS } from "./groups/land";
import { OFFICE_FIELDS } from "./groups/office";
import { RETAIL_FIELDS } from "./groups/retail";
import { BUILT_FIELDS } from "./groups/built";
import { RENT_FIELDS } from "./groups/rent";
import { PG_FIELDS } from "./groups/pg";
import { PRICE_FIELDS } from "./groups/price";

export const FIELD_DEFS: readonly FieldDef[] = [
  ...RESIDENTIAL_FIELDS,
  ...LAND_FIELDS,
  ...OFFICE_FIELDS,
  ...RETAIL_FIELDS,
  ...BUILT_FIELDS,
  ...RENT_FIELDS,
  ...PG_FIELDS,
  ...PRICE_FIELDS,
];
