/**
 * Compiles the site's stylesheet (lib/styles/compile-site-css.ts) without a build:
 * `npx tsx scripts/build-css.ts [FILE]` (default lib/styles/generated/site-css.json). `npm test`
 * runs it first, so lint and the type check find the file while the build runs; `next build`
 * compiles it again itself (next.config.ts).
 */
import path from "node:path";
import { compileSiteCss } from "../lib/styles/compile-site-css";

const root = path.resolve(import.meta.dirname, "..");
const target = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
const started = performance.now();
const length = await compileSiteCss(root, target);
const ms = Math.round(performance.now() - started);
console.log(`site stylesheet: ${(length / 1024).toFixed(1)} KB in ${ms} ms`);
