import "server-only";
import { fullAddress, site } from "@/lib/site";
import { formatIndianNumber } from "@/lib/format/money";
import { formatDate } from "@/lib/format/date";
import { GST_STATE_CODES, isIndianState } from "@/lib/validation/gstin";
import { GST_RATE_PERCENT } from "./gst";
import { PAGE, renderPdf, type PdfLine, type PdfText } from "./pdf-writer";

export type TaxAmounts = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type InvoiceForPdf = TaxAmounts & {
  number: string;
  issuedAt: Date;
  billedName: string;
  billedEmail: string;
  billedAddress: string | null;
  gstin: string | null;
  placeOfSupply: string | null;
  description: string;
  paymentRef: string | null;
};

export type CreditNoteForPdf = TaxAmounts & {
  number: string;
  issuedAt: Date;
  reason: string;
};

export type Supplier = { gstin: string; state: string };

/** "₹1,178.82": always two decimals, Indian grouping. */
export function pdfAmount(paise: number): string {
  return `₹${formatIndianNumber(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, "0")}`;
}

/** "Maharashtra (27)": the state with its GST code. */
export function stateWithCode(state: string): string {
  return isIndianState(state) ? `${state} (${GST_STATE_CODES[state]})` : state;
}

const left = 50;
const right = PAGE.width - 50;

/** Header, billed party, one line of supply and the tax rows: shared by invoices and notes. */
function taxDocument(
  kind: "TAX INVOICE" | "CREDIT NOTE",
  head: [string, string][],
  invoice: InvoiceForPdf,
  amounts: TaxAmounts,
  description: string,
  supplier: Supplier,
): { texts: PdfText[]; lines: PdfLine[] } {
  const texts: PdfText[] = [];
  const lines: PdfLine[] = [];
  let y = 790;
  const put = (text: string, opts: Partial<PdfText> = {}) =>
    texts.push({ x: left, y, text, ...opts });

  put(site.name, { size: 20, bold: true });
  put(kind, { x: right, size: 14, bold: true, alignRight: true });
  y -= 18;
  put(fullAddress(), { size: 9 });
  y -= 12;
  put(`${site.email} | ${site.phoneDisplay}`, { size: 9 });
  y -= 12;
  put(
    `${supplier.gstin ? `GSTIN: ${supplier.gstin} | ` : ""}State: ${stateWithCode(supplier.state)}`,
    {
      size: 9,
    },
  );
  y -= 14;
  lines.push({ x1: left, y1: y, x2: right, y2: y });

  y -= 22;
  for (const [label, value] of head) {
    put(`${label}: ${value}`, { bold: label.endsWith("number") });
    y -= 14;
  }
  put(
    `Place of supply: ${invoice.placeOfSupply ? stateWithCode(invoice.placeOfSupply) : "Not given (inter-state)"}`,
  );
  if (invoice.paymentRef) put(`Payment: ${invoice.paymentRef}`, { x: right, alignRight: true });

  y -= 26;
  put("Billed to", { bold: true });
  for (const line of [
    invoice.billedName,
    ...(invoice.billedAddress ? [invoice.billedAddress] : []),
    invoice.billedEmail,
    ...(invoice.gstin ? [`GSTIN: ${invoice.gstin}`] : []),
  ]) {
    y -= 14;
    put(line.slice(0, 95));
  }

  y -= 30;
  lines.push({ x1: left, y1: y + 14, x2: right, y2: y + 14 });
  put("Description", { bold: true });
  put("SAC", { x: 380, bold: true });
  put("Amount", { x: right, bold: true, alignRight: true });
  y -= 8;
  lines.push({ x1: left, y1: y, x2: right, y2: y });
  y -= 16;
  put(description.slice(0, 60), { size: 9.5 });
  put("998365", { x: 380 });
  put(pdfAmount(amounts.taxablePaise), { x: right, alignRight: true });

  y -= 24;
  const row = (label: string, paise: number, bold = false) => {
    put(label, { x: 300, bold });
    put(pdfAmount(paise), { x: right, alignRight: true, bold });
    y -= 16;
  };
  row("Taxable value", amounts.taxablePaise);
  if (amounts.igstPaise > 0 || (amounts.cgstPaise === 0 && amounts.sgstPaise === 0)) {
    row(`IGST @ ${GST_RATE_PERCENT}%`, amounts.igstPaise);
  } else {
    row(`CGST @ ${GST_RATE_PERCENT / 2}%`, amounts.cgstPaise);
    row(`SGST @ ${GST_RATE_PERCENT / 2}%`, amounts.sgstPaise);
  }
  lines.push({ x1: 300, y1: y + 10, x2: right, y2: y + 10 });
  y -= 4;
  row(kind === "CREDIT NOTE" ? "Total credited" : "Total (GST included)", amounts.totalPaise, true);

  y -= 30;
  put(`This is a computer-generated ${kind.toLowerCase()} and needs no signature.`, {
    size: 8.5,
  });
  return { texts, lines };
}

/** The tax invoice as a one-page PDF. */
export function invoicePdf(invoice: InvoiceForPdf, supplier: Supplier): Promise<Buffer> {
  const { texts, lines } = taxDocument(
    "TAX INVOICE",
    [
      ["Invoice number", invoice.number],
      ["Date", formatDate(invoice.issuedAt)],
    ],
    invoice,
    invoice,
    invoice.description,
    supplier,
  );
  return renderPdf(texts, lines, `Invoice ${invoice.number}`);
}

/** The credit note of a refund, against its invoice, as a one-page PDF. */
export function creditNotePdf(
  note: CreditNoteForPdf,
  invoice: InvoiceForPdf,
  supplier: Supplier,
): Promise<Buffer> {
  const { texts, lines } = taxDocument(
    "CREDIT NOTE",
    [
      ["Credit note number", note.number],
      ["Date", formatDate(note.issuedAt)],
      ["Against invoice", `${invoice.number} of ${formatDate(invoice.issuedAt)}`],
      ["Reason", note.reason.slice(0, 80)],
    ],
    invoice,
    note,
    `Refund: ${invoice.description}`,
    supplier,
  );
  return renderPdf(texts, lines, `Credit note ${note.number}`);
}
