import { expect, test } from "../fixtures/test";
import { clientAddressHeader, newAccount } from "../fixtures/accounts";
import { fillSignup, openAuthDialog } from "../fixtures/auth-dialog";

const address = clientAddressHeader();
test.use({ extraHTTPHeaders: address });

test("a name with markup is refused with a field message, in the form and by the API", async ({
  page,
  request,
}) => {
  const account = newAccount("Asha");
  await page.goto("/");
  const dialog = await openAuthDialog(page, "signup");
  await fillSignup(dialog, { ...account, firstName: "<img src=x onerror=alert(1)>" });
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    dialog.getByText("First name cannot contain < or > or control characters"),
  ).toBeVisible();
  await expect(dialog.getByLabel("OTP")).toHaveCount(0);

  for (const [field, value, label] of [
    ["firstName", "<script>", "First name"],
    ["lastName", "Rao\u0007", "Last name"],
  ] as const) {
    const response = await request.post("/api/users/register", {
      data: { ...account, [field]: value },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors[field]).toBe(`${label} cannot contain < or > or control characters`);
  }

  // A real name with an apostrophe and a Devanagari name go through.
  const ok = await request.post("/api/users/register", {
    data: { ...account, firstName: "आशा", lastName: "D'Souza" },
  });
  expect(ok.status(), await ok.text()).toBe(201);
});
