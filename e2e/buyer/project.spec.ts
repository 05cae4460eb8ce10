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
  // The demo projects have no brochure, so the page offers none (e2e/seller/project-brochure.spec.ts).
  await expect(page.getByRole("link", { name: /brochure/i })).toHaveCount(0);
  const doc = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(doc["@graph"][0]["@type"]).toBe("ApartmentComplex");
  expect(doc["@graph"][1]["@type"]).toBe("BreadcrumbList");
  expect((await request.get("/project-profile?id=999999")).status()).toBe(404);
});

test("project pages speak of the project, in months people read, and an upcoming launch is ahead", async ({
  page,
  request,
}) => {
  const paths = (await sitemapPaths(request, "projects")).slice(0, 12);
  let sawUpcoming = false;
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About this property" })).toHaveCount(0);
    if (await page.getByRole("heading", { name: "About this project" }).count()) {
      await expect(page.locator("main")).not.toContainText(/Possession from \d{4}-\d{2}/);
    }
    // The project's own facts (a term and its definition), not the cards of other projects.
    const status = page.getByRole("term").filter({ hasText: /^Status$/ });
    const stage = (await status.locator("xpath=following-sibling::dd[1]").textContent()) ?? "";
    const launch = page.getByRole("term").filter({ hasText: /^Launch(ed)?$/ });
    if (stage.trim() === "Upcoming") {
      sawUpcoming = true;
      await expect(launch).toHaveText("Launch");
    } else if (await launch.count()) {
      await expect(launch).toHaveText("Launched");
    }
  }
  expect(paths.length).toBeGreaterThan(0);
  test.info().annotations.push({ type: "upcoming project seen", description: String(sawUpcoming) });
});

test("a project page's Share hands on the project's address in the page's language, with its name", async ({
  page,
  request,
}) => {
  const [path] = await sitemapPaths(request, "projects");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  for (const [at, share, copyLink, whatsAppLabel] of [
    [path, "Share", "Copy link", "Share on WhatsApp"],
    [`/hi${path}`, "शेयर करें", "लिंक कॉपी करें", "WhatsApp पर शेयर करें"],
  ]) {
    await page.goto(at);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const address = new URL(canonical!, page.url()).href;
    expect(new URL(address).pathname).toBe(at);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    // Beside the project's name, in its header.
    const button = page.locator("main header").getByRole("button", { name: share, exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    const whatsApp = menu.getByRole("link", { name: whatsAppLabel });
    const sent = new URL((await whatsApp.getAttribute("href"))!).searchParams.get("text");
    expect(sent).toBe(`${name} ${address}`);
    await menu.getByRole("button", { name: copyLink }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    // A click outside closes it.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  }
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
      const contact = page.getByRole("button", { name: "Contact builder" });
      const earlier = page.getByText(/^You enquired on /);
      await expect(contact.or(earlier)).toBeVisible();
      if (await earlier.isVisible()) continue;
      await contact.click();
      await expect(page.getByText(sent).or(page.getByText(duplicate))).toBeVisible();
      done = await page.getByText(sent).isVisible();
    }
    expect(done).toBe(true);
  });
});
