import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { AVATAR_MAX_BYTES, deleteAvatar, saveAvatar, sniffImage } from "../save-avatar";

async function image(format: "jpeg" | "png" | "webp", withExif = false): Promise<Uint8Array> {
  let pipeline = sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 110, b: 200 } },
  });
  if (withExif) pipeline = pipeline.withExif({ IFD0: { Copyright: "secret-place" } });
  return new Uint8Array(await pipeline.toFormat(format).toBuffer());
}

describe("profile photos", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "avatars-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("recognise JPEG, PNG and WebP by their bytes only", async () => {
    expect(sniffImage(await image("jpeg"))).toBe("jpeg");
    expect(sniffImage(await image("png"))).toBe("png");
    expect(sniffImage(await image("webp"))).toBe("webp");
    expect(
      sniffImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).toBeNull();
    expect(sniffImage(new TextEncoder().encode("GIF89a......"))).toBeNull();
  });

  it("are re-encoded to a 400 px square WebP without metadata, under a server-chosen name", async () => {
    const { url } = await saveAvatar(await image("jpeg", true), root);
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    const file = path.join(root, "avatars", path.basename(url));
    const stored = await readFile(file);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("secret-place"))).toBe(false);
    await deleteAvatar(url, root);
    expect(await readdir(path.join(root, "avatars"))).not.toContain(path.basename(url));
  });

  it("refuse other files, oversize files and broken images with a clear message", async () => {
    await expect(saveAvatar(new TextEncoder().encode("%PDF-1.7 ..."), root)).rejects.toMatchObject({
      status: 400,
      message: "Please upload a JPEG, PNG or WebP image.",
    });
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    await expect(saveAvatar(big, root)).rejects.toMatchObject({
      message: "The photo must be at most 5 MB.",
    });
    const truncated = (await image("png")).slice(0, 60);
    await expect(saveAvatar(truncated, root)).rejects.toMatchObject({
      message: "This image could not be read. Please try another photo.",
    });
  });

  it("deleteAvatar ignores URLs it did not make", async () => {
    await expect(deleteAvatar("/media/../../etc/passwd", root)).resolves.toBeUndefined();
    await expect(deleteAvatar("https://example.com/a.webp", root)).resolves.toBeUndefined();
  });
});
