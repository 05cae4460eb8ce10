/**
 * Perceptual hashes of photos (dHash): the picture shrunk to 9 × 8 grey pixels, one bit per
 * pair of neighbours (is the left one brighter?). Re-encoding, resizing and light edits move
 * only a few of the 64 bits; a different picture differs in about half. Pure helpers here;
 * `readPhotoFacts` computes the hash with sharp.
 */

/**
 * Two photos whose hashes differ in at most this many bits are treated as the same photo
 * (a re-encoded, resized or lightly edited copy moves 0–6 bits; another picture about 32).
 */
export const SAME_PHOTO_MAX_DISTANCE = 6;

const MASK16 = 0xffffn;

/** The hash as PostgreSQL's signed bigint stores it. */
export function toSigned64(hash: bigint): bigint {
  return BigInt.asIntN(64, hash);
}

/**
 * The four 16-bit bands of a hash, each b-tree indexed. Two hashes within 7 bits of each other
 * have a band differing in at most 1 bit (pigeonhole over 4 bands), so a lookup reads, per band,
 * the rows whose band equals the photo's or one of its 16 one-bit neighbours ({@link bandProbes}).
 */
export function hashBands(hash: bigint): [number, number, number, number] {
  const u = BigInt.asUintN(64, hash);
  return [0, 1, 2, 3].map((i) => Number((u >> BigInt(48 - 16 * i)) & MASK16)) as [
    number,
    number,
    number,
    number,
  ];
}

/** Differing bits between two 64-bit hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

/** dHash of a 9 × 8 greyscale raster (72 bytes, row by row). */
export function dHashFromGrey(pixels: Uint8Array | Buffer): bigint {
  if (pixels.length !== 72) throw new Error("dHash needs a 9 × 8 greyscale raster");
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[y * 9 + x];
      const right = pixels[y * 9 + x + 1];
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash;
}

/** A band's value and its 16 one-bit neighbours: the values a lookup probes in that band. */
export function bandProbes(band: number): number[] {
  return [band, ...Array.from({ length: 16 }, (_, k) => band ^ (1 << k))];
}

/**
 * A plain or nearly plain picture (one colour, a smooth fade) sets almost no bits, or almost
 * all: such hashes say nothing about which photo it is, and are not compared.
 */
export function isInformativeHash(hash: bigint): boolean {
  const bits = hammingDistance(hash, 0n);
  return bits >= 8 && bits <= 56;
}
