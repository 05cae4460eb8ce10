import { expect, test } from "../fixtures/test";

test.describe("visitor located in Indore", () => {
  test.use({
    permissions: ["geolocation"],
    geolocation: { latitude: 22.7196, longitude: 75.8577 },
  });

  test("home shows Properties in Indore", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#your-city");
    await expect(section.getByRole("heading", { name: "Properties in Indore" })).toBeVisible({
      timeout: 20_000,
    });
    expect(await section.getByRole("article").count()).toBeGreaterThan(0);
    await expect(section.getByRole("article").first()).toContainText("Indore");
  });
});

test("with location access denied, home offers popular cities instead", async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await page.goto("/");
  const section = page.locator("#your-city");
  await expect(section.getByRole("heading", { name: "Properties in your city" })).toBeVisible();
  await expect(section.getByText(/Pick a city instead/)).toBeVisible({ timeout: 20_000 });
  await section.getByRole("link", { name: "Bhopal" }).click();
  await expect(page).toHaveURL(/\/property-in\/bhopal$/);
});

test("GET /api/geolocation/reverse answers the spec's shape", async ({ request }) => {
  const indore = await request.get("/api/geolocation/reverse?lat=22.7196&lon=75.8577");
  expect(indore.status()).toBe(200);
  expect(await indore.json()).toEqual({
    success: true,
    message: "Location fetched successfully",
    data: {
      city: "Indore",
      state: "Madhya Pradesh",
      country: "India",
      full: "Indore, Madhya Pradesh, India",
    },
  });
  const sea = await request.get("/api/geolocation/reverse?lat=15.5&lon=66.5");
  expect(sea.status()).toBe(404);
  const bad = await request.get("/api/geolocation/reverse?lat=abc&lon=75");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe(
    "Failed to fetch location: lat must be a number between -90 and 90",
  );
});
