import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import "./regenerator-shim";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * One-page text documents (tax invoices, credit notes) with pdf-lib and embedded Noto Sans
 * subsets (lib/payments/fonts): the rupee sign and Devanagari names print as themselves, and the
 * text can be copied or searched (each font carries its ToUnicode map).
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

const FONT_DIR = path.join(process.cwd(), "lib", "payments", "fonts");
const FONT_FILES = {
  regular: "NotoSans-Regular-subset.ttf",
  bold: "NotoSans-Bold-subset.ttf",
  devanagari: "NotoSansDevanagari-Regular-subset.ttf",
} as const;
type FontName = keyof typeof FONT_FILES;

const fontBytes = new Map<FontName, Promise<Buffer>>();
function loadFont(name: FontName): Promise<Buffer> {
  let bytes = fontBytes.get(name);
  if (!bytes) {
    bytes = readFile(path.join(FONT_DIR, FONT_FILES[name]));
    fontBytes.set(name, bytes);
  }
  return bytes;
}

const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]/;

/** Splits text into runs of Devanagari (with the marks and joiners between) and the rest. */
export function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = [];
  for (const ch of Array.from(text)) {
    const devanagari =
      DEVANAGARI.test(ch) ||
      (/[\u200C\u200D ]/.test(ch) && runs.length > 0 && runs[runs.length - 1].devanagari);
    const last = runs[runs.length - 1];
    if (last && last.devanagari === devanagari) last.text += ch;
    else runs.push({ text: ch, devanagari });
  }
  return runs;
}

/** Characters neither font has become "?" (a PDF must never fail on a name). */
function printable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text)
    .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : "?"))
    .join("");
}

class Fonts {
  private devanagari: PDFFont | null = null;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  static async embed(doc: PDFDocument): Promise<Fonts> {
    doc.registerFontkit(fontkit);
    const [regular, bold] = await Promise.all([
      loadFont("regular").then((b) => doc.embedFont(b, { subset: true })),
      loadFont("bold").then((b) => doc.embedFont(b, { subset: true })),
    ]);
    return new Fonts(doc, regular, bold);
  }

  async forRun(devanagari: boolean, bold: boolean): Promise<PDFFont> {
    if (!devanagari) return bold ? this.bold : this.regular;
    this.devanagari ??= await this.doc.embedFont(await loadFont("devanagari"), { subset: true });
    return this.devanagari;
  }
}

async function drawText(page: PDFPage, fonts: Fonts, item: PdfText): Promise<void> {
  const size = item.size ?? 10;
  const runs = await Promise.all(
    scriptRuns(item.text).map(async (run) => {
      const font = await fonts.forRun(run.devanagari, item.bold ?? false);
      const text = printable(run.text, font);
      return { text, font, width: font.widthOfTextAtSize(text, size) };
    }),
  );
  let x = item.alignRight ? item.x - runs.reduce((sum, r) => sum + r.width, 0) : item.x;
  for (const run of runs) {
    page.drawText(run.text, { x, y: item.y, size, font: run.font, color: rgb(0.06, 0.09, 0.16) });
    x += run.width;
  }
}

/** A one-page A4 PDF of positioned texts and lines. */
export async function renderPdf(
  texts: PdfText[],
  lines: PdfLine[],
  title: string,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer("LAND Acre");
  doc.setCreator("LAND Acre");
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const fonts = await Fonts.embed(doc);
  for (const line of lines) {
    page.drawLine({
      start: { x: line.x1, y: line.y1 },
      end: { x: line.x2, y: line.y2 },
      thickness: 0.6,
      color: rgb(0.6, 0.64, 0.7),
    });
  }
  for (const item of texts) await drawText(page, fonts, item);
  return Buffer.from(await doc.save());
}
