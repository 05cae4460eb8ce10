import {
  availableSince,
  checkSentence,
  confirmedDaysWords,
  confirmedWords,
  documentsCheckedWords,
} from "./check-words";
import { isLowPrice, sameArea, tooManyOwnerListings } from "./fake-rules";
import { chartPoints, latestReduction } from "./price-summary";

describe("what checks say", () => {
  it("says what was checked and when, in Indian time", () => {
    expect(checkSentence({ kind: "documents", at: "2026-11-12T10:00:00Z" })).toBe(
      "Owner's documents checked on 12 Nov 2026",
    );
    // 20:00 UTC on the 11th is already the 12th in India.
    expect(documentsCheckedWords("2026-11-11T20:00:00Z")).toBe(
      "Owner's documents checked on 12 Nov 2026",
    );
    expect(documentsCheckedWords(null)).toBe("Owner's documents checked");
    const now = new Date("2026-11-20T12:00:00Z");
    expect(confirmedWords("2026-11-20T01:00:00Z", now)).toBe("Confirmed available today");
    expect(confirmedWords("2026-11-19T01:00:00Z", now)).toBe("Confirmed available 1 day ago");
    expect(confirmedWords("2026-11-14T11:00:00Z", now)).toBe("Confirmed available 6 days ago");
  });
});

describe("duplicate and fake thresholds", () => {
  it("treats areas within 2 % as the same flat", () => {
    expect(sameArea(1000, 1020)).toBe(true);
    expect(sameArea(1000, 980)).toBe(true);
    expect(sameArea(1000, 1025)).toBe(false);
    expect(sameArea(0, 0)).toBe(false);
  });
  it("flags a price 40 % or more below the median, and more than 5 owner listings", () => {
    expect(isLowPrice(6000, 10000)).toBe(true);
    expect(isLowPrice(6001, 10000)).toBe(false);
    expect(isLowPrice(1000, null)).toBe(false);
    expect(tooManyOwnerListings(5)).toBe(false);
    expect(tooManyOwnerListings(6)).toBe(true);
  });
});

describe("price history summary", () => {
  const points = [
    { price: 5_000_000, at: "2026-09-01T00:00:00Z" },
    { price: 4_800_000, at: "2026-10-01T00:00:00Z" },
    { price: 4_500_000, at: "2026-11-12T06:00:00Z" },
  ];
  it("names the latest reduction, or none when the last change raised the price", () => {
    expect(latestReduction(points)).toEqual({ by: 300_000, at: "2026-11-12T06:00:00Z" });
    expect(
      latestReduction([...points, { price: 4_600_000, at: "2026-11-13T00:00:00Z" }]),
    ).toBeNull();
    expect(latestReduction(points.slice(0, 1))).toBeNull();
  });
  it("scales the chart into its box, highest price at the top", () => {
    const xy = chartPoints(points, 320, 96, 8);
    expect(xy[0]).toEqual({ x: 8, y: 8 });
    expect(xy[2]).toEqual({ x: 312, y: 88 });
  });
});

describe("what checks say in Hindi", () => {
  it("words each check with its Hindi date", () => {
    expect(checkSentence({ kind: "documents", at: "2026-11-12T10:00:00Z" }, "hi")).toBe(
      "मालिक के दस्तावेज़ 12 नव॰ 2026 को जांचे गए",
    );
    expect(checkSentence({ kind: "rera", at: "2026-11-12T10:00:00Z" }, "hi")).toBe(
      "RERA रजिस्ट्रेशन 12 नव॰ 2026 को जांचा गया",
    );
    expect(documentsCheckedWords(null, "hi")).toBe("मालिक के दस्तावेज़ जांचे गए");
  });

  it("counts a listing's availability from its latest confirmation, approval or posting", () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    expect(availableSince({ confirmedAt: at(10), approvedAt: at(2), postedAt: at(1) })).toEqual(
      at(10),
    );
    // Confirmed before it was posted again (or seeded so): the posting is the latest word.
    expect(availableSince({ confirmedAt: at(3), approvedAt: at(20), postedAt: at(20) })).toEqual(
      at(20),
    );
    expect(availableSince({ confirmedAt: null, approvedAt: null, postedAt: at(5) })).toEqual(at(5));
  });

  it("says how long ago a listing was confirmed available, in English unchanged", () => {
    const now = new Date("2026-11-20T12:00:00Z");
    expect(confirmedWords("2026-11-20T01:00:00Z", now, "hi")).toBe("आज उपलब्ध होने की पुष्टि हुई");
    expect(confirmedWords("2026-11-19T01:00:00Z", now, "hi")).toBe(
      "1 दिन पहले उपलब्ध होने की पुष्टि हुई",
    );
    expect(confirmedDaysWords(6, "hi")).toBe("6 दिन पहले उपलब्ध होने की पुष्टि हुई");
    expect(confirmedDaysWords(6)).toBe("Confirmed available 6 days ago");
    expect(confirmedDaysWords(0)).toBe("Confirmed available today");
  });
});
