import { propertyFacts, type FactsInput } from "./property-facts";

const base: FactsInput = {
  propertyType: "FlatApartment",
  dealType: "sale",
  bhk: 2,
  bathrooms: 2,
  balconies: 1,
  areaSqft: 950,
  areaValue: 950,
  areaUnit: "sqft",
  carpetAreaSqft: 950,
  builtUpAreaSqft: 1100,
  superAreaSqft: 1300,
  plotAreaSqft: null,
  floorNo: 0,
  totalFloors: 10,
  facing: "E",
  furnishing: "furnished",
  possession: "under_construction",
  possessionDate: "2027-03-01",
  ageYears: null,
  ownership: "freehold",
  deposit: null,
  maintenance: null,
  extras: {},
};

const asMap = (input: FactsInput) =>
  Object.fromEntries(propertyFacts(input).map((f) => [f.label, f.value]));

describe("propertyFacts", () => {
  it("names a ready home's age as the seller's form does, a stored 19 years as its band", () => {
    const ready = { ...base, possession: "ready" as const, possessionDate: null };
    expect(asMap({ ...ready, ageYears: 1 })["Age of property"]).toBe("1–5 years");
    expect(asMap({ ...ready, ageYears: 19 })["Age of property"]).toBe("10+ years");
    expect(asMap({ ...ready, ageYears: 7 })["Age of property"]).toBe("5–10 years");
  });

  it("lists a flat's layout, areas, floor, facing, furnishing and possession", () => {
    expect(asMap(base)).toEqual({
      Bedrooms: "2 BHK",
      Bathrooms: "2",
      Balconies: "1",
      "Carpet area": "950 sq ft",
      "Built-up area": "1,100 sq ft",
      "Super built-up area": "1,300 sq ft",
      Floor: "Ground of 10",
      Facing: "East",
      Furnishing: "Furnished",
      Possession: "Under construction, possession by Mar 2027",
      Ownership: "Freehold",
    });
  });

  it("lists land by area as typed, dimensions, open sides, boundary wall and land type", () => {
    const facts = asMap({
      ...base,
      propertyType: "Land",
      bhk: null,
      bathrooms: null,
      balconies: null,
      carpetAreaSqft: null,
      builtUpAreaSqft: null,
      superAreaSqft: null,
      floorNo: null,
      furnishing: null,
      possession: null,
      areaValue: 2,
      areaUnit: "bigha",
      areaSqft: 24000,
      extras: {
        plotLength: 120,
        plotBreadth: 200,
        openSides: "2",
        boundaryWall: true,
        landUse: "agricultural",
      },
    });
    expect(facts).toMatchObject({
      "Plot area": "2 bighas (24,000 sq ft)",
      Dimensions: "120 ft × 200 ft",
      "Open sides": "2",
      "Boundary wall": "Yes",
      "Land type": "Agricultural",
    });
    expect(facts.Bedrooms).toBeUndefined();
    expect(facts.Floor).toBeUndefined();
  });

  it("lists an office's seats, cabins, meeting rooms, washrooms and pantry", () => {
    expect(
      asMap({
        ...base,
        propertyType: "Office",
        bhk: null,
        extras: { seats: 40, cabins: 3, meetingRooms: 2, washrooms: "2", pantry: false },
      }),
    ).toMatchObject({
      Seats: "40",
      Cabins: "3",
      "Meeting rooms": "2",
      Washrooms: "2",
      Pantry: "No",
    });
  });

  it("lists a shop's frontage, ceiling height and suitable businesses", () => {
    expect(
      asMap({
        ...base,
        propertyType: "Shop",
        bhk: null,
        extras: { frontage: 18, ceilingHeight: 12, suitableFor: "Pharmacy, café" },
      }),
    ).toMatchObject({
      Frontage: "18 ft",
      "Ceiling height": "12 ft",
      "Suitable for": "Pharmacy, café",
    });
  });

  it("lists deposit, tenants and availability for rentals, food and occupancy for PGs", () => {
    expect(
      asMap({
        ...base,
        dealType: "rent",
        deposit: 60000,
        extras: { preferredTenants: "family", availableFrom: "2026-12-05" },
      }),
    ).toMatchObject({
      "Security deposit": "₹60,000",
      "Preferred tenants": "Family",
      "Available from": "5 Dec 2026",
    });
    const pg = asMap({
      ...base,
      dealType: "pg",
      extras: { occupancy: "girls", foodIncluded: true, sharing: "2" },
    });
    expect(pg).toMatchObject({
      "PG for": "Girls",
      "Food included": "Yes",
      "Room sharing": "Twin sharing",
    });
    expect(pg.Possession).toBeUndefined();
  });
});

describe("propertyFacts reads the form's field names only", () => {
  const plot: FactsInput = {
    ...base,
    propertyType: "Plot",
    bhk: null,
    carpetAreaSqft: null,
    floorNo: null,
    possession: null,
    extras: {},
  };

  it("shows a plot's dimensions, road width, floors allowed and corner", () => {
    expect(
      asMap({
        ...plot,
        extras: {
          plotLength: 40,
          plotBreadth: 60,
          roadWidth: 30,
          openSides: "2",
          floorsAllowed: 3,
          cornerPlot: true,
        },
      }),
    ).toMatchObject({
      Dimensions: "40 ft × 60 ft",
      "Road width": "30 ft",
      "Open sides": "2",
      "Floors allowed": "3",
      "Corner plot": "Yes",
    });
  });

  it("ignores the old demo-data spellings (lengthFt, landType, frontageFt, parking)", () => {
    const facts = asMap({
      ...plot,
      extras: { lengthFt: 40, breadthFt: 60, landType: "residential", roadWidthFt: 30 },
    });
    expect(facts.Dimensions).toBeUndefined();
    expect(facts["Road width"]).toBeUndefined();
    expect(facts["Land type"]).toBeUndefined();
    const home = asMap({ ...base, extras: { parking: { covered: 1 }, coveredParking: "2" } });
    expect(home["Covered parking"]).toBe("2");
  });
});
