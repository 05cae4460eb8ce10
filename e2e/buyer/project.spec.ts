import { expect, test } from "../fixtures/test";
import { sitemapPaths } from "../fixtures/sitemap";
import { signedInAs } from "../fixtures/roles";

test("a project page shows the builder, RERA number and authority, units, and redirects from /project-profile", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "projects");
  const id = /-(\d+)$/.exec(path)![1];
  const redirect = await request.get(`/project-profile?id=${id}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  await page.goto(`/project-profile?id=${id}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page
      .getByText(/^by$/)
      .or(page.getByText(/Verified builder/))
      .first(),
  ).toBeVisible();
  const rera = page.getByRole("region", { name: "RERA registration" });
  await expect(rera).toBeVisible();
  await expect(rera).toContainText(/RERA No\.|Exempt|No RERA registration/);
  await expect(page.getByRole("heading", { name: "Unit types and prices" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Units available" })).toBeVisible();
  const doc = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(doc["@graph"][0]["@type"]).toBe("ApartmentComplex");
  expect(doc["@graph"][1]["@type"]).toBe("BreadcrumbList");
  expect((await request.get("/project-profile?id=999999")).status()).toBe(404);
});

test.describe("signed in as the demo buyer", () => {
  test.use(signedInAs("buyer"));

  test("a signed-in buyer sends an enquiry to a project's builder", async ({ page, request }) => {
    const paths = await sitemapPaths(request, "projects");
    const sent = "Your enquiry has been sent. The builder will contact you soon.";
    const duplicate =
      "You have already sent an enquiry for this project. The builder will contact you soon.";
    const start = Math.floor(Math.random() * paths.length);
    let done = false;
    for (let k = 0; k < Math.min(5, paths.length) && !done; k++) {
      await page.goto(paths[(start + k) % paths.length]);
      await page.getByRole("button", { name: "Contact builder" }).click();
      await expect(page.getByText(sent).or(page.getByText(duplicate))).toBeVisible();
      done = await page.getByText(sent).isVisible();
    }
    expect(done).toBe(true);
  });
});
