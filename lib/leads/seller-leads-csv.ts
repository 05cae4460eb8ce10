import "server-only";
import type { SellerActor } from "@/lib/auth/current-user";
import { toCsv } from "@/lib/format/csv";
import { formatDateTime, todayInIndia } from "@/lib/format/date";
import { LEAD_STATUS_LABELS } from "@/lib/validation/seller";
import { allSellerLeads, type SellerLead } from "./seller-leads";

export const LEADS_CSV_HEADER = [
  "Received",
  "Name",
  "Phone",
  "Email",
  "About",
  "Message",
  "Status",
  "Note",
] as const;

export function leadsToCsv(rows: readonly SellerLead[]): string {
  return toCsv(
    [...LEADS_CSV_HEADER],
    rows.map((r) => [
      formatDateTime(r.createdAt),
      r.name,
      r.phone,
      r.email,
      r.about ?? "Direct enquiry",
      r.message,
      LEAD_STATUS_LABELS[r.status],
      r.note,
    ]),
  );
}

/** The seller's own enquiries (with the table's filters) as a CSV file. */
export async function exportSellerLeadsCsv(seller: SellerActor, raw: unknown): Promise<string> {
  return leadsToCsv(await allSellerLeads(seller, raw));
}

/**
 * The export's file name, dated by the Indian calendar like its rows (a download at 01:00 IST
 * is named by that Indian day, not the UTC day before).
 */
export function leadsCsvFilename(now: Date = new Date()): string {
  return `enquiries-${todayInIndia(now)}.csv`;
}
