import { crossFieldIssues, FLOOR_ABOVE_TOTAL } from "./form-engine";

describe("crossFieldIssues: the floor against the building's total floors", () => {
  it("refuses a floor above the total floors, on the floor field", () => {
    expect(crossFieldIssues("FlatApartment", "sale", { floorNo: "3", totalFloors: "2" })).toEqual([
      { field: "floorNo", message: FLOOR_ABOVE_TOTAL },
    ]);
    expect(crossFieldIssues("Office", "rent", { floorNo: "12", totalFloors: "10" })).toEqual([
      { field: "floorNo", message: FLOOR_ABOVE_TOTAL },
    ]);
    expect(FLOOR_ABOVE_TOTAL).toBe("Floor number cannot be above the total floors");
  });

  it("accepts the top floor, the ground floor (0) and basements (negative)", () => {
    for (const floorNo of ["2", "0", "-1", "-3"]) {
      expect(crossFieldIssues("FlatApartment", "sale", { floorNo, totalFloors: "2" })).toEqual([]);
    }
  });

  it("says nothing while either answer is blank or wrong on its own (its own message shows)", () => {
    expect(crossFieldIssues("FlatApartment", "sale", { floorNo: "3" })).toEqual([]);
    expect(crossFieldIssues("FlatApartment", "sale", { floorNo: "3", totalFloors: "" })).toEqual(
      [],
    );
    expect(crossFieldIssues("FlatApartment", "sale", { floorNo: "abc", totalFloors: "2" })).toEqual(
      [],
    );
    expect(crossFieldIssues("FlatApartment", "sale", { floorNo: "3", totalFloors: "0" })).toEqual(
      [],
    );
  });

  it("ignores floors left behind on a type that has none (a plot)", () => {
    expect(crossFieldIssues("Plot", "sale", { floorNo: "3", totalFloors: "2" })).toEqual([]);
    expect(crossFieldIssues("Land", "sale", { floorNo: "3", totalFloors: "2" })).toEqual([]);
  });
});
