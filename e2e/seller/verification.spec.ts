import { expect, test } from "../fixtures/test";
import { scaled } from "../machine-speed";
import { asSomeoneElse, hydrated, signInNewSeller } from "./seller-helpers";

/** A small but real PDF (the server checks the bytes, not the name). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("an agent asks to be verified; the admin approves; the agent gets the badge and a broker page", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const agent = await signInNewSeller(page, "agent", "/saller/dashboard", "Harsh");
  // An agent number in Madhya Pradesh's format (lib/validation/rera-format.ts).
  const rera = `A-IND-26-${Date.now().toString().slice(-6)}`;
  await expect(page.getByText("Get the verified agent badge")).toBeVisible();
  await page.getByRole("link", { name: "Request verification" }).click();
  await expect(page).toHaveURL(/\/saller\/verification$/);
  await hydrated(page, "form");

  // Nothing chosen: each field says what is missing.
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(page.locator("form").getByRole("alert").first()).toBeVisible();

  await page.getByLabel("RERA agent registration number").fill(rera);
  await page.getByLabel("State of registration").selectOption("Madhya Pradesh");
  await page
    .getByLabel("Registration certificate")
    .setInputFiles({ name: "rera-certificate.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("rera-certificate.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(page.getByText("Verification under review")).toBeVisible();
  await expect(page.getByText(`RERA ${rera} (Madhya Pradesh)`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send for verification" })).toHaveCount(0);

  await asSomeoneElse(
    browser,
    async (admin) => {
      await admin.goto("/admin/brokers/requests?status=pending");
      const row = admin.getByRole("row").filter({ hasText: rera });
      await expect(row.getByText("Harsh Sharma")).toBeVisible();
      await expect(row.getByText("Madhya Pradesh")).toBeVisible();
      await expect(row.getByRole("link", { name: "Open document" })).toBeVisible();
      await row.getByRole("button", { name: "Approve" }).click();
      await expect(admin.getByRole("row").filter({ hasText: rera })).toHaveCount(0);
    },
    "admin",
  );

  await page.goto("/saller/verification");
  await expect(page.getByText("Verified agent")).toBeVisible();
  const broker = await page.request.get(`/broker/${agent.id}`);
  expect(broker.status()).toBe(200);
  await page.goto(`/broker/${agent.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Harsh");
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  // The same number claimed from another state's authority is a registration nobody has
  // checked: the badge goes at once, on the page that changed it, without a reload.
  await page.goto("/saller/update-profile");
  await expect(page.getByText("Harsh Sharma · Agent · Verified")).toBeVisible();
  const save = page.getByRole("button", { name: "Save Profile" });
  await expect(async () => {
    // Chosen again until the hydrated form notices the change (the button waits for one).
    await page.getByLabel("RERA State").selectOption("Madhya Pradesh");
    await page.getByLabel("RERA State").selectOption("Assam");
    await expect(save).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: scaled(20_000) });
  await save.click();
  await expect(page.getByText(/must be verified again/)).toBeVisible();
  await expect(page.getByText("Harsh Sharma · Agent", { exact: true })).toBeVisible();
});
