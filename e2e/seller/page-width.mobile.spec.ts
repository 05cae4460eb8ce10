import { test } from "../fixtures/test";
import { expectNoSidewaysScroll, firstHref } from "../fixtures/page-width";
import { signedInAs } from "../fixtures/roles";

test.use(signedInAs("seller"));

/** Issue 28: no page scrolls sideways on a phone (390 px). Every seller page type. */
test("no seller page is wider than a phone", async ({ page }) => {
  test.slow();
  const edit = await firstHref(page, "/saller/properties", /^\/saller\/property\/\d+\/edit$/);
  await expectNoSidewaysScroll(page, [
    "/saller/dashboard",
    "/saller/properties",
    edit,
    "/saller/property/add",
    "/saller/queries/manage",
    "/saller/projects",
    "/saller/project/add",
    "/saller/update-profile",
    "/saller/change-password",
    "/saller/plans",
    "/saller/billing",
    "/saller/verification",
  ]);
});
