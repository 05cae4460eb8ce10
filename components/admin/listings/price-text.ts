import { formatPriceShort, formatRent } from "@/lib/format/money";

/** A listing's price as buyers read it: "₹45 L", "₹25,000/month", or "Price on request". */
export function priceText(row: {
  price: number;
  dealType: string;
  priceOnRequest?: boolean;
}): string {
  if (row.priceOnRequest) return "Price on request";
  return row.dealType === "sale" ? formatPriceShort(row.price) : formatRent(row.price);
}
