/**
 * The post-a-property form, validated once for the browser (zodResolver) and the server
 * (safeParse in lib/listings). Numbers arrive as typed text; per-type rules come from
 * lib/listings/fields/. Isomorphic: no server imports.
 */
import { z } from "zod";
import { AREA_UNIT_IDS, type AreaUnit } from "@/lib/format/area";
import { MAX_PHOTOS } from "@/lib/media/upload-signature";
import {
  areaOrderIssues,
  crossFieldIssues,
  fieldsFor,
  isFieldRequired,
  parseFieldValue,
  TYPE_GROUPS,
  TYPE_GROUP_OF,
  type DetailValues,
} from "@/lib/listings/fields";
import {
  AMENITIES,
  DEAL_TYPES,
  LISTING_STATUSES,
  PROPERTY_TYPES,
  type DealType,
  type PropertyType,
} from "./property-enums";

/** A number typed into a text box ("45,00,000", "1200.5"), or blank. */
const typedNumber = z.union([z.string().max(20), z.number()]).optional();

export function readNumber(value: string | number | undefined): number | null {
  if (value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value.replace(/,/g, "").trim());
  return Number.isFinite(n) ? n : null;
}

/**
 * A stored photo's key: a new upload's (`listings/<seller>/<uuid>`) or one already on the
 * listing being edited, whatever its shape (the demo pool's `seed/apartment-16`, imported
 * files). Which of them a seller may attach is decided on the server, against the database
 * (lib/listings/listing-media.ts): a new photo must be their own upload.
 */
export const PHOTO_KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][\w./-]{0,199}$/;

export const listingPhotoSchema = z.object({
  key: z.string().regex(PHOTO_KEY_PATTERN, "Unknown photo"),
  url: z.string().max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().max(150).optional().default(""),
});
export type ListingPhoto = z.input<typeof listingPhotoSchema>;

const detailValue = z.union([
  z.string().max(200),
  z.boolean(),
  z.array(z.string().max(40)).max(20),
]);

const isValidArea = (n: number) => n > 0 && n <= 1e9;

export const MIN_PRICE = 100;
export const MAX_PRICE = 10_000_00_00_000; // ₹10,000 Cr

