import { formatMonthYear } from "@/lib/format/date";
import { humanize } from "@/lib/format/labels";
import { canonicalJson } from "@/lib/listings/canonical-json";

/** One reviewed field a pending edit changes, as the admin compares it. */
export type EditChange = { field: string; label: string; now: string; proposed: string };

/** A live listing's or project's changes waiting for review, as the admin's card shows them. */
export type PendingEditView = {
  submittedAt: Date;
  changes: EditChange[];
  photosChanged: boolean;
  photos: { url: string; alt: string; isCover: boolean }[];
  /** A project's new brochure (null: the edit removes it); absent when it does not change. */
  brochure?: { url: string | null };
};

const LABELS: Record<string, string> = {
  cityId: "",
  localityId: "",
  lat: "Map pin (latitude)",
  lon: "Map pin (longitude)",
  bhk: "BHK",
  areaSqft: "Area (sq ft)",
  reraNumber: "RERA number",
  // Projects (lib/projects/project-record.ts): photos and the brochure are shown on their own;
  // the RERA website follows the state.
  gallery: "",
  coverUrl: "",
  brochureUrl: "",
  reraWebsite: "",
  reraState: "RERA state",
  reraExempt: "RERA exempt",
  reraExemptReason: "RERA exemption reason",
  units: "Configurations",
  totalUnits: "Total units",
  landAreaAcres: "Land area (acres)",
  launchDate: "Launch date",
  possessionDate: "Possession date",
  minPrice: "Price from",
  maxPrice: "Price to",
};

/** Dates shown as the rest of the site writes them: a project's launch and possession months. */
const MONTH_FIELDS = new Set(["launchDate", "possessionDate"]);

function showField(field: string, value: unknown): string {
  if (MONTH_FIELDS.has(field) && typeof value === "string") {
    return formatMonthYear(value) ?? show(value);
  }
  return show(value);
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "—";
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== null && v !== "" && v !== false,
    );
    return entries.length ? entries.map(([k, v]) => `${humanize(k)}: ${show(v)}`).join("; ") : "—";
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/**
 * The reviewed fields whose proposed value differs from the listing's (ids that only mirror a
 * shown name, like the city id, are left out). Pure.
 */
export function pendingEditChanges(
  current: Record<string, unknown>,
  proposed: Record<string, unknown>,
): EditChange[] {
  const out: EditChange[] = [];
  for (const [field, value] of Object.entries(proposed)) {
    const label = LABELS[field] ?? humanize(field);
    if (!label) continue;
    const before = current[field] ?? null;
    if (canonicalJson(before) === canonicalJson(value ?? null)) continue;
    out.push({ field, label, now: showField(field, before), proposed: showField(field, value) });
  }
  return out;
}
