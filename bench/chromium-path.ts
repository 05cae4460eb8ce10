import { existsSync } from "node:fs";

/** The browser the benchmarks drive: CHROMIUM_PATH, else Debian's headless shell, else chromium. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : "/usr/bin/chromium";
}
