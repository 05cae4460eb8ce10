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

test("a results segment the proxy never makes is a 404", async ({ request }) => {
  expect((await request.get("/search-results/q/0")).status()).toBe(404);
  expect((await request.get("/search-results/q/nonsense")).status()).toBe(404);
});
