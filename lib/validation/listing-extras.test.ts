import { listingExtrasSchema } from "./listing-extras";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe("listingExtrasSchema", () => {
  it("accepts what the form stores for a plot", () => {
    const extras = {
      plotLength: 60,
      plotBreadth: 40,
      openSides: "2",
      roadWidth: 30,
      floorsAllowed: 3,
      cornerPlot: true,
      areaBasis: "1 sq yd = 9 sq ft",
    };
    expect(listingExtrasSchema("Plot", "sale").safeParse(extras).success).toBe(true);
  });

  it("names keys the form does not have for this kind of listing", () => {
    const result = listingExtrasSchema("Plot", "sale").safeParse({
      openSides: "2",
      lengthFt: 60,
      landUse: "residential",
    });
    expect(messages(result)).toEqual([
      '"lengthFt" is not a detail of this kind of listing',
      '"landUse" is not a detail of this kind of listing',
    ]);
  });

  it("wants values in the form's stored shape, and the required ones", () => {
    expect(messages(listingExtrasSchema("Land", "sale").safeParse({ openSides: 2 }))).toEqual([
      "Open sides is not stored the way the form stores it",
      "Land type is required",
    ]);
    expect(
      messages(listingExtrasSchema("Shop", "rent").safeParse({ frontage: "12", ceilingHeight: 2 })),
    ).toEqual([
      "Frontage is not stored the way the form stores it",
      "Ceiling height must be at least 6",
    ]);
    expect(
      messages(
        listingExtrasSchema("FlatApartment", "pg").safeParse({
          occupancy: "girls",
          sharing: "double",
          foodIncluded: false,
        }),
      ),
    ).toEqual([
      "Choose a valid beds per room",
      "Food included is not stored the way the form stores it",
    ]);
  });
});
