import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The stylesheet pages carry inline (lib/styles/compile-site-css.ts), compiled from the
 * project's own class names. Through scripts/build-css.ts in a child process: Tailwind's
 * compiler is an ES module Jest's CommonJS runtime cannot load.
 */
describe("compileSiteCss", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "site-css-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("writes the project's rules, minified", () => {
    const target = path.join(folder, "site-css.json");
    const printed = execFileSync(
      process.execPath,
      ["--import", "tsx", "scripts/build-css.ts", target],
      { encoding: "utf8" },
    );
    expect(printed).toMatch(/^site stylesheet: \d+\.\d KB/);
    const { css } = JSON.parse(readFileSync(target, "utf8")) as { css: string };
    // A utility the layouts use, the site's own theme colour and a component class of globals.css.
    expect(css).toContain(".min-h-screen{min-height:100vh}");
    expect(css).toContain("--color-brand-600:#1558b8");
    expect(css).toContain(".section-more{");
    // Tailwind's palette as it writes it, in oklch: no fallbacks for browsers Tailwind v4 leaves out.
    expect(css).toMatch(/--color-red-50:oklch\(/);
    expect(css).not.toMatch(/\n\s/);
  }, 60_000);
});
