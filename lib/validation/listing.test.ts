import { listingSchema, type ListingFormInput } from "./listing";

const flat = (overrides: Partial<ListingFormInput> = {}): ListingFormInput => ({
  propertyType: "FlatApartment",
  dealType: "sale",
  citySlug: "indore",
  localityName: "Vijay Nagar",
  area: "1200",
  price: "4500000",
  details: { bhk: "2", floorNo: "3", totalFloors: "10", furnishing: "semi", possession: "ready" },
  ...overrides,
});

const floors = (floorNo: string, totalFloors: string) =>
  flat({ details: { bhk: "2", floorNo, totalFloors, furnishing: "semi", possession: "ready" } });

function issues(input: ListingFormInput): Record<string, string> {
  const result = listingSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("listingSchema", () => {
  it("refuses a floor above the building's total floors, on the floor field", () => {
    expect(issues(floors("3", "2"))).toEqual({
      "details.floorNo": "Floor number cannot be above the total floors",
    });
    expect(issues(floors("2", "2"))).toEqual({});
    expect(issues(floors("0", "1"))).toEqual({});
  });

  it("words the price range with the right article for each deal", () => {
    expect(issues(flat({ price: "50" }))).toEqual({
      price: "Enter an expected price between ₹100 and ₹10,000 Cr",
    });
    expect(
      issues(
        flat({
          dealType: "rent",
          price: "50",
          details: {
            bhk: "2",
            floorNo: "1",
            totalFloors: "4",
            furnishing: "semi",
            preferredTenants: "family",
            deposit: "50000",
          },
        }),
      ),
    ).toEqual({ price: "Enter a monthly rent between ₹100 and ₹10,000 Cr" });
  });
});
