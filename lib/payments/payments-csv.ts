import { toCsv } from "@/lib/format/csv";
import type { AdminPaymentRow } from "./admin-payments";

const IST_OFFSET_MS = 330 * 60_000;

/** "2026-11-23 14:05" in Indian time. */
export function formatIstDateTime(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

export const PAYMENT_CSV_HEADER = [
  "Transaction ID",
  "Order ID",
  "Date (IST)",
  "Seller",
  "Seller e-mail",
  "Plan",
  "Amount (INR)",
  "Method",
  "Status",
];

/** The payments export: amounts as plain whole rupees so spreadsheets can add them up. */
export function paymentsToCsv(rows: AdminPaymentRow[]): string {
  return toCsv(
    PAYMENT_CSV_HEADER,
    rows.map((row) => [
      row.transactionId,
      row.orderId,
      formatIstDateTime(row.date),
      row.sellerName,
      row.sellerEmail,
      row.planName,
      row.amount,
      row.method,
      row.status,
    ]),
  );
}
