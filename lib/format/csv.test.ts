import { csvCell, toCsv } from "./csv";

describe("CSV writing", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("defuses spreadsheet formulas in text but writes numbers as they are", () => {
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvCell("+91 98765")).toBe("'+91 98765");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("+919812345678")).toBe("'+919812345678");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(1499)).toBe("1499");
  });

  it("leaves empty cells for null and undefined, CRLF between rows, BOM first", () => {
    const csv = toCsv(
      ["a", "b"],
      [
        [null, undefined],
        [1, "x"],
      ],
    );
    expect(csv).toBe("\uFEFFa,b\r\n,\r\n1,x\r\n");
  });
});
