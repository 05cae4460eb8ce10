import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayTime,
  formatLongDate,
  formatMonth,
  formatMonthYear,
  formatTime,
} from "./date";

// 20:00 UTC is 01:30 the next morning in India: every format must say the Indian day.
const lateUtc = new Date("2026-12-04T20:00:00Z");

describe("instants in Indian time", () => {
  it("shows the day in India, not the machine's time zone", () => {
    expect(formatDate(lateUtc)).toBe("5 Dec 2026");
    expect(formatLongDate(lateUtc)).toBe("5 December 2026");
    expect(formatMonth("2026-11-30T19:00:00Z")).toBe("December 2026");
  });

  it("shows times in India on a 12-hour clock", () => {
    expect(formatDateTime(lateUtc)).toBe("5 Dec 2026, 01:30 am");
    expect(formatDayTime("2026-12-05T10:45:00Z")).toBe("5 Dec, 04:15 pm");
    expect(formatTime(lateUtc)).toBe("01:30 am");
  });

  it("reads a bare calendar date as that day", () => {
    expect(formatDate("2026-11-23")).toBe("23 Nov 2026");
    expect(formatLongDate("2026-11-23")).toBe("23 November 2026");
  });

  it("accepts strings, dates and epoch milliseconds alike", () => {
    expect(formatDate(lateUtc.getTime())).toBe(formatDate(lateUtc.toISOString()));
  });

  it("shows a dash for a missing or broken value", () => {
    for (const bad of [null, undefined, "", "not a date"]) {
      expect(formatDate(bad)).toBe("—");
      expect(formatDateTime(bad)).toBe("—");
    }
  });
});

describe("calendar dates typed by sellers", () => {
  it("names the month and day without any time zone", () => {
    expect(formatMonthYear("2027-03-01")).toBe("Mar 2027");
    expect(formatDay("2026-12-05")).toBe("5 Dec 2026");
  });

  it("gives null for what is not a date", () => {
    expect(formatMonthYear(null)).toBeNull();
    expect(formatMonthYear("2027-13-01")).toBeNull();
    expect(formatDay("soon")).toBeNull();
  });
});
