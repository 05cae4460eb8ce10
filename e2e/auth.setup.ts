import { test as setup } from "@playwright/test";
import { clientAddressHeader, DEMO_ACCOUNTS, loginWithCredentials } from "./fixtures/accounts";
import { authFile, ROLES } from "./fixtures/roles";

/** Signs each demo role in once per run and saves its browser state for the specs. */
setup.use({ extraHTTPHeaders: clientAddressHeader() });

for (const role of ROLES) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await loginWithCredentials(page, DEMO_ACCOUNTS[role], "/about");
    await page.context().storageState({ path: authFile(role) });
  });
}
