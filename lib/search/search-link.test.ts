import { searchResultsHref } from "./search-link";

describe("searchResultsHref", () => {
  it("always yields every spec field in order with page 1 and empty locality/searchQuery", () => {
    expect(
      searchResultsHref({
        propertyType: "FlatApartment",
        transactionType: "Buy",
        city: "Delhi",
        state: "Delhi",
      }),
    ).toBe(
      "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Delhi&state=Delhi&locality=&searchQuery=",
    );
  });

  it("encodes spaces in city and state names", () => {
    expect(
      searchResultsHref({
        propertyType: "LandPlot",
        transactionType: "Buy",
        city: "Navi Mumbai",
        state: "Tamil Nadu",
      }),
    ).toContain("city=Navi+Mumbai&state=Tamil+Nadu");
  });
});
