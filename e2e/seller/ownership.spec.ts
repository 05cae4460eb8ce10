import { expect, test } from "../fixtures/test";
import { sitemapPaths } from "../fixtures/sitemap";
import {
  actionAnswer,
  serverActionId,
  serverActionRequest,
} from "@/lib/testing/server-action-request";
import { signInNewSeller } from "./seller-helpers";

const idOf = (path: string) => Number(path.match(/-(\d+)$/)?.[1]);

test("a seller cannot open, change or delete another seller's listing, project or lead", async ({
  page,
  request,
}) => {
  const [listingPath] = await sitemapPaths(request, "properties");
  const [projectPath] = await sitemapPaths(request, "projects");
  const listingId = idOf(listingPath);
  const projectId = idOf(projectPath);
  expect(listingId).toBeGreaterThan(0);
  expect(projectId).toBeGreaterThan(0);
  await signInNewSeller(page, "builder", "/saller/dashboard", "Manav");
  const pageRequest = page.request;

  // The edit screens answer 404 and show "not found", as for a listing that does not exist, and
  // nothing of the listing (proxy.ts decides the status before the page's shell is sent).
  for (const path of [`/saller/property/${listingId}/edit`, `/saller/project/${projectId}/edit`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toHaveCount(0);
  }

  // Forged calls of the seller's server actions (as a script would send them) are refused with
  // "not found" and change nothing: the listing stays public.
  const forge = async (page: string, file: string, name: string, args: unknown[]) => {
    const origin = new URL(page, test.info().project.use.baseURL).origin;
    const { headers, data } = serverActionRequest(serverActionId(file, name), args, origin);
    const res = await pageRequest.post(page, { headers, data });
    expect(res.status()).toBe(200);
    return actionAnswer<{ ok: boolean; status?: number }>(await res.text());
  };
  const deleted = await forge(
    "/saller/properties",
    "lib/listings/actions.ts",
    "changeListingStatusAction",
    [listingId, { action: "delete" }],
  );
  expect(deleted).toMatchObject({ ok: false, status: 404 });
  expect((await request.get(listingPath)).status()).toBe(200);

  // Someone else's lead (the seed has leads on other sellers' listings) cannot be changed.
  const lead = await forge(
    "/saller/queries/manage",
    "lib/leads/actions.ts",
    "updateSellerLeadAction",
    [1, { status: "closed", note: "not mine" }],
  );
  expect(lead).toMatchObject({ ok: false, status: 404 });
  const mine = (await (await page.request.get("/api/seller/leads")).json()) as { total: number };
  expect(mine.total).toBe(0);
});
