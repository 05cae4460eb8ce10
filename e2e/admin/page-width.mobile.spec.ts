import { test } from "../fixtures/test";
import { expectNoSidewaysScroll, firstHref } from "../fixtures/page-width";
import { signedInAs } from "../fixtures/roles";

test.use(signedInAs("admin"));

/** Issue 28: no page scrolls sideways on a phone (390 px). Every admin page type. */
test("no admin page is wider than a phone", async ({ page }) => {
  test.slow();
  const property = await firstHref(page, "/admin/properties/all", /^\/admin\/properties\/\d+$/);
  const project = await firstHref(page, "/admin/projects", /^\/admin\/projects\/\d+$/);
  const seller = await firstHref(page, "/admin/sallers/manage", /^\/admin\/sallers\/\d+$/);
  const user = await firstHref(page, "/admin/users/manage", /^\/admin\/users\/\d+$/);
  await expectNoSidewaysScroll(page, [
    "/admin/dashboard",
    "/admin/properties/all",
    property,
    "/admin/brokers/properties/all",
    "/admin/users/properties/all",
    "/admin/projects",
    project,
    "/admin/sallers/manage",
    seller,
    "/admin/users/manage",
    user,
    "/admin/brokers/requests",
    "/admin/enquiries",
    "/admin/reviews",
    "/admin/audit",
    "/admin/all/payments",
    "/admin/subscription/manage",
    "/admin/subscription/edit",
    "/admin/change-password",
  ]);
});
