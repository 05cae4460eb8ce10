import { expect, test } from "../fixtures/test";
import { clientAddressHeader, newAccount } from "../fixtures/accounts";

const WAIT_ONE_MINUTE = "Too many attempts. Please try again in 1 minute.";

/**
 * One phone, two ways in: the enquiry form and the registration API share the one-OTP-a-minute
 * limit. Whichever asks second is told to wait: HTTP 429 with Retry-After (the form's request
 * too), the same words in the form, never that the service is down.
 */
test("a second OTP inside the minute is a wait message with Retry-After, not an outage", async ({
  page,
  request,
}) => {
  const address = clientAddressHeader();
  await page.setExtraHTTPHeaders(address);
  const register = (account: ReturnType<typeof newAccount>) =>
    request.post("/api/users/register", {
      headers: address,
      data: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phoneNumber: account.phoneNumber,
        password: account.password,
      },
    });

  await page.goto("/property-profile?id=7");
  const form = page.locator("section", {
    has: page.getByRole("heading", { name: /^Contact the / }),
  });
  await form.scrollIntoViewIfNeeded();

  // The enquiry form sends a code first; registering the same phone inside the minute waits.
  const guest = newAccount("Isha");
  await form.getByLabel("Your name").fill("Isha Guest");
  await form.getByLabel("Mobile number").fill(guest.phoneNumber);
  await form.getByRole("button", { name: "Send OTP" }).click();
  await expect(form.getByText(/^OTP sent to \+91 /)).toBeVisible();
  const refused = await register(guest);
  expect(refused.status(), await refused.text()).toBe(429);
  expect((await refused.json()).message).toBe(WAIT_ONE_MINUTE);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(Number(refused.headers()["retry-after"])).toBeLessThanOrEqual(60);

  // Registering first; the enquiry form then shows the same wait message.
  const member = newAccount("Tara");
  expect((await register(member)).status()).toBe(201);
  await page.reload();
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("Your name").fill("Tara Guest");
  await form.getByLabel("Mobile number").fill(member.phoneNumber);
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/enquiries/otp",
  );
  await form.getByRole("button", { name: "Send OTP" }).click();
  const waited = await answer;
  expect(waited.status()).toBe(429);
  expect(Number(waited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(Number(waited.headers()["retry-after"])).toBeLessThanOrEqual(60);
  await expect(form.getByText(WAIT_ONE_MINUTE)).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
});
