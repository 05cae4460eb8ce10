import { readFile } from "node:fs/promises";
import { expect, test } from "../fixtures/test";
import { createAccountViaApi, loginWithCredentials, newAccount } from "../fixtures/accounts";

type Export = { data: { account: { email: string }[]; enquiriesSent: unknown[] } };

test("a buyer downloads their data, withdraws consent, then deletes the account", async ({
  page,
  request,
}) => {
  const account = await createAccountViaApi(request, newAccount("Ishita"));
  await loginWithCredentials(page, account, "/profile");
  await page.getByRole("link", { name: "Privacy and my data" }).click();
  await expect(page).toHaveURL(/\/profile\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy and my data" })).toBeVisible();
  await expect(page.getByText("grievance@landacre.in")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^landacre-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as Export;
  expect(file.data.account[0]!.email).toBe(account.email);
  expect(file.data.enquiriesSent).toEqual([]);

  const marketing = page.getByRole("region", { name: "Marketing messages" });
  const whatsapp = marketing.getByRole("checkbox", { name: /Marketing WhatsApp messages/ });
  await expect(whatsapp).not.toBeChecked();
  await expect(marketing.locator("fieldset")).toHaveAttribute("data-hydrated", "true");
  await whatsapp.check();
  await expect(page.getByText("Marketing WhatsApp messages: consent given")).toBeVisible();
  await page.reload();
  await expect(whatsapp).toBeChecked();
  await whatsapp.uncheck();
  await expect(page.getByText("Marketing WhatsApp messages: consent withdrawn")).toBeVisible();

  const remove = page.getByRole("region", { name: "Delete my account" });
  await expect(remove.getByText(/Invoices keep the name/)).toBeVisible();
  await remove.getByLabel("Type DELETE to confirm").fill("delete me");
  await remove.getByRole("button", { name: "Delete my account" }).click();
  await expect(remove.getByRole("alert")).toHaveText("Type DELETE to confirm.");
  await remove.getByLabel("Type DELETE to confirm").fill("DELETE");
  await remove.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();

  // Signed out everywhere, and the old password no longer opens anything.
  expect((await page.request.get("/api/users/me")).status()).toBe(401);
  const login = await request.post("/api/users/login", {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
});
