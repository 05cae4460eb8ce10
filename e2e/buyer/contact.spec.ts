import { expect, test } from "../fixtures/test";

/** A fresh valid mobile number, so re-runs against a reused server stay under the rate limit. */
function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

test("the contact page shows how to reach the Indore office", async ({ page }) => {
  const response = await page.goto("/contact");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(
    page.getByRole("main").getByRole("link", { name: "+91 98765 43210" }),
  ).toHaveAttribute("href", "tel:+919876543210");
  await expect(page.getByRole("link", { name: "support@landacre.in" }).first()).toHaveAttribute(
    "href",
    "mailto:support@landacre.in",
  );
  await expect(page.locator("main address")).toContainText("Indore, Madhya Pradesh 452001");
  await expect(page.getByText("Monday to Saturday")).toBeVisible();
});

test("the contact form refuses bad input field by field, then thanks the sender", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.locator("#message");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Please enter your name.")).toBeVisible();
  await expect(form.getByText("Please enter your mobile number.")).toBeVisible();
  await expect(form.getByText("Please enter your e-mail address.")).toBeVisible();
  await expect(form.getByText(/at least 10 characters/)).toBeVisible();
  // The first invalid field gets the focus.
  await expect(form.getByLabel("Your name")).toBeFocused();

  await form.getByLabel("Your name").fill("Rahul Verma");
  await form.getByLabel("Mobile number").fill("12345 67890");
  await form.getByLabel("E-mail", { exact: true }).fill("rahul@example.in");
  await form.getByLabel("Message", { exact: true }).fill("How do I get my listing verified?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(
    form.getByText("Enter a 10-digit mobile number starting with 6, 7, 8 or 9."),
  ).toBeVisible();
  await expect(form.getByText("Please enter your name.")).toHaveCount(0);

  await form.getByLabel("Mobile number").fill(`+91 ${randomMobile()}`);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(
    form.getByText("Thank you for contacting us! We will get back to you soon."),
  ).toBeVisible();
});

test("the sixth message from one phone within 10 minutes is refused politely", async ({ page }) => {
  await page.goto("/contact");
  const form = page.locator("#message");
  const phone = randomMobile();
  const send = async () => {
    await form.getByLabel("Your name").fill("Sunil Rathore");
    await form.getByLabel("Mobile number").fill(phone);
    await form.getByLabel("E-mail", { exact: true }).fill("sunil@example.in");
    await form.getByLabel("Message", { exact: true }).fill("Please call me about plots in Ujjain.");
    await form.getByRole("button", { name: "Send message" }).click();
  };
  for (let i = 0; i < 5; i += 1) {
    await send();
    await expect(form.getByText("Thank you for contacting us!", { exact: false })).toBeVisible();
    await form.getByRole("button", { name: "Send another request" }).click();
  }
  await send();
  await expect(form.getByRole("alert")).toHaveText(
    /You have sent several requests in a short time\. Please try again in \d+ minutes?\./,
  );
  await expect(form.getByText("Thank you for contacting us!", { exact: false })).toHaveCount(0);
});
