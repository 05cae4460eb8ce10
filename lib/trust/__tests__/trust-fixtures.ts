import sharp from "sharp";

/** A JPEG whose EXIF says where and when it was taken (what a phone camera writes). */
export function photoWithExif(
  options: { lat?: number; lon?: number; takenAt?: string; shade?: number } = {},
): Promise<Buffer> {
  const dms = (v: number) => {
    const d = Math.floor(v);
    const m = Math.floor((v - d) * 60);
    const s = Math.round(((v - d) * 60 - m) * 60 * 100);
    return `${d}/1 ${m}/1 ${s}/100`;
  };
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: "TestCam" } };
  if (options.takenAt) exif.IFD2 = { DateTimeOriginal: options.takenAt };
  if (options.lat !== undefined && options.lon !== undefined) {
    exif.IFD3 = {
      GPSLatitudeRef: "N",
      GPSLatitude: dms(options.lat),
      GPSLongitudeRef: "E",
      GPSLongitude: dms(options.lon),
    };
  }
  return patterned(options.shade ?? 0).then((img) => sharp(img).jpeg().withExif(exif).toBuffer());
}

/**
 * A picture with smooth structure (a few light and dark blobs, as in a real room photo), so its
 * dHash is stable under resizing and re-encoding; each `shade` gives a different picture.
 */
export async function patterned(shade = 0, width = 640, height = 480): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const fx = 1 + (shade % 3) * 0.5;
  const fy = 1 + ((shade + 1) % 4) * 0.4;
  const phase = shade * 1.3;
  // The wave along x and the one along y, each computed once per column or row.
  const alongX = Array.from({ length: width }, (_, x) =>
    Math.sin((x / width) * Math.PI * 2 * fx + phase),
  );
  const alongY = Array.from({ length: height }, (_, y) =>
    Math.cos((y / height) * Math.PI * 2 * fy - phase),
  );
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const v = Math.floor(128 + 60 * alongX[x] + 60 * alongY[y]);
      pixels[i] = v;
      pixels[i + 1] = (v + 40 * shade) % 256;
      pixels[i + 2] = 255 - v;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
