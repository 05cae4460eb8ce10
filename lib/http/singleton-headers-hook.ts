import "server-only";
import { ServerResponse } from "node:http";

const INSTALLED = Symbol.for("landacre.singletonHeadersHook");
type Holder = { [INSTALLED]?: true };

/** `Location`, in any letter case (one value by definition, RFC 9110); most names fail on length. */
function isLocation(name: string): boolean {
  return name.length === 8 && name.toLowerCase() === "location";
}

/**
 * A page that redirects (a listing's old or made-up slug → its canonical address) answered with
 * its `Location` twice: Next.js 16.4 sets it when the render redirects and appends it again from
 * the render's cached headers (vercel/next.js#95913, open). Browsers follow two equal values; a
 * proxy or client that joins repeated headers gets `/property/a-1, /property/a-1`. So a value
 * appended to `Location` replaces it; every other header is appended as before. Installed once per
 * process from instrumentation.ts.
 */
export function installSingletonHeadersHook(): void {
  const holder = globalThis as Holder;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const append = ServerResponse.prototype.appendHeader;
  ServerResponse.prototype.appendHeader = function appendHeader(
    this: ServerResponse,
    name: string,
    value: string | readonly string[],
  ) {
    if (isLocation(name)) return this.setHeader(name, value);
    return append.call(this, name, value);
  };
}
