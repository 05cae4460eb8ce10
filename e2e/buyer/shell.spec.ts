import { expect, test } from "../fixtures/test";
import { buyLink, mockIndore, POPULAR, storeUser } from "./shell-helpers";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("public shell on desktop", () => {
  test("top strip: logo, Post property for Free (seller login) and the +91 call link", async ({
    page,
  }) => {
    await page.goto("/about");
    const header = page.locator("header[data-solid]");
    await expect(header.getByRole("link", { name: "LAND Acre home" }).first()).toHaveAttribute(
      "href",
      "/",
    );
    await expect(header.getByRole("link", { name: "Post property for Free" })).toHaveAttribute(
      "href",
      "/saller/login",
    );
    await expect(header.getByRole("link", { name: /Call us on \+91/ })).toHaveAttribute(
      "href",
      /^tel:\+91\d{10}$/,
    );
    const navHeight = await header.evaluate((el) => el.getBoundingClientRect().height);
    expect(navHeight).toBeLessThanOrEqual(128); // pages pad the top with pt-32
    await header.getByRole("link", { name: "Post property for Free" }).click();
    await expect(page).toHaveURL(/\/saller\/login$/);
  });

  test("Buy Property opens on hover with the spec's sections and exact links", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Buy Property" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");

    for (const title of ["BUY A HOME", "COMMERCIAL", "POPULAR AREAS"]) {
      await expect(nav.getByText(title, { exact: true })).toBeVisible();
    }
    const link = (name: string) => nav.getByRole("link", { name, exact: true });
    // The exact hrefs are components/layout/nav-links.test.ts's ("buy links"); here the menu
    // draws them: the default city, Delhi (Delhi), until one is detected, and the eight cities.
    await expect(link("Land")).toHaveAttribute("href", buyLink("LandPlot", "Delhi", "Delhi"));
    for (const [city] of POPULAR) await expect(link(city)).toBeVisible();
    await expect(nav.getByText(/\(Your City\)/)).toHaveCount(0);

    // Side panel and contact footer.
    const insights = nav.getByRole("complementary", { name: "Insights" });
    await expect(insights.getByText("INTRODUCING", { exact: true })).toBeVisible();
    await expect(insights.getByText("Insights", { exact: true })).toBeVisible();
    await expect(insights.getByText("Understand localities")).toBeVisible();
    await expect(insights.getByText("Read resident reviews")).toBeVisible();
    await expect(insights.getByText("Check price trends")).toBeVisible();
    await expect(insights.getByText("Tools and utilities")).toBeVisible();
    await expect(nav.getByRole("link", { name: "support@landacre.in" })).toHaveAttribute(
      "href",
      "mailto:support@landacre.in",
    );
    await expect(nav.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );

    // Moving the mouse away closes it.
    await page.mouse.move(640, 700);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(link("Land")).toBeHidden();

    // A city link leads to its search results.
    await trigger.hover();
    await link("Mumbai").click();
    await expect(page).toHaveURL(buyLink("FlatApartment", "Mumbai", "Maharashtra"));
  });

  test("Sell Properties and Help dropdowns link to the seller and support pages", async ({
    page,
  }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    const sell = nav.getByRole("button", { name: "Sell Properties" });
    await sell.click();
    await expect(sell).toHaveAttribute("aria-expanded", "true");
    for (const [title, who] of [
      ["FOR SELLERS", "Seller"],
      ["FOR BUILDERS", "Builder"],
      ["FOR AGENTS", "Agent"],
    ]) {
      // The hrefs are nav-links.test.ts's ("sell and footer links").
      const section = nav.getByRole("list", { name: title });
      await expect(section).toBeVisible();
      await expect(section.getByRole("link", { name: `Login as ${who}` })).toBeVisible();
      await expect(section.getByRole("link", { name: `Register as ${who}` })).toBeVisible();
    }
    await expect(
      nav.getByRole("complementary", { name: "Insights" }).getByText("INTRODUCING"),
    ).toBeVisible();
    await expect(nav.getByRole("link", { name: "support@landacre.in" })).toBeVisible();

    const help = nav.getByRole("button", { name: "Help" });
    await help.hover();
    await expect(help).toHaveAttribute("aria-expanded", "true");
    await expect(sell).toHaveAttribute("aria-expanded", "false");
    const support = nav.getByRole("list", { name: "SUPPORT" });
    await expect(support.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(support.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(support.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
      "href",
      "/terms-conditions",
    );
    await support.getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(help).toHaveAttribute("aria-expanded", "false");

    // A link to the page already shown closes the menu as well.
    await page.mouse.move(640, 700);
    await help.hover();
    await expect(help).toHaveAttribute("aria-expanded", "true");
    await support.getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(help).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/terms-conditions$/);
  });

  test("every menu's links are in the server's HTML once, hidden until the menu opens", async ({
    browser,
    request,
  }) => {
    // What a crawler gets: the page's HTML, no script run.
    const html = await (await request.get("/")).text();
    const expected: [string, string][] = [
      ["Land", buyLink("LandPlot", "Delhi", "Delhi")],
      ["Plot", buyLink("LandPlot", "Delhi", "Delhi")],
      ["Office Space", buyLink("Office", "Delhi", "Delhi")],
      ["Retail Space", buyLink("Shop", "Delhi", "Delhi")],
      ...POPULAR.map(([city, state]): [string, string] => [
        city,
        buyLink("FlatApartment", city, state),
      ]),
      ...["Seller", "Builder", "Agent"].flatMap((who): [string, string][] => [
        [`Login as ${who}`, "/saller/login"],
        [`Register as ${who}`, "/saller/signup"],
      ]),
      ["Contact Us", "/contact"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms &amp; Conditions", "/terms-conditions"],
    ];
    for (const [label, href] of expected) {
      const escaped = href.replaceAll("&", "&amp;");
      const link = new RegExp(
        `<a [^>]*href="${escapeRegExp(escaped)}"[^>]*>${escapeRegExp(label)}</a>`,
      );
      const links = html.match(new RegExp(link.source, "g"));
      expect(links?.length ?? 0, `${label} → ${href}`).toBeGreaterThanOrEqual(1);
    }
    expect(html.match(/>Terms &amp; Conditions<\/a>/g)).toHaveLength(1);
    expect(html.match(/>Login as Builder<\/a>/g)).toHaveLength(1);

    // A visitor without JavaScript: the links are in the page, hidden until a menu opens.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator('a[href="/terms-conditions"]')).toHaveCount(1);
    await expect(nav.locator('a[href="/terms-conditions"]')).toBeHidden();
    await context.close();
  });

  test("dropdowns work from the keyboard", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const buy = nav.getByRole("button", { name: "Buy Property" });
    await buy.focus();
    await page.keyboard.press("Enter");
    await expect(buy).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(buy).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await expect(buy).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Land", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Plot", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(buy).toHaveAttribute("aria-expanded", "false");
    await expect(buy).toBeFocused();
  });

  test("the nav is transparent at the top of home, solid after 50 px, white elsewhere", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.locator("header[data-solid]");
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);

    await expect(header).toHaveAttribute("data-solid", "false");
    expect(await background()).toBe("rgba(0, 0, 0, 0)");
    expect(await shadow()).toBe("none");

    // Make the short placeholder home page tall enough to scroll.
    await page.evaluate(() => {
      document.getElementById("content")!.style.minHeight = "3000px";
    });
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo({ top: 51, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect.poll(background).toBe("rgb(255, 255, 255)");
    await expect.poll(shadow).not.toBe("none");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "false");

    await page.goto("/about");
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect.poll(background).toBe("rgb(255, 255, 255)");
  });

  test("a detected city outside the eight gets a (Your City) entry and drives Buy links", async ({
    context,
    page,
  }) => {
    const asked = await mockIndore(context, page);
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Buy Property" }).hover();
    const yours = nav.getByRole("link", { name: "Indore (Your City)" });
    await expect(yours).toBeVisible();
    await expect(yours).toHaveAttribute(
      "href",
      buyLink("FlatApartment", "Indore", "Madhya Pradesh"),
    );
    await expect(nav.getByRole("link", { name: "Land", exact: true })).toHaveAttribute(
      "href",
      buyLink("LandPlot", "Indore", "Madhya Pradesh"),
    );
    await expect(nav.getByRole("link", { name: "Retail Space" })).toHaveAttribute(
      "href",
      buyLink("Shop", "Indore", "Madhya Pradesh"),
    );
    const url = new URL(asked[0]);
    expect(Number(url.searchParams.get("lat"))).toBeCloseTo(22.7196, 3);
    expect(Number(url.searchParams.get("lon"))).toBeCloseTo(75.8577, 3);

    // Cached for the session: the next page does not ask again.
    await page.goto("/contact");
    await nav.getByRole("button", { name: "Buy Property" }).hover();
    await expect(nav.getByRole("link", { name: "Indore (Your City)" })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test("a popular detected city adds no extra entry; a failed lookup keeps the defaults", async ({
    context,
    page,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 18.5204, longitude: 73.8567 });
    let answer: "pune" | "fail" = "pune";
    await page.route("**/api/geolocation/reverse**", (route) =>
      answer === "pune"
        ? route.fulfill({
            json: {
              success: true,
              message: "",
              data: { city: "Pune", state: "Maharashtra", country: "India", full: "Pune" },
            },
          })
        : route.fulfill({ status: 404, body: "not found" }),
    );
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/about");
    await nav.getByRole("button", { name: "Buy Property" }).hover();
    await expect(nav.getByRole("link", { name: "Land", exact: true })).toHaveAttribute(
      "href",
      buyLink("LandPlot", "Pune", "Maharashtra"),
    );
    await expect(nav.getByText(/\(Your City\)/)).toHaveCount(0);

    answer = "fail";
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await nav.getByRole("button", { name: "Buy Property" }).hover();
    await expect(nav.getByRole("link", { name: "Land", exact: true })).toHaveAttribute(
      "href",
      buyLink("LandPlot", "Delhi", "Delhi"),
    );
    await expect(nav.getByText(/\(Your City\)/)).toHaveCount(0);
  });

  test("logged out: Login and Sign Up ask for the auth dialog", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => {
      const w = window as unknown as { authRequests: unknown[] };
      w.authRequests = [];
      window.addEventListener("landacre:open-auth", (e) =>
        w.authRequests.push((e as CustomEvent).detail),
      );
    });
    const header = page.locator("header[data-solid]");
    await header.getByRole("button", { name: "Login" }).click();
    await page.keyboard.press("Escape"); // the login dialog opened; close it
    await header.getByRole("button", { name: "Sign Up" }).click();
    expect(
      await page.evaluate(() => (window as unknown as { authRequests: unknown[] }).authRequests),
    ).toEqual([{ mode: "login" }, { mode: "signup" }]);
  });

  test("logged in: the name menu toggles, closes on leave, and Logout clears the user", async ({
    page,
  }) => {
    await page.goto("/about");
    await storeUser(page);
    await page.reload();
    // Marked before the first paint: a guest's text on a cached page stays hidden.
    await expect(page.locator("html")).toHaveAttribute("data-stored-user", "");
    const header = page.locator("header[data-solid]");
    await expect(header.getByRole("button", { name: "Login" })).toHaveCount(0);
    const menu = header.getByRole("button", { name: "Asha Verma" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(header.getByRole("link", { name: "My Profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(header.getByRole("link", { name: "My Properties" })).toHaveAttribute(
      "href",
      "/profile#my-properties",
    );
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await page.mouse.move(300, 600);
    await expect(header.getByRole("link", { name: "My Profile" })).toBeHidden();

    await page.evaluate(() => {
      const w = window as unknown as { loggedOut: boolean };
      w.loggedOut = false;
      window.addEventListener("landacre:logout", () => (w.loggedOut = true));
    });
    await menu.click();
    await header.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => [localStorage.getItem("user"), localStorage.getItem("token")]),
    ).toEqual([null, null]);
    await expect(header.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign Up" })).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-stored-user");
  });

  test("a remembered login marks the page before any of its scripts run", async ({ page }) => {
    await page.goto("/about");
    await storeUser(page);
    // No script of the page's own loads: only the inline first-paint script can set the mark.
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-stored-user", "");
  });

  test("footer: description, quick and service links, social, contact, credit, ©", async ({
    page,
  }) => {
    await page.goto("/about");
    const footer = page.locator("footer");
    await expect(footer).toContainText("connects buyers, sellers and agents");
    const expected: [string, string][] = [
      ["Home", "/"],
      ["About Us", "/about"],
      ["Contact Us", "/contact"],
      ["Privacy Policy", "/privacy-policy"],
      [
        "Browse Properties",
        "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=&state=&locality=&searchQuery=",
      ],
      ["Post a Property", "/saller/login"],
      ["Property Valuation", "/services/valuation"],
      ["Property Management", "/services/property-management"],
      ["Legal Assistance", "/services/legal"],
      ["Home Inspection", "/services/inspection"],
      ["Real Estate Advice", "/real-estate/advice"],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(5);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("aria-label", /^LAND Acre on /);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.locator("address")).toContainText("Madhya Pradesh");
    await expect(footer.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(footer.getByRole("link", { name: "support@landacre.in" })).toHaveAttribute(
      "href",
      "mailto:support@landacre.in",
    );
    await expect(footer).toContainText("Designed and developed by");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} LAND Acre`);
  });

  test("an unknown path is a 404 inside the public layout", async ({ page }) => {
    const response = await page.goto("/this/path/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });

  test("a 404 is drawn by the server: visitors without JavaScript and crawlers read it", async ({
    browser,
  }) => {
    // notFound() thrown by a page leaves Next.js's HTML empty; the pages draw the not-found page
    // themselves (components/layout/not-found-page.tsx).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const english = { heading: "Page not found", nav: "Main" };
    for (const [path, { heading, nav }] of [
      ["/this/path/does-not-exist", english],
      ["/property/nothing-here-999999", english],
      ["/project/nothing-here-999999", english],
      ["/property-in/atlantis", english],
      ["/insights/mumbai/atlantis", english],
      ["/hi/property-in/atlantis", { heading: "पेज नहीं मिला", nav: "मुख्य" }],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole("navigation", { name: nav }), path).toBeVisible();
      await expect(page.locator("meta[name=robots]"), path).toHaveAttribute("content", "noindex");
    }
    await expect(page.getByRole("main").getByRole("link", { name: "होम पेज पर जाएं" })).toBeVisible();
    await context.close();
  });

  test("following a footer link scrolls the new page to the top", async ({ page }) => {
    await page.goto("/about");
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator("footer").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("menu and footer links open their page without a page load, fetched ahead on pointing", async ({
    page,
  }) => {
    await page.goto("/about");
    // Survives only a client navigation: a page load starts a new window object.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    const stayed = () => page.evaluate(() => "stayedOnPage" in window);

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Help" }).hover();
    const fetchedAhead = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === "/privacy-policy" && request.headers()["rsc"] === "1",
    );
    const privacy = nav.getByRole("list", { name: "SUPPORT" }).getByRole("link", {
      name: "Privacy Policy",
    });
    await privacy.hover();
    await fetchedAhead;
    await privacy.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
    expect(await stayed()).toBe(true);

    await page.locator("footer").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await stayed()).toBe(true);

    // A new tab stays the browser's: the link is an ordinary one underneath.
    await expect(page.locator("footer").getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/about",
    );
  });

  test("a progress bar shows while a clicked page loads, and past a second the loading screen", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/privacy-policy" && url.searchParams.has("_rsc"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto("/about");
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await expect(bar).toHaveCount(0);
    const screen = page.getByRole("status", { name: "Loading LAND Acre" });
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(bar).toBeVisible();
    // Still waiting after a second: the full-screen loading screen, "LAND Acre" typed out.
    await expect(screen).toBeVisible();
    await expect(screen).toContainText("Loading your premium real estate experience");
    await expect(screen).toContainText("LAND");
    release();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(screen).toHaveCount(0);
  });
});
