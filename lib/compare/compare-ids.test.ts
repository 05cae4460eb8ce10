import { compareNotices } from "./compare-notices";
import { compareHref, MAX_COMPARE, parseCompareIds } from "./compare-ids";

describe("parseCompareIds", () => {
  it("reads listing numbers separated by commas, in order, without repeats", () => {
    expect(parseCompareIds("12, 7,12,,3")).toEqual({
      ids: [12, 7, 3],
      malformed: [],
      overLimit: [],
    });
  });

  it("joins a repeated parameter", () => {
    expect(parseCompareIds(["5", "6,7"]).ids).toEqual([5, 6, 7]);
  });

  it("is empty for a missing or blank value", () => {
    for (const raw of [undefined, null, "", " , "]) {
      expect(parseCompareIds(raw)).toEqual({ ids: [], malformed: [], overLimit: [] });
    }
  });

  it("reports parts that are not listing numbers and keeps the good ones", () => {
    const parsed = parseCompareIds("abc,4,-2,0,1.5,007,99999999999,<b>");
    expect(parsed.ids).toEqual([4]);
    expect(parsed.malformed).toEqual(["abc", "-2", "0", "1.5", "007", "99999999999", "<b>"]);
  });

  it(`keeps the first ${MAX_COMPARE} and reports the rest`, () => {
    expect(parseCompareIds("1,2,3,4,5,6,5")).toEqual({
      ids: [1, 2, 3, 4],
      malformed: [],
      overLimit: [5, 6],
    });
  });

  it("does not parse an overlong value", () => {
    const parsed = parseCompareIds("1,".repeat(150));
    expect(parsed.ids).toEqual([]);
    expect(parsed.malformed).toHaveLength(1);
  });

  it("builds the page address", () => {
    expect(compareHref([3, 1])).toBe("/compare?ids=3,1");
    expect(compareHref([])).toBe("/compare");
  });
});

describe("compareNotices", () => {
  it("says nothing when every listing is shown", () => {
    expect(compareNotices({ malformed: [], overLimit: [], dropped: [] })).toEqual([]);
  });

  it("names what was malformed, over the limit and dropped", () => {
    const notices = compareNotices({ malformed: ["abc"], overLimit: [9], dropped: [5, 6] });
    expect(notices).toEqual([
      "Ignored “abc”: not a listing number. A compare link looks like /compare?ids=12,34.",
      "Only 4 properties can be compared at once; left out listing “9”.",
      "Listings “5”, “6” are not shown: they are no longer available (sold, rented, removed or never existed).",
    ]);
    expect(compareNotices({ malformed: [], overLimit: [], dropped: [7] })[0]).toMatch(
      /^Listing “7” is not shown/,
    );
  });
});

describe("compareNotices in Hindi", () => {
  it("tells the visitor in Hindi which ids were left out, English unchanged", () => {
    const notices = compareNotices({ malformed: ["abc"], overLimit: [9], dropped: [5] }, "hi");
    expect(notices).toEqual([
      "“abc” छोड़ दिया गया: यह लिस्टिंग नंबर नहीं है। तुलना का लिंक /compare?ids=12,34 जैसा होता है।",
      "एक बार में सिर्फ़ 4 प्रॉपर्टी की तुलना हो सकती है; लिस्टिंग “9” छोड़ दी गई।",
      "लिस्टिंग “5” नहीं दिखाई गई: यह अब उपलब्ध नहीं है (बिक गई, किराए पर चली गई, हटा दी गई या कभी थी ही नहीं)।",
    ]);
    expect(compareNotices({ malformed: [], overLimit: [], dropped: [5, 6] }, "hi")[0]).toMatch(
      /^लिस्टिंग “5”, “6” नहीं दिखाई गईं: ये अब/,
    );
  });
});
