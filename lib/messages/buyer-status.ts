/** The lead's state as the buyer reads it. Isomorphic. */
export type BuyerStatus =
  "Waiting for a reply" | "Seller replied" | "Visit booked" | "Closed by seller";

export function buyerStatus(input: {
  leadStatus: "new" | "contacted" | "closed" | null;
  replied: boolean;
  visitBooked: boolean;
}): BuyerStatus {
  if (input.leadStatus === "closed") return "Closed by seller";
  if (input.visitBooked) return "Visit booked";
  if (input.replied) return "Seller replied";
  return "Waiting for a reply";
}
