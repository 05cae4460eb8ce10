import {
  adminListingFiltersSchema,
  featureUntilSchema,
  moderationSchema,
  paymentFiltersSchema,
} from "./admin";
import { todayInIndia } from "@/lib/format/date";
import { planFeatureList, planSchema } from "./plan";

const plan = {
  name: "Agent Pro",
  sellerKind: "agent",
  price: 2999,
  durationDays: 30,
  listingQuota: 50,
  featuredQuota: 5,
  featuredDays: 30,
  features: "50 listings",
  active: true,
};

describe("plan schema", () => {
  it("accepts a valid plan and gives one message per bad field", () => {
    expect(planSchema.parse(plan)).toEqual(plan);
    const result = planSchema.safeParse({
      ...plan,
      name: "",
      price: -1,
      durationDays: 1.5,
      listingQuota: Number.NaN,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toEqual({
      name: "Enter the plan name (at least 2 characters).",
      price: "The price in rupees must be at least 0.",
      durationDays: "The duration in days must be a whole number.",
      listingQuota: "Enter the listing quota as a number.",
    });
  });

  it("refuses more featured listings than listings", () => {
    const result = planSchema.safeParse({ ...plan, featuredQuota: 60 });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["featuredQuota"],
      message: "The featured-listing quota cannot be more than the listing quota.",
    });
  });

  it("reads the features text as a list", () => {
    expect(planFeatureList("- 50 listings\n\n• Verified badge \n")).toEqual([
      "50 listings",
      "Verified badge",
    ]);
  });
});

describe("admin filters and commands", () => {
  it("falls back to defaults for bad URL params instead of failing", () => {
    expect(
      adminListingFiltersSchema.parse({ status: "bogus", page: "-4", sort: "x", type: "" }),
    ).toEqual({
      sort: "newest",
      page: 1,
    });
    expect(paymentFiltersSchema.parse({ status: "completed", from: "2026-13", page: "3" })).toEqual(
      {
        status: "completed",
        page: 3,
      },
    );
  });

  it("needs a reason for reject and block, and de-duplicates ids", () => {
    expect(moderationSchema.safeParse({ action: "reject", ids: [1], reason: " no " }).success).toBe(
      false,
    );
    expect(moderationSchema.safeParse({ action: "block", ids: [1] }).success).toBe(false);
    expect(moderationSchema.parse({ action: "approve", ids: [3, 3, 4] }).ids).toEqual([3, 4]);
    expect(
      moderationSchema.safeParse({ action: "approve", ids: [] }).error?.issues[0].message,
    ).toBe("Select at least one listing.");
  });

  it("features only until today or later (Indian date)", () => {
    expect(todayInIndia(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(featureUntilSchema.safeParse("2000-01-01").success).toBe(false);
    expect(featureUntilSchema.safeParse("2999-01-01").success).toBe(true);
  });
});
