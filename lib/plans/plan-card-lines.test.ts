import { planCardLines } from "./plan-card-lines";

describe("planCardLines", () => {
  it("states each quota once, in the right number", () => {
    expect(
      planCardLines({
        listingQuota: 5,
        featuredQuota: 1,
        featuredDays: 30,
        features: "5 property listings\n1 featured listing\nEnquiry alerts by SMS",
      }),
    ).toEqual(["5 live listings", "1 featured listing, 30 days each", "Enquiry alerts by SMS"]);
  });

  it("says a single listing in the singular and no featured listings in words", () => {
    expect(
      planCardLines({ listingQuota: 1, featuredQuota: 0, featuredDays: 0, features: "" }),
    ).toEqual(["1 live listing", "No featured listings"]);
  });

  it("keeps a feature whose number differs from the quota, drops repeated lines", () => {
    expect(
      planCardLines({
        listingQuota: 30,
        featuredQuota: 6,
        featuredDays: 1,
        features: "40 property listings\nPriority review\npriority review",
      }),
    ).toEqual([
      "30 live listings",
      "6 featured listings, 1 day each",
      "40 property listings",
      "Priority review",
    ]);
  });
});
