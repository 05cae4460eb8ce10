import { slugify } from "./slugify";

describe("slugify", () => {
  it("makes lower-case kebab-case slugs without accents or stray dashes", () => {
    expect(slugify("HITEC City")).toBe("hitec-city");
    expect(slugify("  Bandra (West) ")).toBe("bandra-west");
    expect(slugify("Café Coffee Day")).toBe("cafe-coffee-day");
    expect(slugify("--")).toBe("");
  });
});
