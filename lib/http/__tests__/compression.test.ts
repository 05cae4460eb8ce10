/**
 * `next start` gzips its responses unless HTTP_COMPRESS is `false` (a reverse proxy or CDN in
 * front compresses; the browser tests' server runs so).
 */
import type { NextConfig } from "next";
import { loadWithEnvironment } from "@/lib/testing/environment";

describe("HTTP_COMPRESS", () => {
  function serverConfig(HTTP_COMPRESS: string | undefined): NextConfig {
    return loadWithEnvironment({ HTTP_COMPRESS }, () =>
      jest
        .requireActual<{ default: (phase: string) => NextConfig }>("@/next.config")
        .default("phase-production-server"),
    );
  }

  it("leaves compression on by default and turns it off with `false`", () => {
    expect(serverConfig(undefined).compress).toBe(true);
    expect(serverConfig("false").compress).toBe(false);
    expect(serverConfig("true").compress).toBe(true);
  });
});
