import { mediaUrl, srcSet, storageKeyFromUrl } from "@/lib/media/image-urls";

describe("image urls", () => {
  it("builds the URL of one width, 960 by default", () => {
    expect(mediaUrl("seed/house-03")).toBe("/media/seed/house-03-960.webp");
    expect(mediaUrl("seed/house-03", 480)).toBe("/media/seed/house-03-480.webp");
  });

  it("lists every stored width in the srcset", () => {
    expect(srcSet("p/12/ab")).toBe(
      "/media/p/12/ab-480.webp 480w, /media/p/12/ab-960.webp 960w, /media/p/12/ab-1440.webp 1440w",
    );
  });

  it("recovers the storage key from a stored URL", () => {
    expect(storageKeyFromUrl("/media/seed/plot-01-1440.webp")).toBe("seed/plot-01");
    expect(storageKeyFromUrl("/media/seed/plot-01-333.webp")).toBeNull();
    expect(storageKeyFromUrl("https://example.com/x.webp")).toBeNull();
  });
});
