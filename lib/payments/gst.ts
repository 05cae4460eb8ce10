/**
 * GST on plan sales and invoice numbering. Pure. Plan prices include GST at 18 %; within the
 * supplier's state the tax is split evenly into CGST and SGST, otherwise it is IGST.
 */
export const GST_RATE_PERCENT = 18;

export type GstSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

function sameState(a: string | null | undefined, b: string): boolean {
  return !!a && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Splits a GST-inclusive amount: taxable value = total × 100 / 118 (rounded to the paisa), the
 * rest is tax. Intra-state: CGST and SGST half each (an odd paisa goes to SGST); else IGST.
 */
export function splitGst(
  totalPaise: number,
  placeOfSupply: string | null | undefined,
  supplierState: string,
): GstSplit {
  return splitGstAs(totalPaise, sameState(placeOfSupply, supplierState));
}

/** The same split when it is already known whether the supply is within one state. */
export function splitGstAs(totalPaise: number, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new RangeError("The amount must be a whole number of paise.");
  }
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxablePaise;
  if (intraState) {
    const cgstPaise = Math.floor(tax / 2);
    return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise };
  }
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise };
}

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April–March, in Indian time) of a date: "2026-27". */
export function financialYearOf(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "LA/2026-27/000042": series, financial year, gap-free sequence (at most 16 characters by GST rules). */
export function invoiceNumber(financialYear: string, sequence: number): string {
  return `LA/${financialYear}/${String(sequence).padStart(6, "0")}`;
}

/** "CN/2026-27/000007": credit notes, their own gap-free series per financial year. */
export function creditNoteNumber(financialYear: string, sequence: number): string {
  return `CN/${financialYear}/${String(sequence).padStart(6, "0")}`;
}

/** Rupees to paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
