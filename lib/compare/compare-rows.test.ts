import {
  compareAmenityRows,
  compareFactRows,
  NOT_GIVEN,
  type CompareRowInput,
} from "./compare-rows";

function listing(overrides: Partial<CompareRowInput> = {}): CompareRowInput {
  return {
    propertyType: "FlatApartment",
    dealType: "sale",
    price: 4_500_000,
    priceOnRequest: false,
    bhk: 2,
    bathrooms: 2,
    balconies: 1,
    areaSqft: 1000,
    areaValue: 1000,
    areaUnit: "sqft",
    carpetAreaSqft: 1000,
    builtUpAreaSqft: null,
    superAreaSqft: null,
    plotAreaSqft: null,
    floorNo: 3,
    totalFloors: 10,
    facing: null,
    furnishing: "semi",
    possession: "ready",
    possessionDate: null,
    ageYears: 1,
    ownership: null,
    deposit: null,
    maintenance: null,
    extras: {},
    amenities: ["lift", "gym"],
    postedBy: "agent",
    verified: true,
    localityRating: { overall: 4.2, count: 12 },
    ...overrides,
  };
}

const byLabel = (rows: ReturnType<typeof compareFactRows>) =>
  Object.fromEntries(rows.map((r) => [r.label, r]));

describe("compare rows", () => {
  it("words each fact as the listing page does and marks the rows that differ", () => {
    const rows = byLabel(
      compareFactRows([
        listing(),
        listing({ price: 9_000_000, bhk: 3, furnishing: "unfurnished", verified: false }),
      ]),
    );
    expect(rows.Price).toEqual({ label: "Price", values: ["₹45 L", "₹90 L"], differs: true });
    expect(rows["Price per sq ft"].values).toEqual(["₹4,500/sq ft", "₹9,000/sq ft"]);
    expect(rows.BHK).toMatchObject({ values: ["2 BHK", "3 BHK"], differs: true });
    expect(rows.Furnishing).toMatchObject({
      values: ["Semi-furnished", "Unfurnished"],
      differs: true,
    });
    expect(rows["Owner's documents"]).toMatchObject({
      values: ["Checked", "Not checked"],
      differs: true,
    });
    expect(rows.Floor).toMatchObject({ values: ["3 of 10", "3 of 10"], differs: false });
    expect(rows.Possession).toMatchObject({ values: ["Ready to move", "Ready to move"] });
    expect(rows["Age of property"].values).toEqual(["1–5 years", "1–5 years"]);
    expect(rows["Posted by"]).toMatchObject({ values: ["Agent", "Agent"], differs: false });
    expect(rows["Locality rating"].values).toEqual([
      "4.2 / 5 (12 reviews)",
      "4.2 / 5 (12 reviews)",
    ]);
  });

  it("shows a dash for facts a listing does not have", () => {
    const rows = byLabel(
      compareFactRows([
        listing({ propertyType: "Plot", bhk: null, floorNo: null, furnishing: null }),
        listing({ priceOnRequest: true, localityRating: null }),
      ]),
    );
    expect(rows.BHK.values).toEqual([NOT_GIVEN, "2 BHK"]);
    expect(rows.Floor.values).toEqual([NOT_GIVEN, "3 of 10"]);
    expect(rows.Possession.values[0]).toBe(NOT_GIVEN);
    expect(rows.Price.values[1]).toBe("Price on request");
    expect(rows["Price per sq ft"].values[1]).toBe(NOT_GIVEN);
    expect(rows["Locality rating"].values[1]).toBe("No reviews yet");
  });

  it("never marks a single listing as different", () => {
    expect(compareFactRows([listing()]).some((r) => r.differs)).toBe(false);
  });

  it("lists every amenity any listing has, present or absent per listing", () => {
    const rows = compareAmenityRows([
      { amenities: ["gym", "lift"] },
      { amenities: ["lift", "solar_panels"] },
    ]);
    expect(rows).toEqual([
      { label: "Lift", values: ["Yes", "Yes"], differs: false },
      { label: "Gym", values: ["Yes", "No"], differs: true },
      { label: "Solar panels", values: ["No", "Yes"], differs: true },
    ]);
  });
});

describe("compare rows on the Hindi page", () => {
  it("writes prices in lakh and crore words and the locality rating in Hindi", () => {
    const rows = byLabel(compareFactRows([listing(), listing({ localityRating: null })], "hi"));
    expect(rows.Price.values).toEqual(["₹45 लाख", "₹45 लाख"]);
    expect(rows["Locality rating"].values).toEqual(["4.2 / 5 (12 रिव्यू)", "अभी कोई रिव्यू नहीं"]);
    expect(rows["Locality rating"].differs).toBe(true);
  });
});
