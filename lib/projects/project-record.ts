import "server-only";
import type { SellerActor } from "@/lib/auth/current-user";
import { ForbiddenError } from "@/lib/auth/errors";
import type { projects, UnitConfig } from "@/lib/db/schema";
import { getStorage } from "@/lib/storage/storage";
import type { VerifiedPhoto } from "@/lib/listings/listing-media";
import type { ResolvedLocation } from "@/lib/listings/resolve-location";
import { readNumber } from "@/lib/validation/listing";
import type { ProjectFormInput, ProjectInput } from "@/lib/validation/project";
import type { Amenity } from "@/lib/validation/property-enums";
import { priceRange } from "./project-review-fields";

/** One row of a project's unit table (BHK, area range, price range), as stored. */
export type { UnitConfig };

type ProjectInsert = typeof projects.$inferInsert;
export type ProjectFacts = Omit<
  ProjectInsert,
  | "id"
  | "builderId"
  | "slug"
  | "status"
  | "createdAt"
  | "updatedAt"
  | "views"
  | "approvedAt"
  | "featuredUntil"
  | "rejectionReason"
>;

export const NOT_A_BUILDER =
  "Projects are posted by builders. Your account is registered as an owner or agent — post your property instead, or contact us to change your account type.";

export function assertBuilder(seller: SellerActor): void {
  if (seller.sellerKind !== "builder") throw new ForbiddenError(NOT_A_BUILDER);
}

/** State RERA authorities' websites, shown beside the number as RERA Sec 11(2) asks. */
const RERA_WEBSITES: Record<string, string> = {
  Maharashtra: "https://maharera.maharashtra.gov.in",
  Karnataka: "https://rera.karnataka.gov.in",
  Telangana: "https://rera.telangana.gov.in",
  Gujarat: "https://gujrera.gujarat.gov.in",
  "Uttar Pradesh": "https://www.up-rera.in",
  "Madhya Pradesh": "https://www.rera.mp.gov.in",
  Haryana: "https://haryanarera.gov.in",
  Rajasthan: "https://rera.rajasthan.gov.in",
  "West Bengal": "https://rera.wb.gov.in",
  Delhi: "https://rera.delhi.gov.in",
  Punjab: "https://rera.punjab.gov.in",
  Kerala: "https://rera.kerala.gov.in",
  "Tamil Nadu": "https://www.tnrera.in",
};

export function projectFacts(
  input: ProjectInput,
  location: ResolvedLocation,
  media: VerifiedPhoto[],
  brochureUrl: string | null,
): ProjectFacts {
  const units: UnitConfig[] = input.units.map((u) => ({
    bhk: Number(u.bhk),
    carpetAreaSqft: readNumber(u.carpetArea) ?? 0,
    minPrice: readNumber(u.minPrice) ?? 0,
    maxPrice: readNumber(u.maxPrice) ?? 0,
    unitsAvailable: readNumber(u.unitsAvailable) ?? 0,
  }));
  const cover = media.find((m) => m.isCover) ?? media[0];
  return {
    name: input.name,
    description: input.description,
    cityId: location.cityId,
    localityId: location.localityId,
    cityName: location.cityName,
    localityName: location.localityName,
    state: location.state,
    address: input.address,
    lat: location.lat,
    lon: location.lon,
    reraExempt: input.reraExempt,
    reraExemptReason: input.reraExempt ? input.reraExemptReason : null,
    reraNumber: input.reraExempt ? null : input.reraNumber.toUpperCase(),
    reraState: input.reraExempt ? null : input.reraState,
    reraWebsite: input.reraExempt ? null : (RERA_WEBSITES[input.reraState] ?? null),
    stage: input.stage,
    launchDate: input.launchDate || null,
    possessionDate: input.possessionDate || null,
    ...priceRange(units),
    units,
    totalUnits: readNumber(input.totalUnits),
    towers: readNumber(input.towers),
    landAreaAcres: readNumber(input.landAreaAcres),
    amenities: input.amenities as Amenity[],
    brochureUrl,
    coverUrl: cover?.url ?? null,
    gallery: media.map((m) => m.url),
  };
}

/** Storage key inside a stored URL (local `/media/<key>…` or an S3/CDN URL ending in it). */
export function keyFromUrl(url: string | null | undefined, pattern: RegExp): string | null {
  return url?.match(pattern)?.[1] ?? null;
}
export const PHOTO_KEY_IN_URL = /(projects\/\d+\/[0-9a-f-]{36})-(?:480|960|1440)\.webp$/;
export const BROCHURE_KEY_IN_URL = /(projects\/\d+\/[0-9a-f-]{36}\.pdf)$/;

export function brochureUrlOf(key: string): string {
  return getStorage().url(key);
}

type StoredProject = typeof projects.$inferSelect & { citySlug: string };

/** The form's values for an existing project (edit screen). */
export function formInputFromProject(row: StoredProject): ProjectFormInput {
  const photos = row.gallery
    .map((url) => ({ url, key: keyFromUrl(url, PHOTO_KEY_IN_URL) }))
    .filter((p): p is { url: string; key: string } => p.key !== null)
    .map((p) => ({ ...p, width: 960, height: 720, alt: "" }));
  return {
    name: row.name,
    description: row.description,
    citySlug: row.citySlug,
    localityName: row.localityName,
    localityId: row.localityId,
    address: row.address,
    stage: row.stage,
    reraExempt: row.reraExempt,
    reraExemptReason: row.reraExemptReason ?? "",
    reraNumber: row.reraNumber ?? "",
    reraState: row.reraState ?? "",
    launchDate: row.launchDate ?? "",
    possessionDate: row.possessionDate ?? "",
    totalUnits: row.totalUnits?.toString() ?? "",
    towers: row.towers?.toString() ?? "",
    landAreaAcres: row.landAreaAcres?.toString() ?? "",
    units: row.units.map((u) => ({
      bhk: String(u.bhk),
      carpetArea: String(u.carpetAreaSqft),
      minPrice: String(u.minPrice),
      maxPrice: String(u.maxPrice),
      unitsAvailable: String(u.unitsAvailable),
    })),
    amenities: row.amenities as Amenity[],
    brochureKey: keyFromUrl(row.brochureUrl, BROCHURE_KEY_IN_URL),
    photos,
    coverKey: keyFromUrl(row.coverUrl, PHOTO_KEY_IN_URL),
  };
}
