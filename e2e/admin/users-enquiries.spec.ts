import { expect, test } from "../fixtures/test";
import {
  clientAddressHeader,
  createAccountViaApi,
  loginWithCredentials,
  newAccount,
} from "../fixtures/accounts";
import { authFile } from "../fixtures/roles";

const SENT = "Your enquiry has been sent. The seller will contact you soon.";

test("the users list counts the enquiry a new buyer has just sent", async ({ page, browser }) => {
  await page.setExtraHTTPHeaders(clientAddressHeader());
  const buyer = await createAccountViaApi(page.request, newAccount("Nikhil"));
  await loginWithCredentials(page, buyer, "/property-profile?id=11");
  const form = page.locator("section", {
    has: page.getByRole("heading", { name: /^Contact the / }),
  });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText(/Sending as/)).toBeVisible();
  await form.getByRole("button", { name: /^Contact / }).click();
  await expect(page.getByText(SENT)).toBeVisible();

  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: authFile("admin"),
  });
  const admin = await adminContext.newPage();
  await admin.goto(`/admin/users/manage?q=${encodeURIComponent(buyer.email)}`);
  const table = admin.getByRole("table", { name: "Users" });
  // The list streams in: read the headers once it is there (an empty list made nth(-1) the last cell).
  await expect(table.getByRole("columnheader", { name: "Enquiries" })).toBeVisible();
  const column = await table.getByRole("columnheader").allTextContents();
  const row = table.locator("tbody tr", { hasText: buyer.email });
  await expect(row.getByRole("cell").nth(column.indexOf("Enquiries"))).toHaveText("1");
  await row.getByRole("link", { name: `${buyer.firstName} ${buyer.lastName}` }).click();
  await expect(admin.getByRole("heading", { name: "Enquiries to sellers" })).toBeVisible();
  const fact = admin.locator("dl > div", {
    has: admin.getByText("Enquiries sent", { exact: true }),
  });
  await expect(fact.locator("dd")).toHaveText("1");
  await expect(
    admin.getByRole("table", { name: "Enquiries to sellers" }).locator("tbody tr"),
  ).toHaveCount(1);
  await adminContext.close();
});
