import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where the compiled stylesheet is kept for lib/styles/site-css.ts (ignored by git and Tailwind). */
const SITE_CSS_FILE = "lib/styles/generated/site-css.json";

/**
 * The browsers Next.js compiles for by default (its `MODERN_BROWSERSLIST_TARGET`: Chrome and Edge
 * 111, Firefox 111, Safari 16.4), as lightningcss versions (major << 16 | minor << 8): colours
 * Firefox 111 cannot draw get fallbacks, as the stylesheet Next.js built had.
 */
const TARGETS = {
  chrome: 111 << 16,
  edge: 111 << 16,
  firefox: 111 << 16,
  safari: (16 << 16) | (4 << 8),
};

/**
 * Compiles app/globals.css with Tailwind, then with lightningcss for TARGETS, minified (as
 * Next.js would), into `target`: the stylesheet every page carries inline
 * (components/layout/site-styles.tsx). Tailwind finds the class names in the project's files
 * itself, leaving out what .gitignore lists. Run by next.config.ts when a production build
 * starts, and by scripts/build-css.ts. The file is replaced in one rename, so a reader never
 * sees half of it. Returns the stylesheet's length.
 */
export async function compileSiteCss(
  root: string,
  target = path.join(root, SITE_CSS_FILE),
): Promise<number> {
  const [{ default: postcss }, { default: tailwind }, { transform }] = await Promise.all([
    import("postcss"),
    import("@tailwindcss/postcss"),
    import("lightningcss"),
  ]);
  const source = path.join(root, "app/globals.css");
  const compiled = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(
    readFileSync(source, "utf8"),
    { from: source },
  );
  const { code } = transform({
    filename: source,
    code: Buffer.from(compiled.css),
    minify: true,
    targets: TARGETS,
  });
  const css = code.toString();
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.tmp`;
  // The file's name in the browser changes with its text (lib/styles/site-css.ts).
  const version = createHash("sha256").update(css).digest("hex").slice(0, 12);
  writeFileSync(partial, JSON.stringify({ version, css }));
  renameSync(partial, target);
  return css.length;
}
