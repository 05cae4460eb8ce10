/**
 * The deals a kind of property is offered on, and what the seller is told when the type they
 * pick does not offer the deal they chose. Isomorphic.
 */
import { PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import { DEAL_TYPES, type DealType, type PropertyType } from "@/lib/validation/property-enums";
import { TYPE_GROUPS, TYPE_GROUP_OF } from "./type-groups";

/** The deal choices as the seller reads them on the form. */
export const DEAL_CHOICE_LABELS: Record<DealType, string> = {
  sale: "Sell",
  rent: "Rent / Lease",
  pg: "PG / Co-living",
};

/** Deals this type is offered on; every deal while no type is chosen. */
export function dealsOffered(type: PropertyType | undefined): readonly DealType[] {
  return type ? TYPE_GROUPS[TYPE_GROUP_OF[type]].deals : DEAL_TYPES;
}

/** "Sell or Rent / Lease"; "Sell, Rent / Lease or PG / Co-living". */
function choiceList(deals: readonly DealType[]): string {
  const labels = deals.map((d) => DEAL_CHOICE_LABELS[d]);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`
    : (labels[0] ?? "");
}

/**
 * Why the seller's deal was cleared: "PG / Co-living is not offered for Plot. Choose Sell or
 * Rent / Lease." (worded in Hindi through the catalogue's `dealNotOffered`).
 */
export function dealNotOfferedMessage(deal: DealType, type: PropertyType): string {
  return `${DEAL_CHOICE_LABELS[deal]} is not offered for ${PROPERTY_TYPE_LABELS[type]}. Choose ${choiceList(dealsOffered(type))}.`;
}
