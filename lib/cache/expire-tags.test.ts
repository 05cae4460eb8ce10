const revalidateTag = jest.fn();
jest.mock("next/cache", () => ({
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
}));

import {
  expireListing,
  expireProject,
  expireTagsNow,
  listingTags,
  refreshEnquiredPage,
} from "./expire-tags";
import { rememberedGone, rememberGone } from "./listing-state-memo";

beforeEach(() => {
  revalidateTag.mockReset();
});

describe("cache expiry", () => {
  it("expires a listing's own page, the lists it can appear in and its city page", () => {
    expect(listingTags(7, "indore")).toEqual([
      "properties",
      "property:7",
      "featured-properties",
      "city-properties:indore",
    ]);
    expect(listingTags(7)).not.toContain("city-properties:indore");
    expireListing(7, "indore");
    expect(revalidateTag.mock.calls.map((c) => c[0])).toEqual(listingTags(7, "indore"));
    expect(revalidateTag).toHaveBeenCalledWith("property:7", { expire: 0 });
  });

  it("expires a project's page and the project lists", () => {
    expireProject(3);
    expect(revalidateTag.mock.calls.map((c) => c[0])).toEqual(["projects", "project:3"]);
  });

  it("makes proxy.ts ask again about a listing whose tag it expires", async () => {
    rememberGone(9, true);
    await expireTagsNow(["property:9"]);
    expect(rememberedGone(9)).toBeUndefined();
  });

  it("expires each tag once", async () => {
    await expireTagsNow(["a", "b", "a"]);
    expect(revalidateTag).toHaveBeenCalledTimes(2);
  });

  it("outside a request, with no Next.js cache in the process, does nothing and does not throw", async () => {
    revalidateTag.mockImplementation(() => {
      throw new Error("no request store");
    });
    await expect(expireTagsNow(["x"])).resolves.toBeUndefined();
  });

  it("refreshes the listing or project an enquiry came from, not an agent's page", () => {
    refreshEnquiredPage({ targetType: "property", targetId: 5 });
    refreshEnquiredPage({ targetType: "project", targetId: 6 });
    refreshEnquiredPage({ targetType: "broker", targetId: 7 });
    // Expired at once (a route handler cannot call updateTag, which is for server actions).
    expect(revalidateTag.mock.calls).toEqual([
      ["property:5", { expire: 0 }],
      ["project:6", { expire: 0 }],
    ]);
  });
});
