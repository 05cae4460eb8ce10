import {
  forgetListingStates,
  LISTING_STATE_TTL_MS,
  rememberedGone,
  rememberGone,
} from "@/lib/cache/listing-state-memo";

describe("the listing-state memo proxy.ts reads", () => {
  it("keeps an answer for a few seconds, and forgets it when the listing's tag expires", () => {
    const now = 1_000_000;
    rememberGone(7, true, now);
    rememberGone(8, false, now);
    expect(rememberedGone(7, now + 1)).toBe(true);
    expect(rememberedGone(8, now + 1)).toBe(false);
    expect(rememberedGone(7, now + LISTING_STATE_TTL_MS)).toBeUndefined();
    forgetListingStates(["property:7", "featured-properties"]);
    expect(rememberedGone(7, now + 1)).toBeUndefined();
    expect(rememberedGone(8, now + 1)).toBe(false);
    forgetListingStates(["properties"]);
    expect(rememberedGone(8, now + 1)).toBeUndefined();
  });
});
