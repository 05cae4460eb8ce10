import { expect, test } from "../fixtures/test";
import { signInNewSeller } from "./seller-helpers";

test("Sign out ends the session on the server: a copy of the old cookie no longer works", async ({
  page,
  request,
  baseURL,
}) => {
  await signInNewSeller(page, "individual");
  const cookie = (await page.context().cookies()).find((c) =>
    c.name.endsWith("next-auth.session-token"),
  );
  expect(cookie?.value, "session cookie").toBeTruthy();
  const asOldSession = { headers: { cookie: `${cookie!.name}=${cookie!.value}` } };
  expect((await request.get("/api/users/me", asOldSession)).status()).toBe(200);

  await page.getByRole("button", { name: "Sign out" }).click();
  // On the site's own address (NEXTAUTH_URL defaults to SITE_URL), not http://localhost:3000.
  await expect(page).toHaveURL(`${baseURL}/saller/login`);

  expect((await request.get("/api/users/me", asOldSession)).status()).toBe(401);
  // The workspace treats it as no session: the page sends the visitor to the seller login.
  const dashboard = await request.get("/saller/dashboard", { ...asOldSession, maxRedirects: 0 });
  const redirect = dashboard.headers().location ?? (await dashboard.text());
  expect(redirect).toMatch(/\/saller\/login/);
});
