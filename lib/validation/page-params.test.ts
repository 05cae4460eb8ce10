import {
  sandboxCheckoutParamsSchema,
  sellerBillingParamsSchema,
  sellerLoginParamsSchema,
  sellerPlansParamsSchema,
  sellerPropertiesParamsSchema,
  sellerSignupParamsSchema,
} from "./seller";
import { adminLoginParamsSchema, loginParamsSchema } from "./auth";
import { planEditParamsSchema, reviewQueueFiltersSchema } from "./admin";
import { unsubscribeParamsSchema } from "./saved-search";
import { pageParam } from "./page-params";

describe("seller pages' search params: bad values fall back, never throw", () => {
  it("my properties: status, q, page and the highlighted listing", () => {
    expect(sellerPropertiesParamsSchema.parse({})).toEqual({
      status: undefined,
      q: "",
      page: 1,
      posted: null,
      listing: null,
    });
    expect(
      sellerPropertiesParamsSchema.parse({ status: "Active", q: "villa", page: "2", posted: "12" }),
    ).toEqual({ status: "active", q: "villa", page: 2, posted: 12, listing: null });
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

describe("other pages' search params: bad values fall back, never throw", () => {
  it("admin review queue: the view tab and the page", () => {
    expect(reviewQueueFiltersSchema.parse({})).toEqual({ view: "pending", page: 1 });
    expect(reviewQueueFiltersSchema.parse({ view: "reported", page: "3" })).toEqual({
      view: "reported",
      page: 3,
    });
    for (const view of ["deleted", "REPORTED!", ""]) {
      expect(reviewQueueFiltersSchema.parse({ view, page: "2" }).view).toBe("pending");
    }
    for (const page of ["0", "-1", "1.5", "abc", "9999999999"]) {
      expect(reviewQueueFiltersSchema.parse({ page }).page).toBe(1);
    }
  });

  it("admin plan editor: a good id, none (new plan), or a bad one (404)", () => {
    expect(planEditParamsSchema.parse({ id: "12" })).toEqual({ id: 12, hasId: true });
    expect(planEditParamsSchema.parse({})).toEqual({ id: null, hasId: false });
    expect(planEditParamsSchema.parse({ id: "" })).toEqual({ id: null, hasId: false });
    for (const bad of ["abc", "-2", "0", "1e3x", ["x", "3"]]) {
      expect(planEditParamsSchema.parse({ id: bad })).toEqual({ id: null, hasId: true });
    }
  });

  it("sign-in pages: the next path and the opening mode", () => {
    expect(loginParamsSchema.parse({})).toEqual({ next: "", mode: "login" });
    expect(loginParamsSchema.parse({ next: ["/compare", "/x"], mode: "SignUp" })).toEqual({
      next: "/compare",
      mode: "signup",
    });
    expect(loginParamsSchema.parse({ mode: "register" }).mode).toBe("login");
    expect(adminLoginParamsSchema.parse({ next: "/admin/reviews" })).toEqual({
      next: "/admin/reviews",
    });
    expect(adminLoginParamsSchema.parse({ next: 5 })).toEqual({ next: "" });
  });

  it("unsubscribe link: the first token, cut to 1,000 characters", () => {
    expect(unsubscribeParamsSchema.parse({})).toEqual({ token: "" });
    expect(unsubscribeParamsSchema.parse({ token: ["a.b", "c.d"] })).toEqual({ token: "a.b" });
    expect(unsubscribeParamsSchema.parse({ token: "t".repeat(5000) }).token).toHaveLength(1000);
  });
});

describe("pageParam", () => {
  it("reads a page number and falls back to 1 on anything else", () => {
    expect(pageParam.parse("2")).toBe(2);
    expect(pageParam.parse(["3", "4"])).toBe(3);
    for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "1001"]) {
      expect(pageParam.parse(bad)).toBe(1);
    }
  });
});
