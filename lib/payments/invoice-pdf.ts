import { fullAddress, site } from "@/lib/site";
import { formatIndianNumber } from "@/lib/format/money";
import { GST_RATE_PERCENT } from "./gst";
import { PAGE, renderPdf, type PdfLine, type PdfText } from "./pdf-writer";
import { formatDate } from "@/lib/format/date";

export type InvoiceForPdf = {
  number: string;
  issuedAt: Date;
  billedName: string;
  billedEmail: string;
  gstin: string | null;
  placeOfSupply: string | null;
  description: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  paymentRef: string | null;
};

/** "INR 1,178.82": the PDF's built-in fonts have no rupee sign. */
export function pdfAmount(paise: number): string {
  return `INR ${formatIndianNumber(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, "0")}`;
}

/** The tax invoice as a one-page PDF. */
export function invoicePdf(invoice: InvoiceForPdf, supplierGstin: string): Buffer {
  const left = 50;
  const right = PAGE.width - 50;
  const texts: PdfText[] = [];
  const lines: PdfLine[] = [];
  let y = 790;
  const put = (text: string, opts: Partial<PdfText> = {}) =>
    texts.push({ x: left, y, text, ...opts });

  put(site.name, { size: 20, bold: true });
  put("TAX INVOICE", { x: right, size: 14, bold: true, alignRight: true });
  y -= 18;
  put(fullAddress(), { size: 9 });
  y -= 12;
  put(`${site.email} | ${site.phoneDisplay}`, { size: 9 });
  if (supplierGstin) {
    y -= 12;
    put(`GSTIN: ${supplierGstin}`, { size: 9 });
  }
  y -= 14;
  lines.push({ x1: left, y1: y, x2: right, y2: y });

  y -= 22;
  put(`Invoice number: ${invoice.number}`, { bold: true });
  put(`Date: ${formatDate(invoice.issuedAt)}`, { x: right, alignRight: true });
  y -= 14;
  put(`Place of supply: ${invoice.placeOfSupply ?? "Not given (inter-state)"}`);
  if (invoice.paymentRef) put(`Payment: ${invoice.paymentRef}`, { x: right, alignRight: true });

  y -= 26;
  put("Billed to", { bold: true });
  y -= 14;
  put(invoice.billedName);
  y -= 14;
  put(invoice.billedEmail);
  if (invoice.gstin) {
    y -= 14;
    put(`GSTIN: ${invoice.gstin}`);
  }

  y -= 30;
  lines.push({ x1: left, y1: y + 14, x2: right, y2: y + 14 });
  put("Description", { bold: true });
  put("SAC", { x: 380, bold: true });
  put("Amount", { x: right, bold: true, alignRight: true });
  y -= 8;
  lines.push({ x1: left, y1: y, x2: right, y2: y });
  y -= 16;
  put(invoice.description.slice(0, 60), { size: 9.5 });
  put("998365", { x: 380 });
  put(pdfAmount(invoice.taxablePaise), { x: right, alignRight: true });

  y -= 24;
  const row = (label: string, paise: number, bold = false) => {
    put(label, { x: 300, bold });
    put(pdfAmount(paise), { x: right, alignRight: true, bold });
    y -= 16;
  };
  row("Taxable value", invoice.taxablePaise);
  if (invoice.igstPaise > 0 || (invoice.cgstPaise === 0 && invoice.sgstPaise === 0)) {
    row(`IGST @ ${GST_RATE_PERCENT}%`, invoice.igstPaise);
  } else {
    row(`CGST @ ${GST_RATE_PERCENT / 2}%`, invoice.cgstPaise);
    row(`SGST @ ${GST_RATE_PERCENT / 2}%`, invoice.sgstPaise);
  }
  lines.push({ x1: 300, y1: y + 10, x2: right, y2: y + 10 });
  y -= 4;
  row("Total (GST included)", invoice.totalPaise, true);

  y -= 30;
  put("This is a computer-generated invoice and needs no signature.", { size: 8.5 });
  return renderPdf(texts, lines, `Invoice ${invoice.number}`);
}