export const listingSchema = z
  .object({
    propertyType: z.enum(PROPERTY_TYPES, { message: "Choose the property type" }),
    dealType: z.enum(DEAL_TYPES, { message: "Choose sell, rent or PG" }),
    citySlug: z.string().trim().min(1, "Choose the city").max(80),
    localityName: z
      .string()
      .trim()
      .min(2, "Enter the locality")
      .max(80, "The locality name is too long"),
    localityId: z.number().int().positive().nullable().optional(),
    address: z.string().trim().max(200, "The address is too long").optional().default(""),
    pincode: z
      .string()
      .trim()
      .regex(/^([1-9]\d{5})?$/, "PIN code is 6 digits and does not start with 0")
      .optional()
      .default(""),
    areaUnit: z.enum(AREA_UNIT_IDS as [AreaUnit, ...AreaUnit[]]).default("sqft"),
    area: typedNumber,
    builtUpArea: typedNumber,
    superArea: typedNumber,
    price: typedNumber,
    priceOnRequest: z.boolean().optional().default(false),
    negotiable: z.boolean().optional().default(false),
    details: z.record(z.string().max(40), detailValue).optional().default({}),
    amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).optional().default([]),
    title: z.string().trim().max(120, "Keep the title under 120 characters").optional().default(""),
    description: z
      .string()
      .trim()
      .max(5000, "Keep the description under 5,000 characters")
      .optional()
      .default(""),
    photos: z
      .array(listingPhotoSchema)
      .max(MAX_PHOTOS, `Add at most ${MAX_PHOTOS} photos`)
      .optional()
      .default([]),
    coverKey: z.string().max(200).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    const group = TYPE_GROUP_OF[v.propertyType];
    if (!group) return;
    if (!TYPE_GROUPS[group].deals.includes(v.dealType)) {
      issue(["dealType"], `A ${labelOfDeal(v.dealType)} listing is not available for this type`);
    }
    const area = readNumber(v.area);
    if (area === null)
      issue(["area"], `Enter the ${TYPE_GROUPS[group].mainAreaLabel.toLowerCase()}`);
    else if (!isValidArea(area)) issue(["area"], "Enter an area greater than 0");
    for (const name of ["builtUpArea", "superArea"] as const) {
      const n = readNumber(v[name]);
      if (v[name] !== undefined && v[name] !== "" && (n === null || !isValidArea(n))) {
        issue([name], "Enter an area greater than 0");
      }
    }
    // Carpet ≤ built-up ≤ super built-up, all typed in the one unit.
    const validArea = (value: string | number | undefined) => {
      const n = readNumber(value);
      return n !== null && isValidArea(n) ? n : null;
    };
    const areas = {
      area: validArea(v.area),
      builtUpArea: validArea(v.builtUpArea),
      superArea: validArea(v.superArea),
    };
    for (const { field, message } of areaOrderIssues(v.propertyType, areas)) {
      issue([field], message);
    }
    const price = readNumber(v.price);
    const priceLabel = priceLabelFor(v.dealType).toLowerCase();
    if (price === null) issue(["price"], `Enter the ${priceLabel}`);
    else if (!Number.isInteger(price)) issue(["price"], "Enter the amount in whole rupees");
    else if (price < MIN_PRICE || price > MAX_PRICE) {
      const article = /^[aeiou]/.test(priceLabel) ? "an" : "a";
      issue(["price"], `Enter ${article} ${priceLabel} between ₹100 and ₹10,000 Cr`);
    }
    const details = v.details as DetailValues;
    for (const field of fieldsFor(v.propertyType, v.dealType, details)) {
      const parsed = parseFieldValue(field, details[field.name]);
      if (!parsed.ok) issue(["details", field.name], parsed.message);
      else if (
        parsed.value === null &&
        isFieldRequired(field, v.propertyType, v.dealType, details)
      ) {
        issue(["details", field.name], `${field.label} is required`);
      }
    }
    for (const { field, message } of crossFieldIssues(v.propertyType, v.dealType, details)) {
      issue(["details", field], message);
    }
    if (v.coverKey && !v.photos.some((p) => p.key === v.coverKey)) {
      issue(["coverKey"], "Pick the cover from the uploaded photos");
    }
  });

export type ListingFormInput = z.input<typeof listingSchema>;
export type ListingInput = z.output<typeof listingSchema>;

export function labelOfDeal(deal: DealType): string {
  return deal === "sale" ? "sale" : deal === "rent" ? "rent" : "PG";
}

export function priceLabelFor(deal: DealType): string {
  return deal === "sale"
    ? "Expected price"
    : deal === "rent"
      ? "Monthly rent"
      : "Rent per bed per month";
}

/** Fields of each wizard step, for step-by-step validation (`trigger`). */
export const STEP_FIELDS = {
  type: ["propertyType", "dealType"],
  location: ["citySlug", "localityName", "address", "pincode"],
  details: ["area", "builtUpArea", "superArea", "areaUnit", "details"],
  price: ["price", "priceOnRequest", "negotiable", "details"],
  amenities: ["amenities", "title", "description"],
  photos: ["photos", "coverKey"],
} as const;

/** Listing statuses the seller's table can filter by (deleted rows are never shown). */
export const SELLER_VISIBLE_STATUSES = LISTING_STATUSES.filter((s) => s !== "deleted");

export const sellerListingsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(""),
  /** "" is the table's "All statuses". */
  status: z
    .enum(LISTING_STATUSES)
    .refine((s) => s !== "deleted", "Deleted listings are not shown")
    .or(z.literal("").transform(() => undefined))
    .optional(),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});
export type SellerListingsQuery = z.input<typeof sellerListingsQuerySchema>;

export const LISTING_ACTIONS = ["pause", "unpause", "sold", "delete", "renew"] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
export const listingActionSchema = z.object({
  action: z.enum(LISTING_ACTIONS, { message: "Unknown action" }),
});

/** The saved draft is whatever the form held; only its size and shape are checked. */
export const listingDraftSchema = z
  .record(z.string().max(40), z.unknown())
  .refine((d) => JSON.stringify(d).length <= 100_000, "The draft is too large");

export type ListingTypeDeal = { propertyType: PropertyType; dealType: DealType };
