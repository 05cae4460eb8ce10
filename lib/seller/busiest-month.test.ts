import type { MonthPoint } from "./dashboard-stats";
import { seriesHeading } from "./busiest-month";

const months = (views: number[]): MonthPoint[] =>
  views.map((v, i) => ({ month: i + 1, label: `M${i + 1}`, views: v, enquiries: 0 }));

describe("seriesHeading", () => {
  it("names the busiest month and its count, as the table shows them", () => {
    expect(seriesHeading("Views", months([0, 3, 12, 12, 1]), "views")).toBe(
      "Views (busiest month: M3, 12)",
    );
  });

  it("says none yet when every month is 0 (not a busiest month of 1)", () => {
    expect(seriesHeading("Views", months([0, 0, 0]), "views")).toBe("Views (none yet)");
    expect(seriesHeading("Enquiries", months([5, 0]), "enquiries")).toBe("Enquiries (none yet)");
  });
});
