/**
 * A project's photos and its changes waiting for review, as the admin's project page shows them
 * (the projects' side of get-admin-property.ts). Pure.
 */
import type { UnitConfig } from "@/lib/db/schema";
import { formatArea } from "@/lib/format/area";
import { bhkLabel } from "@/lib/format/labels";
import { formatPriceShort } from "@/lib/format/money";
import { canonicalJson } from "@/lib/listings/canonical-json";
import { pendingEditChanges, type PendingEditView } from "./pending-edit-diff";

type ProjectShown = {
  gallery: string[];
  coverUrl: string | null;
  brochureUrl: string | null;
  units: UnitConfig[];
};

export type ProjectPhoto = { url: string; alt: string; isCover: boolean };

/** A project's photos in their order, the cover marked. */
export function projectPhotos(p: Pick<ProjectShown, "gallery" | "coverUrl">): ProjectPhoto[] {
  return p.gallery.map((url) => ({ url, alt: "", isCover: url === p.coverUrl }));
}

/** One configuration in a line: "2 BHK, 850 sq ft, ₹45 L – ₹52 L, 40 available". */
export function unitLine(u: UnitConfig): string {
  const price =
    u.minPrice === u.maxPrice
      ? formatPriceShort(u.minPrice)
      : `${formatPriceShort(u.minPrice)} – ${formatPriceShort(u.maxPrice)}`;
  return `${bhkLabel(u.bhk)}, ${formatArea(u.carpetAreaSqft)}, ${price}, ${u.unitsAvailable} available`;
}

const readable = (facts: Record<string, unknown>) => ({
  ...facts,
  units: (facts.units as UnitConfig[] | undefined)?.map(unitLine),
});

/** What the builder's pending edit would change on the project as it is now. */
export function projectPendingEditView(
  current: ProjectShown & Record<string, unknown>,
  edit: { facts: ProjectShown & Record<string, unknown>; submittedAt: Date },
): PendingEditView {
  const proposed = edit.facts;
  const photos = projectPhotos(proposed);
  const brochureChanged = (proposed.brochureUrl ?? null) !== (current.brochureUrl ?? null);
  return {
    submittedAt: edit.submittedAt,
    changes: pendingEditChanges(readable(current), readable(proposed)),
    photosChanged: canonicalJson(projectPhotos(current)) !== canonicalJson(photos),
    photos,
    ...(brochureChanged ? { brochure: { url: proposed.brochureUrl ?? null } } : {}),
  };
}
