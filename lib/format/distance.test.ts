import { formatDistanceAway } from "./distance";

describe("formatDistanceAway", () => {
  it("rounds to a tenth of a kilometre", () => {
    expect(formatDistanceAway(2.34)).toBe("2.3 km away");
    expect(formatDistanceAway(0.05)).toBe("0.1 km away");
    expect(formatDistanceAway(0)).toBe("0.0 km away");
    expect(formatDistanceAway(24.96)).toBe("25.0 km away");
  });
});
