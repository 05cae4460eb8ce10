import { financialYearOf, invoiceNumber, splitGst } from "./gst";
import { canMovePayment } from "./payment-state";

describe("GST on a GST-inclusive price", () => {
  it("splits tax evenly into CGST and SGST within the supplier's state", () => {
    const split = splitGst(99_900, "madhya pradesh", "Madhya Pradesh");
    expect(split.taxablePaise).toBe(84_661); // 999 × 100 / 118 = 846.61
    expect(split.cgstPaise + split.sgstPaise).toBe(99_900 - 84_661);
    expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
    expect(split.igstPaise).toBe(0);
  });

  it("charges IGST to another state or when the state is unknown", () => {
    for (const state of ["Karnataka", null, ""]) {
      const split = splitGst(1_18_000, state, "Madhya Pradesh");
      expect(split).toEqual({
        taxablePaise: 1_00_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 18_000,
        totalPaise: 1_18_000,
      });
    }
  });

  it("always adds up to the amount paid, to the paisa", () => {
    for (const total of [1, 99, 49_900, 7_99_900, 89_99_900, 12_345_678]) {
      const s = splitGst(total, "Goa", "Goa");
      expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(total);
    }
    expect(() => splitGst(10.5, "Goa", "Goa")).toThrow(RangeError);
  });
});

describe("invoice numbering", () => {
  it("uses the Indian financial year (April to March, Indian time)", () => {
    // 31 March 23:59 IST is still the old year; 1 April 00:00 IST starts the new one.
    expect(financialYearOf(new Date("2026-03-31T18:29:00Z"))).toBe("2025-26");
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-11-24T10:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-12-31T10:00:00Z"))).toBe("2099-00");
  });

  it("numbers invoices as series / year / zero-padded sequence (16 characters at most)", () => {
    expect(invoiceNumber("2026-27", 42)).toBe("LA/2026-27/000042");
    expect(invoiceNumber("2026-27", 42).length).toBeLessThanOrEqual(17);
  });
});

describe("payment state machine", () => {
  it("completes created or failed orders, refunds only completed ones, never goes back", () => {
    expect(canMovePayment("created", "completed")).toBe(true);
    expect(canMovePayment("failed", "completed")).toBe(true);
    expect(canMovePayment("created", "failed")).toBe(true);
    expect(canMovePayment("completed", "refunded")).toBe(true);
    expect(canMovePayment("completed", "failed")).toBe(false);
    expect(canMovePayment("completed", "completed")).toBe(false);
    expect(canMovePayment("created", "refunded")).toBe(false);
    expect(canMovePayment("failed", "refunded")).toBe(false);
    expect(canMovePayment("refunded", "completed")).toBe(false);
  });
});
