import { expect, test } from "../fixtures/test";
import { fillProjectBasics, photo, setPhotos, signInNewSeller } from "./seller-helpers";

test("a builder adds a project with RERA and unit configurations and sees it pending", async ({
  page,
}) => {
  await signInNewSeller(page, "builder", "/saller/dashboard", "Rohan");
  const name = `Shagun Heights ${Date.now().toString(36)}`;
  await fillProjectBasics(page, name);
  await page.getByLabel("Project status").selectOption("under_construction");
  await page.getByLabel("Launch date").fill("2026-01-15");
  await page.getByLabel("Possession date").fill("2028-12-31");

  // RERA number and state are required unless the project is exempt.
  await page.getByRole("button", { name: "Submit project for review" }).click();
  await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
  await page.getByLabel("RERA registration number").fill("P-IND-2026-001234");
  await page.getByLabel("Registered in (state)").selectOption("Madhya Pradesh");

  const first = page.getByRole("group", { name: "Configuration 1" });
  await first.getByLabel("Type").selectOption("2");
  await first.getByLabel("Carpet area (sq ft)").fill("980");
  await first.getByLabel("Price from (₹)").fill("5200000");
  await expect(first.getByText("₹52 L")).toBeVisible();
  await first.getByLabel("Price up to (₹)").fill("6100000");
  await first.getByLabel("Units available").fill("40");
  await page.getByRole("button", { name: "Add configuration" }).click();
  const second = page.getByRole("group", { name: "Configuration 2" });
  await second.getByLabel("Type").selectOption("3");
  await second.getByLabel("Carpet area (sq ft)").fill("1350");
  await second.getByLabel("Price from (₹)").fill("7800000");
  await second.getByLabel("Price up to (₹)").fill("9500000");
  await second.getByLabel("Units available").fill("24");
  await setPhotos(page, [photo("tower.jpg", { r: 180, g: 160, b: 120 })]);
  await expect(page.getByText("1 of 20 added")).toBeVisible();

  await page.getByRole("button", { name: "Submit project for review" }).click();
  await expect(page).toHaveURL(/\/saller\/projects$/);
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText("Under review")).toBeVisible();
  await expect(item.getByText("RERA P-IND-2026-001234")).toBeVisible();
  await expect(item.getByText("Under construction")).toBeVisible();
  await expect(item.getByText(/₹52 L – ₹95 L · 2 configurations/)).toBeVisible();

  await page.goto("/saller/dashboard");
  await expect(
    page.getByRole("list", { name: "Summary" }).getByRole("link", { name: /Projects\s*1/ }),
  ).toBeVisible();
});

test("an exempt project needs the reason instead of a RERA number", async ({ page }) => {
  await signInNewSeller(page, "builder", "/saller/dashboard", "Nisha");
  const name = `Neem Villas ${Date.now().toString(36)}`;
  await fillProjectBasics(page, name);
  await page.getByLabel("Project status").selectOption("ready");
  await page.getByLabel("This project is exempt from RERA registration").check();
  await expect(page.getByLabel("RERA registration number")).toHaveCount(0);
  const first = page.getByRole("group", { name: "Configuration 1" });
  await first.getByLabel("Type").selectOption("3");
  await first.getByLabel("Carpet area (sq ft)").fill("1500");
  await first.getByLabel("Price from (₹)").fill("9000000");
  await first.getByLabel("Price up to (₹)").fill("9900000");
  await first.getByLabel("Units available").fill("6");
  await page.getByRole("button", { name: "Submit project for review" }).click();
  await expect(
    page.getByText("Explain why the project is exempt (e.g. land under 500 m²)"),
  ).toBeVisible();
  await page.getByLabel("Reason for exemption").fill("Only 6 villas on 450 m² of land");
  await page.getByRole("button", { name: "Submit project for review" }).click();
  await expect(page).toHaveURL(/\/saller\/projects$/);
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText("Under review")).toBeVisible();
  await expect(item.getByText("RERA exempt")).toBeVisible();
});

test("owners and agents cannot post projects", async ({ page }) => {
  await signInNewSeller(page, "agent", "/saller/project/add", "Imran");
  await expect(page.getByText("Projects are for builders")).toBeVisible();
  await expect(page.getByLabel("Project name")).toHaveCount(0);
});
