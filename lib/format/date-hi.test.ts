import { formatDateTime, formatDayTime, formatMonth } from "./date";

describe("dates in hi-IN, Indian time", () => {
  const instant = new Date("2026-11-23T18:45:00Z"); // 00:15 on 24 November in India

  it("writes the month a member joined and a notification's day and time in Hindi", () => {
    expect(formatMonth(instant, "hi")).toBe("नवंबर 2026");
    expect(formatDayTime(instant, "hi")).toMatch(/^24 नव॰, 12:15/);
    expect(formatDateTime(instant, "hi")).toMatch(/^24 नव॰ 2026, 12:15/);
  });

  it("keeps English as before", () => {
    expect(formatMonth(instant)).toBe("November 2026");
    expect(formatDayTime(instant)).toBe("24 Nov, 12:15 am");
    expect(formatMonth(null, "hi")).toBe("—");
  });
});
