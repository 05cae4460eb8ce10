import { expect, type Locator, type Page } from "@playwright/test";

/** Demo accounts made by the seed (README). */
export const ADMIN = { email: "admin@landacre.in", password: "Admin@12345" };
export const DEMO_SELLER = { email: "seller@landacre.in", password: "Seller@12345" };
export const DEMO_BUYER = { email: "buyer@landacre.in", password: "Buyer@12345" };

/** Signs in through the public JSON login, which sets the HttpOnly session cookie. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post("/api/users/login", { data: account });
  expect(response.status(), await response.text()).toBe(200);
}

/** The id at the end of a row's first admin link, e.g. /admin/properties/123 → 123. */
export async function idFromLink(link: Locator): Promise<number> {
  const href = await link.getAttribute("href");
  const id = Number(href?.split("/").pop());
  expect(Number.isInteger(id) && id > 0, `id in ${href}`).toBe(true);
  return id;
}

/** HTTP status of a public page after redirects (e.g. /property-profile?id= → canonical URL). */
export async function statusOf(page: Page, path: string): Promise<number> {
  return (await page.request.get(path)).status();
}
