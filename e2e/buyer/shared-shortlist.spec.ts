import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { createAccountViaApi, loginWithCredentials, newAccount } from "../fixtures/accounts";
import { sitemapPaths } from "../fixtures/sitemap";

/** Saves the listing at `path` to the signed-in account's favourites; returns its title. */
async function save(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const title = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").trim();
  const button = page.getByRole("button", { name: /^Saved?$/ });
  await expect(async () => {
    if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(button).toBeEnabled();
  return title;
}

test("a buyer shares the shortlist; the link works signed out, read-only, until it is turned off", async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccountViaApi(request, newAccount("Meera"));
  const paths = await sitemapPaths(request, "properties");
  await loginWithCredentials(page, account, "/profile");
  const titles = [await save(page, paths[3]), await save(page, paths[7])];

  await page.goto("/profile");
  const saved = page.locator("section", {
    has: page.getByRole("heading", { name: "Saved Properties" }),
  });
  const shareButton = saved.getByRole("button", { name: "Share my shortlist" });
  const link = saved.getByRole("textbox", { name: "Shortlist share link" });
  await expect(async () => {
    if (await shareButton.isVisible()) await shareButton.click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const url = await link.inputValue();
  expect(url).toMatch(/\/shortlist\/[A-Za-z0-9_-]{22}$/);
  // WhatsApp, as listings have it: the link goes into the message.
  const whatsApp = saved.getByRole("link", { name: "Share on WhatsApp" });
  await expect(whatsApp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent((await whatsApp.getAttribute("href"))!)).toContain(url);

  // Someone else, signed out, opens the link.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  const response = await visitor.goto(new URL(url).pathname);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Meera’s shortlist");
  for (const title of titles) {
    await expect(visitor.getByRole("article").getByRole("link", { name: title })).toBeVisible();
  }
  await expect(visitor.getByRole("button", { name: /^Saved?$/ })).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // The owner turns the link off; it stops working at once.
  await saved.getByRole("button", { name: "Stop sharing" }).click();
  await expect(shareButton).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "This shortlist link does not work",
  );
  await guest.close();

  // Shared from the Hindi profile, the link is the Hindi page's.
  await page.goto("/hi/profile");
  const savedHi = page.locator("section", {
    has: page.getByRole("heading", { name: "सेव की गई प्रॉपर्टी" }),
  });
  const shareHi = savedHi.getByRole("button", { name: "मेरी शॉर्टलिस्ट शेयर करें" });
  const linkHi = savedHi.getByRole("textbox", { name: "शॉर्टलिस्ट शेयर करने का लिंक" });
  await expect(async () => {
    if (await shareHi.isVisible()) await shareHi.click();
    await expect(linkHi).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(new URL(await linkHi.inputValue()).pathname).toMatch(
    /^\/hi\/shortlist\/[A-Za-z0-9_-]{22}$/,
  );
  // Drawn by the server on a later visit, the same Hindi link.
  await page.reload();
  await expect(linkHi).toHaveValue(/\/hi\/shortlist\//);
});
