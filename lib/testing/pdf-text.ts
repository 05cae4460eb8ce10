/**
 * Reads the text back out of a PDF written by lib/payments/pdf-writer.ts, for tests: each
 * font's ToUnicode map turns the glyph codes of the page's `Tj` strings back into characters.
 * Knows exactly what pdf-lib writes (hex strings, one font per `Tf`), not PDF in general.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from "pdf-lib";

function streamText(doc: PDFDocument, object: PDFObject | undefined): string {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFRawStream) {
    return Buffer.from(decodePDFRawStream(resolved).decode()).toString("latin1");
  }
  if (resolved instanceof PDFArray) {
    return resolved
      .asArray()
      .map((item) => streamText(doc, item))
      .join("\n");
  }
  return "";
}

function hexToCodePoints(hex: string): string {
  let out = "";
  for (let i = 0; i + 4 <= hex.length; i += 4) {
    out += String.fromCodePoint(parseInt(hex.slice(i, i + 4), 16));
  }
  // UTF-16 surrogate pairs come out as two code units: join them.
  return out.normalize();
}

function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, uni] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(code.toLowerCase(), hexToCodePoints(uni));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, start] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const from = parseInt(lo, 16);
      const first = parseInt(start, 16);
      for (let c = from; c <= parseInt(hi, 16); c += 1) {
        map.set(c.toString(16).padStart(lo.length, "0"), String.fromCodePoint(first + c - from));
      }
    }
  }
  return map;
}

/** The text of every page, one line per `Tj`, in drawing order. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      fonts.set(
        name.asString(),
        parseToUnicode(streamText(doc, font.get(PDFName.of("ToUnicode")))),
      );
    }
    const content = streamText(doc, page.node.get(PDFName.of("Contents")));
    let current = new Map<string, string>();
    for (const [, fontName, hex] of content.matchAll(
      /(\/[^\s]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (fontName) {
        current = fonts.get(fontName) ?? new Map();
        continue;
      }
      let text = "";
      for (let i = 0; i + 4 <= hex.length; i += 4) {
        text += current.get(hex.slice(i, i + 4).toLowerCase()) ?? "\uFFFD";
      }
      lines.push(text);
    }
  }
  return lines.join("\n");
}
