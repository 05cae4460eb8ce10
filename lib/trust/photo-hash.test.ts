import {
  bandProbes,
  dHashFromGrey,
  hammingDistance,
  hashBands,
  isInformativeHash,
  toSigned64,
} from "./photo-hash";

describe("dHash helpers", () => {
  it("sets one bit per brighter-left pair, row by row", () => {
    const falling = Buffer.from(Array.from({ length: 72 }, (_, i) => 255 - (i % 9) * 10));
    expect(dHashFromGrey(falling)).toBe(0xffffffffffffffffn);
    const rising = Buffer.from(Array.from({ length: 72 }, (_, i) => (i % 9) * 10));
    expect(dHashFromGrey(rising)).toBe(0n);
    expect(isInformativeHash(0n)).toBe(false);
    expect(isInformativeHash(-1n)).toBe(false);
    expect(isInformativeHash(0x3c3c3a3c3c3c3c3cn)).toBe(true);
    expect(() => dHashFromGrey(Buffer.alloc(64))).toThrow();
  });

  it("counts differing bits and stores the hash as a signed bigint", () => {
    expect(hammingDistance(0b1011n, 0b0010n)).toBe(2);
    expect(hammingDistance(0xffffffffffffffffn, 0n)).toBe(64);
    expect(toSigned64(0xffffffffffffffffn)).toBe(-1n);
    expect(hammingDistance(toSigned64(0x8000000000000001n), 0x8000000000000001n)).toBe(0);
  });

  it("splits into four 16-bit bands; within 7 bits, one band is within a probe", () => {
    expect(hashBands(0x0001000200030004n)).toEqual([1, 2, 3, 4]);
    expect(hashBands(-1n)).toEqual([0xffff, 0xffff, 0xffff, 0xffff]);
    expect(bandProbes(0)).toHaveLength(17);
    expect(bandProbes(0)).toContain(0x8000);
    let seed = 42n;
    const next = () =>
      (seed = (seed * 6364136223846793005n + 1442695040888963407n) & (2n ** 64n - 1n));
    for (let run = 0; run < 500; run++) {
      const a = next();
      let b = a;
      const flips = Number(next() % 8n); // 0..7 bits
      for (let k = 0; k < flips; k++) b ^= 1n << (next() % 64n);
      const [x, y] = [hashBands(a), hashBands(b)];
      expect(x.some((band, i) => bandProbes(band).includes(y[i]))).toBe(true);
    }
  });
});
