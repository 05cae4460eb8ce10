import {
  AMENITY_LABELS,
  amenityLabel,
  bhkFilterLabel,
  bhkLabel,
  DEAL_LABELS,
  FURNISHING_LABELS,
  humanize,
  idWords,
  knownLabel,
  labelOf,
  LISTING_STATUS_LABELS,
  POSSESSION_LABELS,
  PROJECT_STAGE_LABELS,
  PROPERTY_TYPE_LABELS,
  propertyTypeLabel,
  SEARCH_TYPE_OPTIONS,
  SELLER_KIND_LABELS,
} from "./labels";
import { PROJECT_STAGES } from "@/lib/validation/project";
import {
  AMENITIES,
  DEAL_TO_TRANSACTION,
  DEAL_TYPES,
  LISTING_STATUSES,
  PROPERTY_TYPES,
  SELLER_KINDS,
  TRANSACTION_TO_DEAL,
} from "@/lib/validation/property-enums";

describe("labels", () => {
  it("names every stored property type and amenity", () => {
    for (const t of PROPERTY_TYPES) expect(PROPERTY_TYPE_LABELS[t]).toBeTruthy();
    for (const a of AMENITIES) expect(amenityLabel(a)).toBe(AMENITY_LABELS[a]);
  });

  it("names search groups first, then stored types, else shows the value", () => {
    expect(propertyTypeLabel("House")).toBe("House / Villa");
    expect(propertyTypeLabel("LandPlot")).toBe("Plot / Land");
    expect(propertyTypeLabel("Showroom")).toBe("Showroom");
    expect(propertyTypeLabel("Castle")).toBe("Castle");
    expect(SEARCH_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      "FlatApartment",
      "House",
      "LandPlot",
      "Office",
      "Shop",
      "Warehouse",
    ]);
  });

  it("words an unknown id instead of showing underscores", () => {
    expect(amenityLabel("solar_panels")).toBe("Solar panels");
    expect(humanize("under_construction")).toBe("Under construction");
    expect(labelOf(POSSESSION_LABELS, "under_construction")).toBe("Under construction");
    expect(labelOf(FURNISHING_LABELS, "semi")).toBe("Semi-furnished");
    expect(labelOf(FURNISHING_LABELS, "part_furnished")).toBe("Part furnished");
    expect(labelOf(FURNISHING_LABELS, null)).toBeNull();
    expect(knownLabel(FURNISHING_LABELS, "part_furnished")).toBeNull();
  });

  it("says 1 RK for zero bedrooms and 5+ in the search filter", () => {
    expect(bhkLabel(0)).toBe("1 RK");
    expect(bhkLabel(3)).toBe("3 BHK");
    expect(bhkLabel(null)).toBeNull();
    expect(bhkFilterLabel([0, 2, 5])).toBe("1 RK, 2 BHK, 5+ BHK");
  });

  it("words admin statuses and audit record kinds without underscores", () => {
    expect(humanize("in_progress")).toBe("In progress");
    expect(humanize("")).toBe("");
    expect(idWords("contact_request")).toBe("contact request");
    expect(idWords("broker-request")).toBe("broker request");
  });

  it("names every seller kind, deal, listing status and project stage", () => {
    for (const k of SELLER_KINDS) {
      expect(SELLER_KIND_LABELS[k].short).toBeTruthy();
      expect(SELLER_KIND_LABELS[k].long).toBeTruthy();
    }
    expect(SELLER_KIND_LABELS.individual).toEqual({ short: "Owner", long: "Individual owner" });
    for (const d of DEAL_TYPES) expect(DEAL_LABELS[d]).toBeTruthy();
    for (const s of LISTING_STATUSES) expect(LISTING_STATUS_LABELS[s]).toBeTruthy();
    expect(LISTING_STATUS_LABELS.pending).toBe("Under review");
    for (const s of PROJECT_STAGES) expect(PROJECT_STAGE_LABELS[s]).toBeTruthy();
  });

  it("maps a stored deal to the URL's transaction type and back", () => {
    for (const d of DEAL_TYPES) expect(TRANSACTION_TO_DEAL[DEAL_TO_TRANSACTION[d]]).toBe(d);
    expect(DEAL_TO_TRANSACTION.sale).toBe("Buy");
  });
});
