import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addCompileHints, COMPILE_HINT, withCompileHint } from "./compile-hints-text";

describe("compile hints", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "chunks-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the hint on the first line, once", () => {
    const chunk = '(globalThis.TURBOPACK||=[]).push([null,1,e=>{e.v("x")}]);';
    expect(withCompileHint(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });

  it("marks each script in the folder and leaves other files and folders alone", () => {
    writeFileSync(path.join(dir, "a.js"), "a()");
    writeFileSync(path.join(dir, "b.js"), COMPILE_HINT + "b()");
    writeFileSync(path.join(dir, "c.css"), "body{}");
    mkdirSync(path.join(dir, "media"));

    expect(addCompileHints(dir)).toEqual({ marked: 1, alreadyMarked: 1 });
    expect(readFileSync(path.join(dir, "a.js"), "utf8")).toBe(COMPILE_HINT + "a()");
    expect(readFileSync(path.join(dir, "b.js"), "utf8")).toBe(COMPILE_HINT + "b()");
    expect(readFileSync(path.join(dir, "c.css"), "utf8")).toBe("body{}");

    expect(addCompileHints(dir)).toEqual({ marked: 0, alreadyMarked: 2 });
  });
});
