/**
 * A small, dependency-free PDF 1.4 writer for one-page text documents (invoices): built-in
 * Helvetica fonts, WinAnsi text (characters outside Latin-1 become "?"), absolute positions.
 */
export type PdfText = {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** Right-align at x. */
  alignRight?: boolean;
};
export type PdfLine = { x1: number; y1: number; x2: number; y2: number };

/** A4 in points. */
export const PAGE = { width: 595, height: 842 };

function escapeText(text: string): string {
  return Array.from(text)
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch === "(" || ch === ")" || ch === "\\") return `\\${ch}`;
      if (code < 32 || code > 255) return "?";
      if (code > 126) return `\\${code.toString(8).padStart(3, "0")}`;
      return ch;
    })
    .join("");
}

/** Helvetica's average glyph width is close to half the font size: good enough to right-align numbers. */
function approxWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of text) {
    if (/[0-9]/.test(ch)) units += 556;
    else if (ch === "," || ch === "." || ch === " ") units += 278;
    else if (/[A-Z]/.test(ch)) units += 667;
    else units += 500;
  }
  return (units / 1000) * size * (bold ? 1.05 : 1);
}

export function renderPdf(texts: PdfText[], lines: PdfLine[] = [], title = "Document"): Buffer {
  const ops: string[] = ["0.6 w"];
  for (const l of lines) ops.push(`${l.x1} ${l.y1} m ${l.x2} ${l.y2} l S`);
  for (const t of texts) {
    const size = t.size ?? 10;
    const x = t.alignRight ? t.x - approxWidth(t.text, size, !!t.bold) : t.x;
    ops.push(
      `BT /${t.bold ? "F2" : "F1"} ${size} Tf ${x.toFixed(2)} ${t.y} Td (${escapeText(t.text)}) Tj ET`,
    );
  }
  const content = ops.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escapeText(title)}) /Producer (LAND Acre) >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
