import { addressLine, withoutRepeats } from "./address";

describe("address lines", () => {
  it("says each place once", () => {
    expect(addressLine(["Margao, Goa", "Margao", "Goa", "Goa"])).toBe("Margao, Goa");
    expect(addressLine(["Survey No. 45", "Margao", "Goa", "Goa"])).toBe(
      "Survey No. 45, Margao, Goa",
    );
    expect(
      addressLine(["12, Shanti Society, Vijay Nagar", "vijay  nagar", "Indore", "Madhya Pradesh"]),
    ).toBe("12, Shanti Society, Vijay Nagar, Indore, Madhya Pradesh");
  });

  it("keeps lines, dropping the ones that only repeat", () => {
    expect(withoutRepeats(["Plot No. 4, Porvorim", "Porvorim", "Goa, Goa"])).toEqual([
      "Plot No. 4, Porvorim",
      "Goa",
    ]);
    expect(withoutRepeats([null, "", "Delhi, Delhi"])).toEqual(["Delhi"]);
  });
});
