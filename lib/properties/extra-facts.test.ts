import { extraFacts } from "./extra-facts";

describe("extraFacts", () => {
  it("names stored extras by the form's labels and option names, not their ids", () => {
    expect(
      extraFacts({
        extraRooms: ["pooja", "study"],
        coveredParking: "1",
        cornerPlot: true,
        unknownThing: "x",
        empty: "",
      }),
    ).toEqual([
      ["Other rooms", "Pooja room, Study"],
      ["Covered parking", "1"],
      ["Corner plot", "Yes"],
      ["Unknown thing", "x"],
    ]);
  });
});
