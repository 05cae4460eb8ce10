import { endOfDayInIndia, patchFor, refusalFor, sellerNotice } from "./moderation-rules";
import { reraRefusal } from "./rera-rule";

const now = new Date("2026-11-23T10:00:00Z");

describe("moderation rules", () => {
  it("approve publishes and clears the reason; reject and block keep the reason for the seller", () => {
    expect(patchFor({ action: "approve", ids: [1] }, now)).toMatchObject({
      status: "active",
      approvedAt: now,
      rejectionReason: null,
    });
    expect(patchFor({ action: "reject", ids: [1], reason: "Blurry photos" }, now)).toMatchObject({
      status: "rejected",
      rejectionReason: "Blurry photos",
    });
    expect(patchFor({ action: "block", ids: [1], reason: "Fraud" }, now)).toMatchObject({
      status: "blocked",
      featuredUntil: null,
    });
  });

  it("features until the end of the chosen Indian day", () => {
    expect(endOfDayInIndia("2026-12-31").toISOString()).toBe("2026-12-31T18:29:59.999Z");
    expect(
      patchFor({ action: "feature", ids: [1], until: "2026-12-31" }, now).status,
    ).toBeUndefined();
  });

  it("refuses actions from the wrong status with the listing named", () => {
    expect(
      refusalFor("approve", { id: 7, title: "Plot", status: "pending" }, "Listing"),
    ).toBeNull();
    expect(refusalFor("approve", { id: 7, title: "Plot", status: "deleted" }, "Listing")).toBe(
      "Listing #7 “Plot” is deleted, so it cannot be approved. Nothing was changed.",
    );
    expect(refusalFor("feature", { id: 8, title: "Shop", status: "pending" }, "Listing")).toContain(
      "cannot be featured",
    );
  });

  it("tells the seller about decisions, not about unfeaturing", () => {
    const target = { kind: "listing", id: 9, title: "Flat" } as const;
    expect(sellerNotice({ action: "reject", ids: [9], reason: "Wrong city" }, target)).toEqual({
      kind: "listing_rejected",
      title: "Listing needs changes",
      body: '"Flat" was not approved: Wrong city',
      link: "/saller/property/9/edit",
    });
    expect(
      sellerNotice({ action: "approve", ids: [9] }, { ...target, kind: "project" })?.kind,
    ).toBe("project_approved");
    expect(sellerNotice({ action: "unfeature", ids: [9] }, target)).toBeNull();
  });
});

describe("RERA rule for projects", () => {
  const base = { id: 3, name: "Skyline", reraNumber: null, reraExempt: false } as const;
  it("refuses an under-construction or upcoming project without a number", () => {
    expect(reraRefusal({ ...base, stage: "under_construction" })).toContain(
      "has no RERA registration number",
    );
    expect(reraRefusal({ ...base, stage: "upcoming" })).toContain("is upcoming");
  });
  it("accepts a number, a recorded exemption, or a ready project", () => {
    expect(
      reraRefusal({ ...base, stage: "under_construction", reraNumber: "P52100012345" }),
    ).toBeNull();
    expect(reraRefusal({ ...base, stage: "under_construction", reraExempt: true })).toBeNull();
    expect(reraRefusal({ ...base, stage: "ready" })).toBeNull();
    expect(reraRefusal({ ...base, stage: "under_construction", reraNumber: "   " })).not.toBeNull();
  });
});
