/**
 * The per-type field table of the post-a-property form. The form draws its "details" and
 * "price" steps from it, the schema validates with it, and lib/listings maps it to columns.
 * Parts: ./type-groups, ./field-types, ./groups/* (the definitions per group), ./field-defs,
 * ./form-engine, ./area-order (carpet ≤ built-up ≤ super built-up), ./deals (the deals a type is
 * offered on). Isomorphic: no server imports.
 */
export * from "./area-order";
export * from "./deals";
export * from "./field-defs";
export { BHK_OPTIONS } from "./field-options";
export * from "./field-types";
export * from "./form-engine";
export * from "./type-groups";
