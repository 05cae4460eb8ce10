import { countOf } from "./count";

describe("countOf", () => {
  it("says one in the singular and every other count in the plural", () => {
    expect(countOf(1, "listing")).toBe("1 listing");
    expect(countOf(0, "listing")).toBe("0 listings");
    expect(countOf(2, "minute")).toBe("2 minutes");
    expect(countOf(1, "balcony", "balconies")).toBe("1 balcony");
    expect(countOf(3, "balcony", "balconies")).toBe("3 balconies");
  });
});
