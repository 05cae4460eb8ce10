import { listingExtrasSchema } from "@/lib/validation/listing-extras";
import { listingSchema, type ListingFormInput } from "@/lib/validation/listing";
import { listingFacts } from "../listing-record";
import type { ResolvedLocation } from "../resolve-location";

const indore: ResolvedLocation = {
  cityId: 1,
  cityName: "Indore",
  citySlug: "indore",
  state: "Madhya Pradesh",
  localityId: 2,
  localityName: "Vijay Nagar",
  lat: 22.75,
  lon: 75.89,
};

const form = (input: Partial<ListingFormInput>): ListingFormInput => ({
  propertyType: "FlatApartment",
  dealType: "sale",
  citySlug: "indore",
  localityName: "Vijay Nagar",
  areaUnit: "sqft",
  area: "1200",
  price: "4500000",
  ...input,
});

const POSTED: [string, ListingFormInput][] = [
  [
    "a plot in sq yd",
    form({
      propertyType: "Plot",
      areaUnit: "sqyd",
      area: "200",
      details: {
        plotLength: "60",
        plotBreadth: "30",
        openSides: "2",
        roadWidth: "30",
        floorsAllowed: "3",
        cornerPlot: true,
        boundaryWall: false,
      },
    }),
  ],
  [
    "agricultural land in bigha",
    form({
      propertyType: "Land",
      areaUnit: "bigha",
      area: "4",
      details: { openSides: "1", landUse: "agricultural" },
    }),
  ],
  [
    "a shop to rent",
    form({
      propertyType: "Shop",
      dealType: "rent",
      price: "25000",
      details: {
        frontage: "14",
        ceilingHeight: "11",
        suitableFor: "Pharmacy, café",
        washrooms: "1",
        deposit: "100000",
        availableFrom: "2026-12-01",
      },
    }),
  ],
  [
    "an office for sale",
    form({
      propertyType: "Office",
      details: { seats: "40", cabins: "3", floorNo: "4", possession: "ready", pantry: true },
    }),
  ],
  [
    "a PG bed",
    form({
      dealType: "pg",
      price: "9000",
      details: {
        bhk: "3",
        floorNo: "2",
        totalFloors: "5",
        furnishing: "furnished",
        occupancy: "girls",
        sharing: "2",
        foodIncluded: true,
      },
    }),
  ],
  [
    "a flat to rent",
    form({
      dealType: "rent",
      price: "18000",
      details: {
        bhk: "2",
        floorNo: "3",
        totalFloors: "10",
        furnishing: "semi",
        preferredTenants: "family",
        coveredParking: "1",
        extraRooms: ["study"],
        deposit: "50000",
      },
    }),
  ],
];

describe("listingExtrasSchema and the post-a-property form", () => {
  it.each(POSTED)("accepts the extras the form stores for %s", (_, input) => {
    const parsed = listingSchema.parse(input);
    const facts = listingFacts(parsed, indore);
    const result = listingExtrasSchema(
      facts.propertyType,
      facts.dealType,
      facts.possession,
    ).safeParse(facts.extras);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(Object.keys(facts.extras ?? {}).length).toBeGreaterThan(0);
  });
});
