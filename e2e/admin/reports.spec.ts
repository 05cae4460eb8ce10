import { expect, test } from "../fixtures/test";
import { createAccountViaApi, loginWithCredentials, newAccount } from "../fixtures/accounts";
import { sitemapPaths } from "../fixtures/sitemap";
import { scaled } from "../machine-speed";

const idOf = (path: string) => Number(/-(\d+)$/.exec(path)?.[1]);

test("a buyer's report reaches the admins' queue, is dismissed, and the buyer may report again", async ({
  page,
  adminPage,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const buyer = await createAccountViaApi(request, newAccount("Meera"));
  const paths = await sitemapPaths(request, "properties");
  // Not the listing e2e/buyer/property.spec.ts reports (paths[2]).
  const path = paths[paths.length - 2];
  const id = idOf(path);
  const details = `The photos are of another building (${buyer.email})`;

  // The buyer reports the listing from its page.
  await loginWithCredentials(page, buyer, path);
  const reportButton = page.getByRole("button", { name: "Report listing", exact: true });
  await reportButton.click();
  const dialog = page.getByRole("dialog", { name: "Report this listing" });
  await dialog.getByRole("radio", { name: "Fake photos" }).check();
  await dialog.getByRole("textbox").fill(details);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Thank you." })).toBeVisible();

  // The admin finds the queue from the dashboard's review queue.
  await adminPage.goto("/admin/dashboard");
  const queueLink = adminPage.getByRole("link", { name: /Open buyer reports/ });
  await expect(queueLink.getByTestId("queue-Open buyer reports")).toHaveText(/^[1-9]\d*$/);
  await queueLink.click();
  await expect(adminPage).toHaveURL(/\/admin\/reports$/);
  await expect(adminPage.getByRole("heading", { level: 1, name: "Buyer reports" })).toBeVisible();

  // The listing's admin page counts its open reports and leads to them.
  await adminPage.goto(`/admin/properties/${id}`);
  await expect(adminPage.getByTestId("listing-open-reports")).toHaveText(
    /^[1-9]\d* open buyer reports?$/,
  );
  await adminPage.getByRole("link", { name: "Review the reports" }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/reports\\?listing=${id}$`));

  const card = adminPage.getByRole("listitem", { name: new RegExp(`^Listing #${id} `) });
  const report = card.getByRole("listitem", { name: /^Report #\d+$/ }).filter({ hasText: details });
  await expect(report).toContainText("Fake photos");
  await expect(report).toContainText(`Reported by ${buyer.firstName} ${buyer.lastName} (Buyer;`);
  await expect(card.getByRole("link", { name: "Public page" })).toHaveAttribute("href", path);
  await expect(card.getByRole("link", { name: new RegExp(`^#${id} `) })).toHaveAttribute(
    "href",
    `/admin/properties/${id}`,
  );

  // Dismissed with a note: it leaves the open list and shows under the closed ones.
  await report.getByRole("button", { name: /^Dismiss report #\d+$/ }).click();
  const confirm = adminPage.getByRole("dialog", { name: /^Dismiss: report #\d+$/ });
  await confirm.getByRole("textbox").fill("Photos match the address on the documents");
  await confirm.getByRole("button", { name: "Dismiss", exact: true }).click();
  await expect(
    adminPage.getByText("1 report dismissed. The listing was not changed."),
  ).toBeVisible();
  await expect(adminPage.getByRole("listitem").filter({ hasText: details })).toHaveCount(0);
  await adminPage.getByRole("link", { name: /^Resolved or dismissed/ }).click();
  const closed = adminPage
    .getByRole("listitem", { name: /^Report #\d+$/ })
    .filter({ hasText: details });
  await expect(closed).toContainText(
    /Dismissed by .+ on .+: Photos match the address on the documents/,
  );

  // The buyer hears the outcome in My Profile (without the admin's note), in Hindi too.
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await page.goto("/profile");
  const notices = page.getByRole("list", { name: "Notifications" });
  const notice = notices.getByRole("listitem").filter({ hasText: "We reviewed your report" });
  await expect(notice).toContainText(`We reviewed your report: ${title}`);
  await expect(notice).toContainText(
    "We checked this listing and found nothing against our rules. Thank you for telling us.",
  );
  await expect(notice).not.toContainText("documents");
  await page.goto("/hi/profile");
  await expect(page.getByText(/^हमने आपकी रिपोर्ट की जाँच की: /)).toBeVisible();
  await expect(page.getByText("हमने यह लिस्टिंग जाँची", { exact: false })).toBeVisible();
  await page.goto(path);

  // The report is closed, so the buyer is not told "already reported… reviewing it".
  await reportButton.click();
  await dialog.getByRole("radio", { name: "Wrong location" }).check();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Thank you." })).toBeVisible();

  // Resolved for the whole listing: nothing of it is left open.
  await adminPage.goto(`/admin/reports?listing=${id}`);
  await card
    .getByRole("button", { name: new RegExp(`^Resolve all \\(\\d+\\) listing #${id}$`) })
    .click();
  const resolve = adminPage.getByRole("dialog", { name: `Resolve: listing #${id}` });
  await resolve.getByRole("button", { name: "Resolve", exact: true }).click();
  await expect(adminPage.getByText(/^\d+ reports? resolved\.$/)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(adminPage.getByText("No open reports. Nothing waits.")).toBeVisible();
});
