import type { BrowserContext, Page } from "@playwright/test";

/** The spec's search-results link for a Buy search (URLSearchParams encoding: space → +). */
export function buyLink(propertyType: string, city: string, state: string): string {
  const q = new URLSearchParams({
    propertyType,
    transactionType: "Buy",
    page: "1",
    city,
    state,
    locality: "",
    searchQuery: "",
  });
  return `/search-results?${q.toString()}`;
}

export const POPULAR = [
  ["Delhi", "Delhi"],
  ["Mumbai", "Maharashtra"],
  ["Bangalore", "Karnataka"],
  ["Hyderabad", "Telangana"],
  ["Chennai", "Tamil Nadu"],
  ["Kolkata", "West Bengal"],
  ["Pune", "Maharashtra"],
  ["Ahmedabad", "Gujarat"],
] as const;

export const INDORE = {
  latitude: 22.7196,
  longitude: 75.8577,
  answer: {
    success: true,
    message: "",
    data: {
      city: "Indore",
      state: "Madhya Pradesh",
      country: "India",
      full: "Indore, Madhya Pradesh, India",
    },
  },
};

/** Lets the page find the visitor in Indore, answering the reverse geocoder with the spec shape. */
export async function mockIndore(context: BrowserContext, page: Page): Promise<string[]> {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: INDORE.latitude, longitude: INDORE.longitude });
  const asked: string[] = [];
  await page.route("**/api/geolocation/reverse**", async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ json: INDORE.answer });
  });
  return asked;
}

/**
 * Stores a signed-in user the way the login dialog does (localStorage user + token). The
 * account layer checks a stored user against the session (GET /api/users/me) and forgets it
 * when there is none, so that answer is stubbed for this header-only user.
 */
export async function storeUser(page: Page): Promise<void> {
  await page.route("**/api/users/me", (route) =>
    route.fulfill({
      json: {
        user: { firstName: "Asha", lastName: "Verma", email: "asha@example.in", role: "user" },
      },
    }),
  );
  await page.evaluate(() => {
    localStorage.setItem("user", JSON.stringify({ firstName: "Asha", lastName: "Verma" }));
    localStorage.setItem("token", "test-token");
  });
}
