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

  it("refuses a built-up area below the carpet area, on the built-up field", () => {
    expect(issues(flat({ area: "1200", builtUpArea: "1000" }))).toEqual({
      builtUpArea: "Built-up area cannot be less than the carpet area",
    });
    expect(issues(flat({ area: "1200", builtUpArea: "1200", superArea: "1200" }))).toEqual({});
    expect(issues(flat({ area: "1200", builtUpArea: "1400", superArea: "1650" }))).toEqual({});
  });

  it("refuses a super built-up area below the built-up area, or below the carpet area", () => {
    expect(issues(flat({ area: "1000", builtUpArea: "1200", superArea: "1100" }))).toEqual({
      superArea: "Super built-up area cannot be less than the built-up area",
    });
    expect(issues(flat({ area: "1000", superArea: "900" }))).toEqual({
      superArea: "Super built-up area cannot be less than the carpet area",
    });
    // Both wrong: each wider area is told what it is below.
    expect(issues(flat({ area: "1000", builtUpArea: "900", superArea: "950" }))).toEqual({
      builtUpArea: "Built-up area cannot be less than the carpet area",
      superArea: "Super built-up area cannot be less than the carpet area",
    });
  });

  it("compares the areas in the unit they were typed in, and only the ones the type has", () => {
    // 100 sq yd of carpet and 110 sq yd built-up: right, whatever 100 and 110 are in sq ft.
    expect(
      issues(flat({ areaUnit: "sqyd", area: "100", builtUpArea: "110", superArea: "125" })),
    ).toEqual({});
    expect(issues(flat({ areaUnit: "sqyd", area: "100", builtUpArea: "90" }))).toEqual({
      builtUpArea: "Built-up area cannot be less than the carpet area",
    });
    // An office has no built-up field; its super built-up area is held to the carpet area.
    const office = {
      propertyType: "Office",
      area: "800",
      details: { possession: "ready", seats: "20", cabins: "2", floorNo: "3" },
    } as const;
    expect(issues(flat({ ...office, superArea: "700" }))).toEqual({
      superArea: "Super built-up area cannot be less than the carpet area",
    });
    expect(issues(flat({ ...office, superArea: "1000" }))).toEqual({});
    // A warehouse's "Area" is not a carpet area: no order between it and its built-up area.
    expect(
      issues(
        flat({
          propertyType: "Warehouse",
          area: "5000",
          builtUpArea: "3000",
          details: { possession: "ready" },
        }),
      ),
    ).toEqual({});
    // A farmhouse's main area is its land (2 acres): only its built-up and super built-up
    // areas are held to each other.
    const farmhouse = {
      propertyType: "Farmhouse",
      areaUnit: "acre",
      area: "2",
      details: { bhk: "3", furnishing: "semi", possession: "ready" },
    } as const;
    expect(issues(flat({ ...farmhouse, builtUpArea: "0.05", superArea: "0.06" }))).toEqual({});
    expect(issues(flat({ ...farmhouse, builtUpArea: "0.05", superArea: "0.04" }))).toEqual({
      superArea: "Super built-up area cannot be less than the built-up area",
    });
    // An area that is wrong on its own gets only its own message.
    expect(issues(flat({ area: "1200", builtUpArea: "-5" }))).toEqual({
      builtUpArea: "Enter an area greater than 0",
    });
  });

  it("takes a plot with 0 to 5 open sides (domain facts), and nothing outside that", () => {
    const plot = (openSides: string) =>
      flat({ propertyType: "Plot", area: "1500", details: { openSides } });
    expect(issues(plot("0"))).toEqual({});
    expect(issues(plot("5"))).toEqual({});
    expect(issues(plot("6"))).toEqual({ "details.openSides": "Choose a valid open sides" });
  });
});
