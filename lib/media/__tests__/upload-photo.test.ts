import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { samplePng, useTempStorage } from "@/lib/listings/__tests__/fixtures";
import { storeDocument } from "../upload-document";
import { encodePhotoVariants, storePhoto } from "../upload-photo";
import { photoSrcSet, photoVariantUrl } from "../upload-photo-variants";
import { detectFileKind, UPLOAD_MESSAGES } from "../upload-signature";

// The photo's fingerprint row is proved on a real database in lib/trust/__tests__.
jest.mock("@/lib/trust/record-photo-facts", () => ({
  recordPhotoFacts: jest.fn(async () => undefined),
}));

async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe("photo uploads", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ dir, cleanup } = await useTempStorage());
  });
  afterEach(() => cleanup());

  it("detects types by content, not name", async () => {
    expect(detectFileKind(await samplePng(20, 20))).toBe("png");
    expect(
      detectFileKind(
        await sharp(await samplePng(20, 20))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe("jpeg");
    expect(
      detectFileKind(
        await sharp(await samplePng(20, 20))
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(detectFileKind(Buffer.from("just some text pretending to be a jpg"))).toBeNull();
    expect(detectFileKind(Buffer.from("%PDF-1.7 ..........."))).toBe("pdf");
  });

  it("re-encodes to WebP in three widths and strips GPS metadata", async () => {
    const withGps = await sharp(await samplePng(2000, 1500))
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 43/1 0/1" } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const variants = await encodePhotoVariants(withGps);
    expect(variants.map((v) => [v.width, v.outWidth, v.outHeight])).toEqual([
      [480, 480, 360],
      [960, 960, 720],
      [1440, 1440, 1080],
    ]);
    for (const v of variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
    }
    const stored = await storePhoto(5, "listings", withGps);
    expect(stored.key).toMatch(/^listings\/5\/[0-9a-f-]{36}$/);
    expect(stored).toMatchObject({ url: `/media/${stored.key}-960.webp`, width: 960, height: 720 });
    expect(photoVariantUrl(stored.url, 480)).toBe(`/media/${stored.key}-480.webp`);
    expect(photoSrcSet(stored.url)).toContain("-960.webp 960w");
    expect((await filesIn(dir)).sort()).toHaveLength(3);
  });

  it("refuses a text file named .jpg and stores nothing", async () => {
    await expect(
      storePhoto(5, "listings", Buffer.from("hello, I am text, not a photo")),
    ).rejects.toThrow(UPLOAD_MESSAGES.notAPhoto);
    expect(await filesIn(dir)).toEqual([]);
  });

  it("refuses HEIC it cannot decode with a clear message", async () => {
    const heicHeader = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic"),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("mif1heic"),
      Buffer.alloc(64, 1),
    ]);
    expect(detectFileKind(heicHeader)).toBe("heic");
    await expect(storePhoto(5, "listings", heicHeader)).rejects.toThrow(
      "HEIC photos can't be processed yet — please upload JPEG, PNG or WebP",
    );
    expect(await filesIn(dir)).toEqual([]);
  });

  it("refuses photos over 10 MB", async () => {
    const big = Buffer.concat([await samplePng(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(storePhoto(5, "listings", big)).rejects.toMatchObject({ status: 413 });
  });

  it("accepts PDF brochures only, and keeps verification documents private", async () => {
    await expect(storeDocument(5, "brochure", await samplePng(10, 10))).rejects.toThrow(
      UPLOAD_MESSAGES.notAPdf,
    );
    const brochure = await storeDocument(5, "brochure", Buffer.from("%PDF-1.4\n%%EOF"));
    expect(brochure.key).toMatch(/^projects\/5\/[0-9a-f-]{36}\.pdf$/);
    const doc = await storeDocument(5, "verification", await samplePng(50, 50));
    expect(doc.key).toMatch(/^private\/verification\/5\/[0-9a-f-]{36}\.png$/);
    expect(doc.url).toBe(`/api/seller/documents/${doc.key}`);
    // Not under the public upload folder that /media serves.
    const publicFiles = await filesIn(path.join(dir, "public"));
    expect(publicFiles).toContain(brochure.key.split("/").pop());
    expect(publicFiles).not.toContain(doc.key.split("/").pop());
    await expect(storeDocument(5, "verification", Buffer.from("GIF89a.........."))).rejects.toThrow(
      UPLOAD_MESSAGES.notADocument,
    );
  });
});
