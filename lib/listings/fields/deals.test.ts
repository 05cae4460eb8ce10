import { dealNotOfferedMessage, dealsOffered } from "./deals";

describe("the deals a type is offered on", () => {
  it("offers homes for sale, rent and PG; plots and offices for sale and rent only", () => {
    expect(dealsOffered("FlatApartment")).toEqual(["sale", "rent", "pg"]);
    expect(dealsOffered("Plot")).toEqual(["sale", "rent"]);
    expect(dealsOffered("Office")).toEqual(["sale", "rent"]);
    expect(dealsOffered(undefined)).toEqual(["sale", "rent", "pg"]);
  });

  it("says which deal is not offered for the type, and which ones to choose from", () => {
    expect(dealNotOfferedMessage("pg", "Plot")).toBe(
      "PG / Co-living is not offered for Plot. Choose Sell or Rent / Lease.",
    );
    expect(dealNotOfferedMessage("pg", "Office")).toBe(
      "PG / Co-living is not offered for Office Space. Choose Sell or Rent / Lease.",
    );
  });
});
