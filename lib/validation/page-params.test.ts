import {
  sandboxCheckoutParamsSchema,
  sellerBillingParamsSchema,
  sellerLoginParamsSchema,
  sellerPlansParamsSchema,
  sellerPropertiesParamsSchema,
  sellerSignupParamsSchema,
} from "./seller";

describe("seller pages' search params: bad values fall back, never throw", () => {
  it("my properties: status, q and the highlighted listing", () => {
    expect(sellerPropertiesParamsSchema.parse({})).toEqual({
      status: undefined,
      q: "",
      posted: null,
      listing: null,
    });
    expect(
      sellerPropertiesParamsSchema.parse({ status: "Active", q: "villa", posted: "12" }),
    ).toEqual({ status: "active", q: "villa", posted: 12, listing: null });
    expect(
      sellerPropertiesParamsSchema.parse({
        status: ["paused", "active"],
        q: "x".repeat(500),
        listing: "7",
      }),
    ).toMatchObject({ status: "paused", q: "x".repeat(100), listing: 7 });
    for (const bad of ["deleted", "sold!", "", ["nope"]]) {
      expect(sellerPropertiesParamsSchema.parse({ status: bad }).status).toBeUndefined();
    }
    for (const bad of ["-3", "1.5", "abc", "99999999999", ""]) {
      expect(sellerPropertiesParamsSchema.parse({ posted: bad }).posted).toBeNull();
    }
  });

  it("plans and billing banners show when the flag is present, even empty", () => {
    expect(sellerPlansParamsSchema.parse({ failed: "" })).toEqual({ failed: true });
    expect(sellerPlansParamsSchema.parse({})).toEqual({ failed: false });
    expect(sellerBillingParamsSchema.parse({ paid: ["1", "2"] })).toEqual({ paid: true });
    expect(sellerBillingParamsSchema.parse({ other: "1" })).toEqual({ paid: false });
  });

  it("sandbox checkout: the first order id, or empty", () => {
    expect(sandboxCheckoutParamsSchema.parse({ order: ["order_a", "order_b"] })).toEqual({
      order: "order_a",
    });
    expect(sandboxCheckoutParamsSchema.parse({})).toEqual({ order: "" });
  });

  it("login and signup: next path, registered banner, seller kind in any case", () => {
    expect(sellerLoginParamsSchema.parse({ next: "/saller/billing", registered: "1" })).toEqual({
      next: "/saller/billing",
      registered: true,
    });
    expect(sellerLoginParamsSchema.parse({ next: `/${"a".repeat(3000)}`, registered: "" })).toEqual(
      { next: "", registered: false },
    );
    expect(sellerSignupParamsSchema.parse({ type: "Builder" })).toEqual({
      type: "builder",
      next: "",
    });
    expect(sellerSignupParamsSchema.parse({ type: "landlord", next: ["/saller/plans"] })).toEqual({
      type: undefined,
      next: "/saller/plans",
    });
  });
});
