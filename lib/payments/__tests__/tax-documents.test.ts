import { businessGstinFor, BUSINESS_GSTIN_MISSING } from "@/lib/env";
import { pdfText } from "@/lib/testing/pdf-text";
import { billingDetailsSchema } from "@/lib/validation/billing";
import {
  GST_STATE_CODES,
  gstinCheckChar,
  gstinProblem,
  stateOfGstin,
} from "@/lib/validation/gstin";
import { INDIAN_STATES } from "@/lib/validation/seller";
import { creditNoteNumber, splitGst, splitGstAs } from "../gst";
import { creditNotePdf, invoicePdf, type InvoiceForPdf } from "../invoice-pdf";
import { scriptRuns } from "../pdf-writer";

// Issue 28, major 4 and issue 24, item 8: GST by the buyer's state, credit notes, and PDFs that
// print the rupee sign.
describe("GSTIN", () => {
  it("has a GST state code for every state and union territory the forms offer", () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...INDIAN_STATES].sort());
  });

  it("checks the check character and reads the state code", () => {
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("checksum");
    expect(gstinProblem("27AAPFU0939F1")).toBe("format");
    expect(gstinProblem("99AAPFU0939F1ZV".slice(0, 14) + gstinCheckChar("99AAPFU0939F1Z"))).toBe(
      "state",
    );
    expect(stateOfGstin("29AAGCB7383J1Z4")).toBe("Karnataka");
    expect(stateOfGstin("23AAGCB7383J1ZG")).toBe("Madhya Pradesh");
    expect(gstinProblem("23AAGCB7383J1ZG")).toBeNull();
  });

  it("billing details: the GSTIN must be valid and of the billing state", () => {
    const base = { name: "Asha Rao", address: "4 Park Street, Kolkata", state: "Karnataka" };
    expect(billingDetailsSchema.safeParse({ ...base, gstin: "29aagcb7383j1z4" }).data?.gstin).toBe(
      "29AAGCB7383J1Z4",
    );
    expect(billingDetailsSchema.safeParse({ ...base, gstin: "" }).success).toBe(true);
    const typo = billingDetailsSchema.safeParse({ ...base, gstin: "29AAGCB7383J1Z5" });
    expect(typo.error?.issues[0].message).toMatch(/last character does not match/);
    const elsewhere = billingDetailsSchema.safeParse({
      ...base,
      state: "Maharashtra",
      gstin: "29AAGCB7383J1Z4",
    });
    expect(elsewhere.error?.issues[0].message).toMatch(/registered in Karnataka/);
    expect(billingDetailsSchema.safeParse({ ...base, state: "Atlantis" }).success).toBe(false);
  });
});

describe("GST split and numbering", () => {
  it("charges CGST + SGST within our state and IGST across states", () => {
    expect(splitGst(99_900, "Madhya Pradesh", "Madhya Pradesh")).toEqual({
      taxablePaise: 84_661,
      cgstPaise: 7_619,
      sgstPaise: 7_620,
      igstPaise: 0,
      totalPaise: 99_900,
    });
    expect(splitGst(99_900, "Karnataka", "Madhya Pradesh").igstPaise).toBe(15_239);
    expect(splitGstAs(99_900, false)).toEqual(splitGst(99_900, null, "Madhya Pradesh"));
    expect(creditNoteNumber("2026-27", 7)).toBe("CN/2026-27/000007");
  });

  it("a real deployment refuses to invoice without our GSTIN", () => {
    expect(() => businessGstinFor("", true)).toThrow(BUSINESS_GSTIN_MISSING);
    expect(businessGstinFor("", false)).toBe("");
    expect(businessGstinFor("23AAGCB7383J1ZG", true)).toBe("23AAGCB7383J1ZG");
  });
});

describe("invoice and credit-note PDFs", () => {
  const invoice: InvoiceForPdf = {
    number: "LA/2026-27/000042",
    issuedAt: new Date("2026-11-20T10:00:00Z"),
    billedName: "राधा प्रॉपर्टीज़ (Radha Properties)",
    billedEmail: "radha@example.in",
    billedAddress: "12 MG Road, Indore",
    gstin: "23AAGCB7383J1ZG",
    placeOfSupply: "Madhya Pradesh",
    description: "Monthly plan, 30 days (5 listings, 1 featured)",
    taxablePaise: 84_661,
    cgstPaise: 7_619,
    sgstPaise: 7_620,
    igstPaise: 0,
    totalPaise: 99_900,
    paymentRef: "pay_ABC123def456",
  };
  const supplier = { gstin: "23AAPFU0939F1Z3", state: "Madhya Pradesh" };

  it("prints amounts with the rupee sign, the place of supply and CGST + SGST", async () => {
    const pdf = await invoicePdf(invoice, supplier);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(pdf);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("Invoice number: LA/2026-27/000042");
    expect(text).toContain("₹999.00");
    expect(text).toContain("₹76.19");
    expect(text).toContain("Place of supply: Madhya Pradesh (23)");
    expect(text).toContain("CGST @ 9%");
    expect(text).toContain("12 MG Road, Indore");
    expect(text).toContain("राधा");
    expect(text).not.toContain("INR");
  });

  it("prints a credit note against its invoice", async () => {
    const pdf = await creditNotePdf(
      {
        number: "CN/2026-27/000003",
        issuedAt: new Date("2026-11-25T10:00:00Z"),
        reason: "Bought twice by mistake",
        taxablePaise: 84_661,
        cgstPaise: 7_619,
        sgstPaise: 7_620,
        igstPaise: 0,
        totalPaise: 99_900,
      },
      invoice,
      supplier,
    );
    const text = await pdfText(pdf);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain("Credit note number: CN/2026-27/000003");
    expect(text).toMatch(/Against invoice: LA\/2026-27\/000042/);
    expect(text).toContain("Total credited");
    expect(text).toContain("₹999.00");
  });

  it("splits Devanagari from Latin text into runs", () => {
    expect(scriptRuns("Radha राधा ₹5")).toEqual([
      { text: "Radha ", devanagari: false },
      { text: "राधा ", devanagari: true },
      { text: "₹5", devanagari: false },
    ]);
  });
});
