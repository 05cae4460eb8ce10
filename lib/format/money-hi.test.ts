import { formatDate, formatDateTime, formatLongDate } from "./date";
import { formatIndianNumber, formatPriceShort, formatRent } from "./money";

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
