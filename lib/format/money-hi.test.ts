import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonth,
  formatMonthYear,
  monthName,
} from "./date";
import { formatIndianNumber, formatPriceShort, formatRate, formatRent } from "./money";

describe("money and numbers in both languages", () => {
  it("writes lakh and crore: abbreviated in English, in words in Hindi", () => {
    expect(formatPriceShort(45_00_000)).toBe("₹45 L");
    expect(formatPriceShort(45_00_000, "hi")).toBe("₹45 लाख");
    expect(formatPriceShort(1_20_00_000)).toBe("₹1.2 Cr");
    expect(formatPriceShort(1_20_00_000, "hi")).toBe("₹1.2 करोड़");
    expect(formatPriceShort(99_99_999, "hi")).toBe("₹1 करोड़");
    expect(formatPriceShort(12_500, "hi")).toBe("₹12,500");
  });

  it("writes monthly rent per language", () => {
    expect(formatRent(25_000)).toBe("₹25,000/month");
    expect(formatRent(25_000, "hi")).toBe("₹25,000/माह");
  });

  it("groups digits the Indian way in both languages", () => {
    expect(formatIndianNumber(12_34_56_789)).toBe("12,34,56,789");
  });

  it("writes dates in hi-IN, Indian time", () => {
    expect(formatDate("2026-12-05T20:00:00Z")).toBe("6 Dec 2026");
    expect(formatDate("2026-12-05T20:00:00Z", "hi")).toBe("6 दिस॰ 2026");
    expect(formatLongDate("2026-11-23", "hi")).toBe("23 नवंबर 2026");
    expect(formatDateTime("2026-12-05T05:00:00Z", "hi")).toMatch(/^5 दिस॰ 2026, 10:30/);
  });
});

describe("rates and months on the Hindi pages", () => {
  it("writes a monthly rent rate in the page's language; sale rates and English stay as they were", () => {
    expect(formatRate(28.46, "rent")).toBe("₹28.5/sq ft a month");
    expect(formatRate(28.46, "rent", false, "hi")).toBe("₹28.5/sq ft प्रति माह");
    expect(formatRate(6250, "sale", false, "hi")).toBe("₹6,250/sq ft");
    expect(formatRate(28.46, "rent", true, "hi")).toBe("₹28.5");
  });

  it("names months in Hindi next to a year", () => {
    expect(formatMonthYear("2027-03-01")).toBe("Mar 2027");
    expect(formatMonthYear("2027-03-01", "hi")).toBe("मार्च 2027");
    expect(formatMonthYear("2030-11-30", "hi")).toBe("नवंबर 2030");
    expect(formatMonthYear("not a date", "hi")).toBeNull();
    expect(monthName(5, "hi", true)).toBe("मई");
    expect(monthName(1, "hi", true)).toBe("जन॰");
    expect(monthName(1)).toBe("Jan");
    expect(formatMonth("2026-11-15T00:00:00Z")).toBe("November 2026");
    expect(formatMonth("2026-11-15T00:00:00Z", "hi")).toBe("नवंबर 2026");
  });
});
