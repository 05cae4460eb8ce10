import type { UnitConfig } from "@/lib/db/schema";
import { liveProjectPart, liveUnits, needsReview } from "./project-review-fields";

const unit = (over: Partial<UnitConfig> = {}): UnitConfig => ({
  bhk: 2,
  carpetAreaSqft: 850,
  minPrice: 4_500_000,
  maxPrice: 5_200_000,
  unitsAvailable: 40,
  ...over,
});
const shown = { name: "Skyline", units: [unit(), unit({ bhk: 3 })], totalUnits: 100 };

describe("a live project's edit", () => {
  it("puts new prices and availability on the approved configurations live at once", () => {
    const units = [unit({ minPrice: 4_300_000, unitsAvailable: 30 }), unit({ bhk: 3 })];
    expect(liveUnits(units, shown)).toEqual(units);
    expect(liveProjectPart({ ...shown, units, amenities: ["gym"] }, shown)).toMatchObject({
      minPrice: 4_300_000,
      maxPrice: 5_200_000,
      amenities: ["gym"],
    });
    expect(needsReview({ ...shown, units }, shown)).toBe(false);
  });

  it("holds changed configurations, and availability beyond the approved total, for review", () => {
    const bigger = [unit({ carpetAreaSqft: 900 }), unit({ bhk: 3 })];
    expect(liveUnits(bigger, shown)).toBe(shown.units);
    expect(needsReview({ ...shown, units: bigger }, shown)).toBe(true);
    const more = [unit({ unitsAvailable: 90 }), unit({ bhk: 3 })];
    expect(liveUnits(more, shown)).toBe(shown.units);
    expect(needsReview({ ...shown, units: more, totalUnits: 200 }, shown)).toBe(true);
    expect(needsReview({ ...shown, name: "Skyline II" }, shown)).toBe(true);
  });
});
