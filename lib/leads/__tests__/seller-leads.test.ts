import { eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { leads } from "@/lib/db/schema";
import { createListing } from "@/lib/listings/create-listing";
import {
  flatInput,
  makeIndore,
  makeSeller,
  useTempStorage,
} from "@/lib/listings/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { exportSellerLeadsCsv, LEADS_CSV_HEADER } from "../seller-leads-csv";
import {
  listSellerLeads,
  markSellerLeadsRead,
  sellerLeadSources,
  unreadLeadCount,
  updateSellerLead,
} from "../seller-leads";

describe.each(TEST_ENGINES)("seller leads on %s", (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let sellerA: SellerActor;
  let sellerB: SellerActor;
  let listingA: number;
  let leadOfB: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup } = await useTempStorage());
    await makeIndore(handle.db);
    sellerA = await makeSeller(handle.db);
    sellerB = await makeSeller(handle.db);
    ({ id: listingA } = await createListing(sellerA, flatInput({ title: "Sunny 2 BHK" })));
    const rows = await handle.db
      .insert(leads)
      .values([
        {
          sellerId: sellerA.id,
          propertyId: listingA,
          name: "Ravi Kumar",
          phone: "+919812345678",
          message: 'Is it "east facing", and is parking, included?\nCall after 6',
          createdAt: new Date(Date.now() - 60_000),
        },
        {
          sellerId: sellerA.id,
          name: '=HYPERLINK("x")',
          phone: "+919800000011",
          message: "Direct",
        },
        { sellerId: sellerB.id, name: "Meera", phone: "+919800000012", message: "For B" },
      ])
      .returning({ id: leads.id });
    leadOfB = rows[2].id;
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanup();
  });

  it("lists only the seller's own leads, unread first-class", async () => {
    const page = await listSellerLeads(sellerA, {});
    expect(page.total).toBe(2);
    expect(page.unread).toBe(2);
    expect(page.items.map((l) => l.name)).not.toContain("Meera");
    expect(page.items.find((l) => l.propertyId === listingA)?.about).toBe("Sunny 2 BHK");
    expect(await unreadLeadCount(sellerB)).toBe(1);
  });

  it("filters by listing and status", async () => {
    expect((await listSellerLeads(sellerA, { listing: `property:${listingA}` })).total).toBe(1);
    expect((await listSellerLeads(sellerA, { listing: "direct" })).items[0].message).toBe("Direct");
    expect((await listSellerLeads(sellerA, { status: "closed" })).total).toBe(0);
    expect((await sellerLeadSources(sellerA)).map((s) => s.value)).toEqual(
      expect.arrayContaining([`property:${listingA}`, "direct"]),
    );
  });

  it("tells apart listings of the same title in the filter menu by their number", async () => {
    const { id: twin } = await createListing(sellerA, flatInput({ title: "Sunny 2 BHK" }));
    await handle.db.insert(leads).values({
      sellerId: sellerA.id,
      propertyId: twin,
      name: "Asha Rao",
      phone: "+919812345679",
      message: "Same title, another flat",
    });
    const sources = await sellerLeadSources(sellerA);
    const labels = sources.map((s) => s.label);
    expect(labels).toEqual(
      expect.arrayContaining([`Sunny 2 BHK (#${listingA})`, `Sunny 2 BHK (#${twin})`]),
    );
    // The listing's own title rides along, for a Hindi page to word it as cards do.
    expect(sources.find((s) => s.value === `property:${twin}`)?.title).toBe("Sunny 2 BHK");
    expect(labels).not.toContain("Sunny 2 BHK");
    await handle.db.delete(leads).where(eq(leads.propertyId, twin));
  });

  it("moves a lead new → contacted → closed with a private note, marking it read", async () => {
    const [lead] = (await listSellerLeads(sellerA, { listing: `property:${listingA}` })).items;
    const contacted = await updateSellerLead(sellerA, lead.id, {
      status: "contacted",
      note: "Visit on Sunday",
    });
    expect(contacted).toMatchObject({
      status: "contacted",
      note: "Visit on Sunday",
      unread: false,
    });
    await expect(updateSellerLead(sellerA, lead.id, { status: "new" })).rejects.toMatchObject({
      status: 409,
    });
    expect((await updateSellerLead(sellerA, lead.id, { status: "closed" })).status).toBe("closed");
    expect(await unreadLeadCount(sellerA)).toBe(1);
  });

  it("never lets seller A read or change seller B's lead", async () => {
    const before = await handle.db.select().from(leads).where(eq(leads.id, leadOfB));
    await expect(
      updateSellerLead(sellerA, leadOfB, { status: "closed", note: "hijack" }),
    ).rejects.toMatchObject({ status: 404 });
    await markSellerLeadsRead(sellerA, [leadOfB]);
    expect(await handle.db.select().from(leads).where(eq(leads.id, leadOfB))).toEqual(before);
    expect((await listSellerLeads(sellerA, {})).items.map((l) => l.id)).not.toContain(leadOfB);
  });

  it("exports CSV with a header, escaping and no formula injection", async () => {
    const csv = await exportSellerLeadsCsv(sellerA, {});
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(LEADS_CSV_HEADER.join(","));
    expect(csv).toContain('"Is it ""east facing"", and is parking, included?\nCall after 6"');
    // The buyer's number stays masked until they share it; written as text (it starts with "+").
    expect(csv).toContain(",'+91 98xxx xx678,");
    expect(csv).not.toContain("9812345678");
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).not.toContain("Meera");
  });

  it("marks all read", async () => {
    await markSellerLeadsRead(sellerA);
    expect(await unreadLeadCount(sellerA)).toBe(0);
    expect(await unreadLeadCount(sellerB)).toBe(1);
  });
});
