import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readUpload, resolveUploadPath } from "@/lib/media/read-upload";

describe("reading uploads safely", () => {
  const root = mkdtempSync(path.join(tmpdir(), "uploads-"));
  beforeAll(() => {
    mkdirSync(path.join(root, "seed"), { recursive: true });
    writeFileSync(path.join(root, "seed", "house-01-960.webp"), Buffer.from("RIFF0000WEBPVP8 "));
    writeFileSync(path.join(root, "brochure.pdf"), "%PDF-1.7");
    writeFileSync(path.join(root, "notes.txt"), "secret");
    writeFileSync(path.join(path.dirname(root), "outside.webp"), "x");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("serves an allowed file with its content type", async () => {
    const file = await readUpload(["seed", "house-01-960.webp"], root);
    expect(file?.contentType).toBe("image/webp");
    expect(file?.body.subarray(0, 4).toString()).toBe("RIFF");
    expect((await readUpload(["brochure.pdf"], root))?.contentType).toBe("application/pdf");
  });

  it.each([
    [["..", "outside.webp"]],
    [["seed", "..", "..", "outside.webp"]],
    [["..%2foutside.webp"]],
    [["seed/../../outside.webp"]],
    [["/etc", "passwd"]],
    [[".hidden.webp"]],
    [["seed", "x\0.webp"]],
    [[]],
  ])("refuses the unsafe path %j", async (segments) => {
    expect(resolveUploadPath(segments, root)).toBeNull();
    await expect(readUpload(segments, root)).resolves.toBeNull();
  });

  it("refuses other file types and missing files", async () => {
    await expect(readUpload(["notes.txt"], root)).resolves.toBeNull();
    await expect(readUpload(["seed", "nope-960.webp"], root)).resolves.toBeNull();
    await expect(readUpload(["seed"], root)).resolves.toBeNull();
  });
});
