import type http from "node:http";
import { installSingletonHeadersHook } from "@/lib/http/singleton-headers-hook";
import { requestOnce } from "@/lib/testing/request-once";

/** The raw header lines a response sends (names lower-cased), from a real socket. */
async function rawHeaders(handle: http.RequestListener): Promise<string[][]> {
  const { rawHeaders: raw } = await requestOnce(handle);
  const pairs: string[][] = [];
  for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i].toLowerCase(), raw[i + 1]]);
  return pairs;
}

// What Next.js does for a page that redirects: the render sets Location, then the render's
// cached headers are appended (vercel/next.js#95913).
const redirectTwice: http.RequestListener = (_request, response) => {
  response.statusCode = 308;
  response.setHeader("Location", "/property/2-bhk-flat-42");
  response.appendHeader("location", "/property/2-bhk-flat-42");
  response.appendHeader("vary", "rsc");
  response.appendHeader("vary", "Accept-Encoding");
  response.end();
};

describe("singleton headers", () => {
  it("sends a redirect's Location once; other headers still take several values", async () => {
    installSingletonHeadersHook();
    installSingletonHeadersHook(); // once per process, however often it is called
    const headers = await rawHeaders(redirectTwice);
    expect(headers.filter(([name]) => name === "location")).toEqual([
      ["location", "/property/2-bhk-flat-42"],
    ]);
    expect(headers.filter(([name]) => name === "vary").map(([, value]) => value)).toEqual([
      "rsc",
      "Accept-Encoding",
    ]);
  });
});
