import {
  AMENITY_LABELS,
  amenityLabel,
  bhkFilterLabel,
  bhkLabel,
  FURNISHING_LABELS,
  humanize,
  knownLabel,
  labelOf,
  POSSESSION_LABELS,
  PROPERTY_TYPE_LABELS,
  propertyTypeLabel,
  SEARCH_TYPE_OPTIONS,
} from "./labels";
import { AMENITIES, PROPERTY_TYPES } from "@/lib/validation/property-enums";

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
});
