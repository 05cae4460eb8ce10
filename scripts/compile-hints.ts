/**
 * Runs after `next build` (`npm run build`): marks the build's client scripts with V8's compile
 * hint (scripts/compile-hints-text.ts). Safe to run again on the same build.
 */
import { addCompileHints, CLIENT_CHUNKS_DIR } from "./compile-hints-text";

const { marked, alreadyMarked } = addCompileHints(CLIENT_CHUNKS_DIR);
console.log(
  `compile hints: ${marked} client scripts marked in ${CLIENT_CHUNKS_DIR}` +
    (alreadyMarked ? `, ${alreadyMarked} already were` : ""),
);
