import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { buyLink, mockIndore, storeUser } from "./shell-helpers";

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe("public shell on a phone", () => {
  test("phone header: call strip, logo and hamburger; the desktop menu is hidden", async ({
    page,
  }) => {
    await page.goto("/about");
    const header = page.locator("header[data-solid]");
    await expect(header.getByRole("link", { name: "LAND Acre home" }).last()).toBeVisible();
    await expect(header.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // The top strip keeps "Post property for Free" and the call link on phones.
    await expect(header.getByRole("link", { name: "Post property for Free" })).toHaveAttribute(
      "href",
      "/saller/login",
    );
    await expect(header.getByRole("link", { name: /Call us on \+91/ })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    const navHeight = await header.evaluate((el) => el.getBoundingClientRect().height);
    expect(navHeight).toBeLessThanOrEqual(128); // pages pad the top with pt-32
    await header.getByRole("link", { name: "Post property for Free" }).click();
    await expect(page).toHaveURL(/\/saller\/login$/);
  });

  test("the hamburger opens a full-screen menu whose groups expand separately", async ({
    page,
  }) => {
    await page.goto("/about");
    expect(await bodyOverflow(page)).not.toBe("hidden");
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    const menu = page.getByRole("dialog", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await bodyOverflow(page)).toBe("hidden");

    const buy = menu.getByRole("button", { name: "Buy Property" });
    const sell = menu.getByRole("button", { name: "Sell Properties" });
    const help = menu.getByRole("button", { name: "Help" });
    for (const group of [buy, sell, help]) {
      await expect(group).toHaveAttribute("aria-expanded", "false");
    }
    await buy.click();
    await expect(buy).toHaveAttribute("aria-expanded", "true");
    await expect(sell).toHaveAttribute("aria-expanded", "false");
    await expect(help).toHaveAttribute("aria-expanded", "false");
    const link = (name: string) => menu.getByRole("link", { name, exact: true });
    await expect(link("Land/Plot")).toHaveAttribute("href", buyLink("LandPlot", "Delhi", "Delhi"));
    await expect(link("Office Space")).toHaveAttribute("href", buyLink("Office", "Delhi", "Delhi"));
    await expect(link("Retail Space (Shop)")).toHaveAttribute(
      "href",
      buyLink("Shop", "Delhi", "Delhi"),
    );
    await expect(menu.getByRole("link", { name: /^Properties in / })).toHaveCount(0);

    await help.click();
    await expect(buy).toHaveAttribute("aria-expanded", "true");
    await expect(help).toHaveAttribute("aria-expanded", "true");
    await expect(link("Contact Us")).toHaveAttribute("href", "/contact");
    await expect(link("Privacy Policy")).toHaveAttribute("href", "/privacy-policy");
    await expect(link("Terms & Conditions")).toHaveAttribute("href", "/terms-conditions");

    await buy.click();
    await expect(buy).toHaveAttribute("aria-expanded", "false");
    await expect(link("Land/Plot")).toBeHidden();
    await expect(help).toHaveAttribute("aria-expanded", "true");

    await sell.click();
    await expect(sell).toHaveAttribute("aria-expanded", "true");
    await expect(link("Login As Seller")).toHaveAttribute("href", "/saller/login");
    await expect(link("Register As Seller")).toHaveAttribute("href", "/saller/signup");

    // Footer of the panel: Login / Sign Up and a tap-to-call line.
    await expect(menu.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Sign Up" })).toBeVisible();
    await expect(menu.getByText("Need help?")).toBeVisible();
    await expect(menu.getByRole("link", { name: /Call \+91/ })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );

    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
    await expect(hamburger).toBeFocused();
  });

  test("following a menu link closes the menu and unlocks scrolling", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Main menu" });
    await menu.getByRole("button", { name: "Help" }).click();
    await menu.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
  });

  test("with a known city the Buy group offers Properties in <city>", async ({ context, page }) => {
    await mockIndore(context, page);
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Main menu" });
    await menu.getByRole("button", { name: "Buy Property" }).click();
    await expect(menu.getByRole("link", { name: "Properties in Indore" })).toHaveAttribute(
      "href",
      buyLink("FlatApartment", "Indore", "Madhya Pradesh"),
    );
    await expect(menu.getByRole("link", { name: "Land/Plot" })).toHaveAttribute(
      "href",
      buyLink("LandPlot", "Indore", "Madhya Pradesh"),
    );
  });

  test("signed in, the menu footer shows the name with profile links and Logout", async ({
    page,
  }) => {
    await page.goto("/contact");
    await storeUser(page);
    await page.reload();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Main menu" });
    await expect(menu.getByText("Asha Verma")).toBeVisible();
    await expect(menu.getByRole("link", { name: "My Profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(menu.getByRole("link", { name: "My Properties" })).toHaveAttribute(
      "href",
      "/profile#my-properties",
    );
    await expect(menu.getByRole("button", { name: "Login" })).toHaveCount(0);
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    expect(await bodyOverflow(page)).not.toBe("hidden");
  });

  test("the nav is transparent at the top of home on a phone too", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("header[data-solid]")).toHaveAttribute("data-solid", "false");
    await page.goto("/contact");
    await expect(page.locator("header[data-solid]")).toHaveAttribute("data-solid", "true");
  });
});
