import { expect, test } from "../fixtures/test";

test.describe("demo photos", () => {
  test("a generated listing photo opens in the browser at its stored size", async ({ page }) => {
    const response = await page.goto("/media/seed/apartment-01-960.webp");
    expect(response?.status()).toBe(200);
    const photo = page.locator("img");
    await expect(photo).toBeVisible();
    const size = await photo.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    expect(size).toEqual({ width: 960, height: 720 });
  });

  test("serves the photo as immutable WebP and refuses paths outside the upload folder", async ({
    request,
  }) => {
    const photo = await request.get("/media/seed/house-01-480.webp");
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/webp");
    expect(photo.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/media/seed/..%2F..%2F..%2Fpackage.json")).status()).toBe(404);
    expect((await request.get("/media/%2e%2e/%2e%2e/package.json")).status()).toBe(404);
    expect((await request.get("/media/seed/house-01-480.svg")).status()).toBe(404);
  });
});
