/**
 * The seller workspace in Hindi words listing titles as the rest of the site does: the site's own
 * titles ("2 BHK Flat for Sale in Vijay Nagar, Indore") read in Hindi in My properties and on the
 * dashboard. And an agent's dashboard has no projects tile: only builders post projects.
 */
import { expect, test } from "../fixtures/test";
import { signedInAs } from "../fixtures/roles";
import { hydrated } from "./seller-helpers";

test.use(signedInAs("seller"));

/** A title the site wrote, left in English. */
const ENGLISH_TITLE = /\b(for (Sale|Rent) in|PG accommodation in|PG for (Girls|Boys) in)\b/;

test("My properties in Hindi names the demo agent's listings in Hindi, as listing cards do", async ({
  page,
}) => {
  await page.goto("/hi/saller/properties");
  await hydrated(page);
  const titles = page.locator("tbody tr[data-listing-id] td:first-child p.font-medium");
  await expect(titles.first()).toBeVisible();
  const words = await titles.allInnerTexts();
  expect(words.length).toBeGreaterThan(0);
  expect(words.filter((title) => ENGLISH_TITLE.test(title))).toEqual([]);
  expect(words.some((title) => /के लिए/.test(title))).toBe(true);
  // The row's buttons name the listing as the row does.
  const row = page.locator("tbody tr[data-listing-id]").first();
  const edit = row.getByRole("link", { name: /^बदलें: / });
  await expect(edit).toHaveAttribute("aria-label", `बदलें: ${words[0]}`);

  // English is unchanged.
  await page.goto("/saller/properties");
  await hydrated(page);
  await expect(titles.first()).toBeVisible();
  expect((await titles.allInnerTexts()).some((title) => ENGLISH_TITLE.test(title))).toBe(true);
});

test("the Hindi dashboard words listing titles in Hindi, and an agent sees no projects tile", async ({
  page,
}) => {
  await page.goto("/hi/saller/dashboard");
  const summary = page.getByRole("list", { name: "सारांश" });
  await expect(summary.getByRole("link")).toHaveCount(4);
  await expect(summary.getByRole("link", { name: /प्रोजेक्ट/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "हाल की पूछताछ" })).toBeVisible();
  // The site's words, not what buyers typed: a recent enquiry's line is "<listing> — <message>",
  // and a buyer's message may quote an English title (other tests enquire in English).
  const main = page.getByRole("main");
  const lines = await main.locator("li p.truncate").allInnerTexts();
  const siteText = lines.reduce(
    (text, line) => text.replace(line, line.split(" — ")[0]),
    await main.innerText(),
  );
  expect(siteText).not.toMatch(ENGLISH_TITLE);

  await page.goto("/saller/dashboard");
  const english = page.getByRole("list", { name: "Summary" });
  await expect(english.getByRole("link", { name: /Live listings/ })).toBeVisible();
  await expect(english.getByRole("link", { name: /Projects/ })).toHaveCount(0);
});
