import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * V8's explicit compile hint (Chrome 136+; other engines read it as a comment). At the top of a
 * script it asks V8 to compile all the script's functions on the background thread that streams
 * the script in, instead of compiling each one on the main thread the first time it is called.
 * Turbopack's chunks wrap every module in a function that runs once the page hydrates, so without
 * the hint that compiling happened inside the page's longest task (bench/README.md, "Client
 * scripts compiled while they download").
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The build's client scripts, relative to the project root. */
export const CLIENT_CHUNKS_DIR = path.join(".next", "static", "chunks");

/** The script with the hint as its first line; a script that has it already is returned as is. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Puts the hint at the top of every `.js` file in `dir` (the build's client chunks), once.
 * Returns how many files it changed and how many already had it.
 */
export function addCompileHints(dir: string): { marked: number; alreadyMarked: number } {
  let marked = 0;
  let alreadyMarked = 0;
  // Turbopack writes the chunks side by side, with no folders.
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(dir, entry.name);
    const source = readFileSync(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted === source) {
      alreadyMarked++;
    } else {
      writeFileSync(file, hinted);
      marked++;
    }
  }
  return { marked, alreadyMarked };
}
