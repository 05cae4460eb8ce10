import { FIELD_DEFS } from "./field-defs";
import {
  crossFieldIssues,
  FLOOR_ABOVE_TOTAL,
  formValueOf,
  optionForValue,
  parseFieldValue,
} from "./form-engine";

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

describe("a banded select (age of property): a stored number reads as its band", () => {
  const age = FIELD_DEFS.find((f) => f.name === "ageYears")!;

  it("maps any number of years to the option whose band holds it", () => {
    const band = (n: number | string) => optionForValue(age, n)?.label;
    expect([0, 1, 3, 4, 5, 9, 10, 19, 60].map(band)).toEqual([
      "Less than 1 year",
      "1–5 years",
      "1–5 years",
      "1–5 years",
      "5–10 years",
      "5–10 years",
      "10+ years",
      "10+ years",
      "10+ years",
    ]);
    expect(band("19")).toBe("10+ years");
    expect(optionForValue(age, -2)).toBeNull();
    expect(optionForValue(age, "old")).toBeNull();
  });

  it("gives the form the band's value, so the select shows it and the schema takes it", () => {
    expect(formValueOf(age, 19)).toBe("10");
    expect(formValueOf(age, 5)).toBe("5");
    expect(parseFieldValue(age, formValueOf(age, 19))).toEqual({ ok: true, value: "10" });
  });

  it("leaves other selects as stored: a value no option names is not guessed", () => {
    const bathrooms = FIELD_DEFS.find((f) => f.name === "bathrooms")!;
    expect(formValueOf(bathrooms, 7)).toBe("7");
    expect(optionForValue(bathrooms, 7)).toBeNull();
  });
});
