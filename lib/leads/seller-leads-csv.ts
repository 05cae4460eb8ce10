import "server-only";
import type { SellerActor } from "@/lib/auth/current-user";
import { LEAD_STATUS_LABELS } from "@/lib/validation/seller";
import { allSellerLeads, type SellerLead } from "./seller-leads";
import { formatDateTime } from "@/lib/format/date";

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

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled), and
 * defused when a spreadsheet would run it as a formula (=, +, -, @ at the start) — except a
 * plain phone number like +919876543210.
 */
export function csvCell(value: string | null | undefined): string {
  let s = value ?? "";
  if (/^[=+\-@\t\r]/.test(s) && !/^\+\d{6,15}$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function leadsToCsv(rows: readonly SellerLead[]): string {
  const lines = [LEADS_CSV_HEADER.join(",")];
  for (const r of rows) {
    lines.push(
      [
        formatDateTime(r.createdAt),
        r.name,
        r.phone,
        r.email,
        r.about ?? "Direct enquiry",
        r.message,
        LEAD_STATUS_LABELS[r.status],
        r.note,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  // A BOM so Excel reads the ₹ and Indian names as UTF-8; CRLF as RFC 4180 says.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The seller's own enquiries (with the table's filters) as a CSV file. */
export async function exportSellerLeadsCsv(seller: SellerActor, raw: unknown): Promise<string> {
  return leadsToCsv(await allSellerLeads(seller, raw));
}
