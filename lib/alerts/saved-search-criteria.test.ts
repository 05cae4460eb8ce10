import { appliedFromQuery, criteriaFromApplied } from "@/lib/alerts/saved-search-criteria";

describe("saved distance searches", () => {
  it("keep the distance in the query and watch the centre's city for alerts", () => {
    const around = criteriaFromApplied(
      appliedFromQuery("city=Indore&locality=Vijay+Nagar&radius=5&sort=distance"),
    );
    expect(around).toMatchObject({ city: "Indore", citySlug: "indore", locality: null });
    const query = new URLSearchParams(around.query);
    expect([query.get("radius"), query.get("locality"), query.get("sort")]).toEqual([
      "5",
      "Vijay Nagar",
      "distance",
    ]);
  });

  it("watch the city nearest a position", () => {
    const nearMe = criteriaFromApplied(appliedFromQuery("lat=22.7511&lon=75.895&radius=2"));
    expect(nearMe).toMatchObject({ city: "Indore", state: null, locality: null });
    expect(new URLSearchParams(nearMe.query).get("lat")).toBe("22.7511");
  });

  it("watch the city in the middle of a map area", () => {
    const area = criteriaFromApplied(
      appliedFromQuery("bounds=22.70000,75.85000,22.78000,75.93000"),
    );
    expect(area).toMatchObject({ city: "Indore", locality: null });
    expect(new URLSearchParams(area.query).get("bounds")).toBe(
      "22.70000,75.85000,22.78000,75.93000",
    );
  });
});
