import { expect, test } from "../fixtures/test";
import { searchResultsHref } from "@/lib/search/search-link";

const MUMBAI = { city: "Mumbai", state: "Maharashtra" };

test("a results URL is kept once per query string, with its title and canonical in the head", async ({
  request,
}) => {
  const href = searchResultsHref({ propertyType: "House", transactionType: "Buy", ...MUMBAI });
  const first = await request.get(href);
  expect(first.status()).toBe(200);
  const second = await request.get(href);
  expect(second.status()).toBe(200);
  expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(second.headers()["cache-control"]).not.toMatch(/private|no-store/);
  const head = (await second.text()).split("</head>")[0];
  expect(head).toMatch(/<title>Houses &amp; Villas for Sale in Mumbai[^<]*<\/title>/);
  expect(head).toMatch(/<link rel="canonical" href="[^"]*\/search-results\?[^"]*city=Mumbai/);
});

test("a results segment the rewrite never makes, or any address below the results page, is a 404", async ({
  request,
}) => {
  expect((await request.get("/search-results/q/0")).status()).toBe(404);
  expect((await request.get("/search-results/q/nonsense")).status()).toBe(404);
  // A cached copy has no address of its own (lib/http/search-rewrite-hook.ts), in either language.
  const copy = await request.get("/search-results/q/qcity%3DMumbai");
  expect(copy.status()).toBe(404);
  expect(await copy.text()).toContain("noindex");
  expect((await request.get("/hi/search-results/q/qcity%3DMumbai")).status()).toBe(404);
  expect((await request.get("/search-results/%zz")).status()).toBe(404);
});

test("results in Hindi: a page change inside the site keeps the results address, and the language switch names it", async ({
  page,
}) => {
  const href = searchResultsHref({ propertyType: "", transactionType: "Buy" });
  await page.goto(`/hi${href}`);
  const pages = page.getByRole("navigation", { name: "पेज" });
  await expect(pages).toBeVisible();
  // The server's HTML, before any script ran: the switch names the results page, not its copy.
  const english = page
    .getByRole("list", { name: "भाषा" })
    .first()
    .getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("href", "/search-results");
  const payloads: { url: string; status: number }[] = [];
  page.on("response", (response) => {
    if (response.request().headers()["rsc"] === "1") {
      payloads.push({ url: new URL(response.url()).pathname, status: response.status() });
    }
  });
  await pages.getByRole("link", { name: "पेज 2" }).click();
  await expect(page).toHaveURL(/^[^?]*\/hi\/search-results\?[^#]*page=2/);
  await expect(
    page.getByRole("main").getByTestId("result-count").filter({ visible: true }),
  ).toContainText("पेज 2 /");
  // Drawn from the router payload of the visible address, not a full page load.
  expect(payloads).toContainEqual({ url: "/hi/search-results", status: 200 });
  await english.click();
  await expect(page).toHaveURL(/^[^?]*\/search-results\?[^#]*page=2/);
  await expect(page).not.toHaveURL(/\/hi\//);
  await expect(pages).toHaveCount(0);
  await expect(
    page.getByRole("main").getByTestId("result-count").filter({ visible: true }),
  ).toContainText("page 2 of");
});
