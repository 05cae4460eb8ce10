import { and, eq } from "drizzle-orm";
import type { AdminActor, SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import {
  auditLog,
  favourites,
  priceHistory,
  properties,
  sellerProfiles,
  trustFlags,
} from "@/lib/db/schema";
import { makeAdmin } from "@/lib/admin/__tests__/fixtures";
import { createListing } from "@/lib/listings/create-listing";
import { updateListing } from "@/lib/listings/update-listing";
import {
  flatInput,
  makeBuyer,
  makeIndore,
  makeSeller,
  useTempStorage,
} from "@/lib/listings/__tests__/fixtures";
import { loadPublicProperty } from "@/lib/properties/get-property";
import { amenityLabel } from "@/lib/format/labels";
import { propertyFacts } from "@/lib/properties/property-facts";
import { propertyListingJsonLd } from "@/lib/seo/json-ld";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { decideFlag } from "../flag-decisions";
import { latestReduction } from "../price-summary";

describe.each(TEST_ENGINES)("price history and flag decisions on %s", (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let seller: SellerActor;
  let admin: AdminActor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup } = await useTempStorage());
    await makeIndore(handle.db);
    seller = await makeSeller(handle.db, "individual");
    admin = await makeAdmin(handle.db);
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanup();
  });

  async function live(s = seller, price = "5000000", postedDaysAgo = 10) {
    const { id } = await createListing(s, flatInput({ price }));
    const postedAt = new Date(Date.now() - postedDaysAgo * 86_400_000);
    await handle.db
      .update(properties)
      .set({ status: "active", approvedAt: postedAt, postedAt })
      .where(eq(properties.id, id));
    return id;
  }

  it("keeps every price change from the first price; a save without a change adds nothing", async () => {
    const id = await live();
    expect((await loadPublicProperty(id))?.priceHistory).toEqual([]);
    await updateListing(
      seller,
      id,
      flatInput({ price: "5000000", description: "Freshly painted." }),
    );
    expect(
      await handle.db.select().from(priceHistory).where(eq(priceHistory.propertyId, id)),
    ).toEqual([]);
    await updateListing(seller, id, flatInput({ price: "4800000" }));
    await updateListing(seller, id, flatInput({ price: "4650000" }));
    // Edits go back to review; live again to read the public page.
    await handle.db.update(properties).set({ status: "active" }).where(eq(properties.id, id));
    const page = await loadPublicProperty(id);
    expect(page?.priceHistory.map((p) => p.price)).toEqual([5_000_000, 4_800_000, 4_650_000]);
    expect(latestReduction(page!.priceHistory)).toMatchObject({ by: 150_000 });
    const rows = await handle.db.select().from(priceHistory).where(eq(priceHistory.propertyId, id));
    expect(rows.filter((r) => r.changedBy === seller.id)).toHaveLength(2);

    // JSON-LD: the current offer only.
    const ld = propertyListingJsonLd("https://landacre.in", {
      ...page!,
      path: `/property/${page!.slug}-${page!.id}`,
      images: [],
      facts: propertyFacts(page!),
      amenities: page!.amenities.map(amenityLabel),
    });
    const text = JSON.stringify(ld);
    expect(text).toContain('"price":4650000');
    expect(text).not.toContain("4800000");
    expect(text).not.toContain("5000000");
  });

  it("merges two listings: the newer one goes, the older stays with its price history and savers", async () => {
    const other = await makeSeller(handle.db, "agent");
    const older = await live(seller, "6000000", 30);
    await updateListing(seller, older, flatInput({ price: "5900000" }));
    await handle.db.update(properties).set({ status: "active" }).where(eq(properties.id, older));
    const newer = await live(other, "5900000", 1);
    const buyer = await makeBuyer(handle.db);
    await handle.db.insert(favourites).values({ userId: buyer, propertyId: newer });
    const [flag] = await handle.db
      .select()
      .from(trustFlags)
      .where(
        and(
          eq(trustFlags.propertyId, newer),
          eq(trustFlags.kind, "same_listing"),
          eq(trustFlags.otherPropertyId, older),
        ),
      );
    expect(flag).toBeDefined();

    const result = await decideFlag(admin, { flagId: flag.id, decision: "merge" });
    expect(result.status).toBe("merged");
    expect(
      (await handle.db.select().from(properties).where(eq(properties.id, newer)))[0].status,
    ).toBe("deleted");
    expect((await loadPublicProperty(older))?.priceHistory.map((p) => p.price)).toEqual([
      6_000_000, 5_900_000,
    ]);
    expect(
      await handle.db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, buyer), eq(favourites.propertyId, older))),
    ).toHaveLength(1);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "trust_flag.merge"), eq(auditLog.entityId, String(newer))));
    expect(JSON.parse(audit.after as string)).toMatchObject({ kept: older, removed: newer });
    await expect(decideFlag(admin, { flagId: flag.id, decision: "dismiss" })).rejects.toMatchObject(
      { status: 409 },
    );
  });

  it("relabels an owner as an agent, or rejects the flagged listing, each audited", async () => {
    const broker = await makeSeller(handle.db, "individual");
    const ids = [];
    for (let i = 0; i < 6; i++) {
      const { id } = await createListing(
        broker,
        flatInput({ area: String(400 + i * 150), localityName: "Rau" }),
      );
      ids.push(id);
    }
    const [flag] = await handle.db
      .select()
      .from(trustFlags)
      .where(and(eq(trustFlags.propertyId, ids[5]), eq(trustFlags.kind, "many_owner_listings")));
    await decideFlag(admin, { flagId: flag.id, decision: "relabel" });
    const [profile] = await handle.db
      .select()
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, broker.id));
    expect(profile.kind).toBe("agent");
    const posted = await handle.db
      .select({ postedBy: properties.postedBy })
      .from(properties)
      .where(eq(properties.sellerId, broker.id));
    expect(new Set(posted.map((p) => p.postedBy))).toEqual(new Set(["agent"]));

    const cheap = await createListing(
      seller,
      flatInput({ area: "5000", localityName: "Bhawarkua" }),
    );
    const [own] = await handle.db
      .insert(trustFlags)
      .values({
        propertyId: cheap.id,
        kind: "low_price",
        evidence: { median: 5000, pricePerSqft: 900 },
      })
      .returning();
    await decideFlag(admin, { flagId: own.id, decision: "reject" });
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, cheap.id));
    expect(row).toMatchObject({ status: "rejected" });
    expect(row.rejectionReason).toContain("below the locality median");
    expect(
      await handle.db.select().from(auditLog).where(eq(auditLog.action, "trust_flag.reject")),
    ).toHaveLength(1);
  });
});
