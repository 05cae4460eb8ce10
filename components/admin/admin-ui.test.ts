import { niceMax } from "./dashboard/daily-chart";
import { containsPattern, idFromQuery, startOfNextDayInIndia } from "@/lib/admin/paging";
import { firstValues, withParams } from "@/lib/admin/search-params";

describe("admin UI helpers", () => {
  it("gives the chart four whole-number steps", () => {
    expect([0, 3, 5, 23, 140].map(niceMax)).toEqual([4, 4, 8, 24, 160]);
  });

  it("escapes LIKE wildcards and reads #ids", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(idFromQuery("#42")).toBe(42);
    expect(idFromQuery("flat 42")).toBeNull();
    expect(startOfNextDayInIndia("2026-03-31").toISOString()).toBe("2026-03-31T18:30:00.000Z");
  });

  it("keeps filters while paging", () => {
    const params = firstValues({ q: "plot", status: ["active", "x"], page: "2", empty: "" });
    expect(params).toEqual({ q: "plot", status: "active", page: "2" });
    expect(withParams(params, { page: 3 })).toBe("?q=plot&status=active&page=3");
    expect(withParams(params, { status: undefined, page: undefined })).toBe("?q=plot");
  });
});
