/**
 * `next start` gzips its responses unless HTTP_COMPRESS is `false` (a reverse proxy or CDN in
 * front compresses; the browser tests' server runs so).
 */
import type { NextConfig } from "next";

describe("HTTP_COMPRESS", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  function serverConfig(): NextConfig {
    let config: NextConfig | undefined;
    jest.isolateModules(() => {
      const loaded = jest.requireActual<{ default: (phase: string) => NextConfig }>(
        "@/next.config",
      );
      config = loaded.default("phase-production-server");
    });
    return config!;
  }

  it("leaves compression on by default and turns it off with `false`", () => {
    delete process.env.HTTP_COMPRESS;
    expect(serverConfig().compress).toBe(true);
    process.env.HTTP_COMPRESS = "false";
    expect(serverConfig().compress).toBe(false);
    process.env.HTTP_COMPRESS = "true";
    expect(serverConfig().compress).toBe(true);
  });
});
