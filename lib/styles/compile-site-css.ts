import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where the compiled stylesheet is kept for lib/styles/site-css.ts (ignored by git and Tailwind). */
const SITE_CSS_FILE = "lib/styles/generated/site-css.json";

/**
 * Compiles app/globals.css with Tailwind, minified for the browsers Tailwind v4 supports (Chrome
 * 111, Safari 16.4, Firefox 128), into `target`: the stylesheet every page carries inline
 * (components/layout/site-styles.tsx). Tailwind finds the class names in the project's files
 * itself, leaving out what .gitignore lists. Run by next.config.ts when a production build
 * starts, and by scripts/build-css.ts. The file is replaced in one rename, so a reader never
 * sees half of it. Returns the stylesheet's length.
 */
export async function compileSiteCss(
  root: string,
  target = path.join(root, SITE_CSS_FILE),
): Promise<number> {
  const [{ default: postcss }, { default: tailwind }] = await Promise.all([
    import("postcss"),
    import("@tailwindcss/postcss"),
  ]);
  const source = path.join(root, "app/globals.css");
  const { css } = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(
    readFileSync(source, "utf8"),
    { from: source },
  );
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.tmp`;
  // The file's name in the browser changes with its text (lib/styles/site-css.ts).
  const version = createHash("sha256").update(css).digest("hex").slice(0, 12);
  writeFileSync(partial, JSON.stringify({ version, css }));
  renameSync(partial, target);
  return css.length;
}
