import { expect, test } from "../fixtures/test";
import { sitemapPaths } from "../fixtures/sitemap";

function idOf(path: string): number {
  return Number(/-(\d+)$/.exec(path)?.[1]);
}

test("a listing page served from cache counts the visit once it has loaded", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "properties");
  const counted = page.waitForResponse(
    (r) => r.url().endsWith("/api/properties/views") && r.request().method() === "POST",
  );
  await page.goto(path);
  const response = await counted;
  expect(response.status()).toBe(204);
  expect(response.request().postDataJSON()).toEqual({ propertyId: idOf(path) });
  // The page itself is one cached copy: a second visit is a cache hit.
  const again = await request.get(path);
  expect(again.status()).toBe(200);
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
});

test("POST /api/properties/views refuses a bad id (400) and an id with no public listing (404)", async ({
  request,
}) => {
  const bad = await request.post("/api/properties/views", { data: { propertyId: "abc" } });
  expect(bad.status()).toBe(400);
  const missing = await request.post("/api/properties/views", { data: { propertyId: 99_999_999 } });
  expect(missing.status()).toBe(404);
  expect((await missing.json()).message).toBe("Property not found");
});
