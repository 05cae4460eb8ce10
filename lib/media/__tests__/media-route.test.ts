import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The route reads UPLOAD_DIR through lib/env, so point it at a temporary folder.
const root = mkdtempSync(path.join(tmpdir(), "media-route-"));
jest.mock("@/lib/env", () => {
  const actual = jest.requireActual("@/lib/env");
  return { ...actual, env: { ...actual.env, UPLOAD_DIR: root } };
});

type RouteModule = typeof import("@/app/media/[...path]/route");
const call = async (segments: string[]) => {
  const { GET } = (await import("@/app/media/[...path]/route")) as RouteModule;
  return GET(new Request(`http://localhost/media/${segments.join("/")}`), {
    params: Promise.resolve({ path: segments }),
  });
};

describe("GET /media/[...path]", () => {
  beforeAll(() => {
    mkdirSync(path.join(root, "seed"), { recursive: true });
    writeFileSync(path.join(root, "seed", "plot-01-480.webp"), Buffer.from("RIFF1234WEBPVP8 data"));
    writeFileSync(path.join(path.dirname(root), "secret.png"), "x");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("serves a stored image with its type and a year-long immutable cache", async () => {
    const response = await call(["seed", "plot-01-480.webp"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe("WEBP");
  });

  it("answers 404 to ../ traversal, other types and missing files", async () => {
    expect((await call(["..", "secret.png"])).status).toBe(404);
    expect((await call(["seed", "..", "..", "secret.png"])).status).toBe(404);
    expect((await call(["..%2Fsecret.png"])).status).toBe(404);
    expect((await call(["seed", "plot-01-480.svg"])).status).toBe(404);
    expect((await call(["seed", "missing-480.webp"])).status).toBe(404);
  });
});
