import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { createAccountViaApi, loginWithCredentials, newAccount } from "../fixtures/accounts";
import {
  approveAsAdmin,
  asSomeoneElse,
  hydrated,
  postFlat,
  signInNewSeller,
  uniqueWord,
} from "./seller-helpers";
import { resultCards } from "../fixtures/results";

/** Listings buyers can trust (issue 27): duplicates, "Still available?", owner's documents. */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** A carpet area no other spec uses, so the pair below matches only itself. */
function oddArea(): string {
  return String(1500 + Math.floor(Math.random() * 400));
}

async function searchFor(page: Page, word: string) {
  await page.goto(
    `/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Indore&state=Madhya+Pradesh&locality=&searchQuery=${word}`,
  );
  return resultCards(page);
}

test("the same flat posted from two accounts reaches the admin as a pair, side by side", async ({
  page,
  browser,
}) => {
  const area = oddArea();
  const word = uniqueWord();
  const first = `Owner flat ${word}`;
  const second = `Agent copy ${word}`;
  await signInNewSeller(page, "individual", "/saller/dashboard", "Meera");
  await postFlat(page, { title: first, price: "5200000", photos: 1, area });
  await asSomeoneElse(browser, async (other) => {
    await signInNewSeller(other, "agent", "/saller/dashboard", "Vikas");
    await postFlat(other, { title: second, price: "5150000", photos: 1, area });
  });
  await asSomeoneElse(
    browser,
    async (admin) => {
      await admin.goto("/admin/trust");
      const pair = admin
        .getByRole("list", { name: "Flagged listings" })
        .getByRole("listitem")
        .filter({ hasText: second })
        .filter({ hasText: first });
      await expect(pair.first()).toBeVisible();
      await expect(pair.first().getByText("Same flat listed by another seller")).toBeVisible();
      await expect(pair.first().getByText("Flagged listing")).toBeVisible();
      await expect(pair.first().getByText("Other listing")).toBeVisible();
      await expect(pair.first().getByRole("button", { name: "Merge the two" })).toBeVisible();
    },
    "admin",
  );
});

test("three buyers say a listing is gone; the seller answers Sold from the e-mail link and it leaves search", async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const title = `Lake view flat ${word}`;
  const seller = await signInNewSeller(page, "individual", "/saller/dashboard", "Anil");
  const { id } = await postFlat(page, { title, price: "4700000", photos: 1, area: oddArea() });
  await approveAsAdmin(browser, id, title);

  for (const name of ["Tara", "Rohan", "Isha"]) {
    await asSomeoneElse(browser, async (buyer) => {
      const account = await createAccountViaApi(buyer.request, newAccount(name));
      await loginWithCredentials(buyer, account, `/property-profile?id=${id}`);
      await expect(buyer.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(buyer.getByTestId("confirmed-available").first()).toHaveText(
        "Confirmed available today",
      );
      await hydrated(buyer, "[data-gone-button]");
      await buyer.getByRole("button", { name: "No longer available?" }).click();
      await expect(
        buyer.getByText("We will ask the seller whether it is still available."),
      ).toBeVisible();
    });
  }

  // The third buyer asked the seller at once: the e-mail goes out through the jobs table.
  let link = "";
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/dev/email-outbox?to=${encodeURIComponent(seller.email)}`,
        );
        const { data } = (await res.json()) as { data: { subject: string; text: string }[] };
        const mail = data.find((m) => m.subject.includes(title));
        link = /(https?:\/\/\S+answer=sold)/.exec(mail?.text ?? "")?.[1] ?? "";
        return link;
      },
      { timeout: 60_000 },
    )
    .toContain("/still-available?token=");

  await asSomeoneElse(browser, async (inbox) => {
    await inbox.goto(new URL(link).pathname + new URL(link).search);
    await expect(inbox.getByRole("heading", { name: "Is it still available?" })).toBeVisible();
    await hydrated(inbox);
    await inbox.getByRole("button", { name: "Mark as sold" }).click();
    await expect(inbox.getByRole("status")).toContainText("is marked sold");
    // The link works once. (Next's route announcer is an empty role="alert" too: match ours.)
    await inbox.reload();
    await expect(
      inbox.getByRole("alert").filter({ hasText: "This link was already used" }),
    ).toHaveText("This link was already used. Open My properties to change your listing.");
    await expect(await searchFor(inbox, word)).toHaveCount(0);
  });
});

test("a buyer sees \"Owner's documents checked\" after the admin approves the owner's document", async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const title = `Garden flat ${word}`;
  await signInNewSeller(page, "individual", "/saller/dashboard", "Sunita");
  const { id } = await postFlat(page, { title, price: "6100000", photos: 1, area: oddArea() });
  await approveAsAdmin(browser, id, title);

  await page.goto("/saller/verification");
  const form = page.getByRole("form", { name: "Send an owner's document" });
  await hydrated(page, 'form[aria-label="Send an owner\'s document"]');
  await form.getByLabel(/^Listing/).selectOption({ label: title });
  await form.getByLabel(/^Document/).selectOption("tax_receipt");
  await form.getByLabel("Owner's name on the document").fill("Sunita Sharma");
  await form
    .getByLabel("Owner's document", { exact: true })
    .setInputFiles({ name: "tax-receipt.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(form.getByText("tax-receipt.pdf")).toBeVisible();
  await form.getByRole("button", { name: "Send for checking" }).click();
  await expect(page.getByRole("list", { name: "Documents sent" })).toContainText(
    "Waiting for our check",
  );

  await asSomeoneElse(
    browser,
    async (admin) => {
      await admin.goto("/admin/trust");
      await admin.getByRole("button", { name: `Approve the document for ${title}` }).click();
      await expect(
        admin.getByText("Approved: the listing now says the owner's documents were checked."),
      ).toBeVisible();
    },
    "admin",
  );

  await asSomeoneElse(browser, async (buyer) => {
    await buyer.goto(`/property-profile?id=${id}`);
    const checks = buyer.getByRole("region", { name: "What we checked" });
    await expect(
      checks.getByText(/^Owner's documents checked on \d{1,2} [A-Z][a-z]{2} \d{4}$/),
    ).toBeVisible();
    await expect(checks.getByText("By our verification team")).toBeVisible();
    const cards = await searchFor(buyer, word);
    await expect(cards.first()).toContainText("Owner's documents checked on");
  });
});
