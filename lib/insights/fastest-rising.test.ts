import { fastestRising } from "./fastest-rising";

describe("fastestRising", () => {
  it("lists only localities whose price went up, most first", () => {
    const places = [
      { name: "Kothrud", saleChange: -6.8 },
      { name: "Baner", saleChange: 4.2 },
      { name: "Aundh", saleChange: 0 },
      { name: "Wakad", saleChange: 9.1 },
      { name: "Hadapsar", saleChange: null },
    ];
    expect(fastestRising(places).map((p) => p.name)).toEqual(["Wakad", "Baner"]);
    expect(fastestRising([{ name: "Kothrud", saleChange: -6.8 }])).toEqual([]);
  });
});
