/** Rows and files the seller-workspace integration tests build for themselves. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { SellerActor } from "@/lib/auth/current-user";
import type { Db } from "@/lib/db/client";
import { cities, localities, plans, sellerProfiles, subscriptions, users } from "@/lib/db/schema";
import { storePhoto, type PhotoScope } from "@/lib/media/upload-photo";
import { createLocalStorage } from "@/lib/storage/local-storage";
import { setStorageForTesting } from "@/lib/storage/storage";
import type { ListingFormInput } from "@/lib/validation/listing";
import type { SellerKind } from "@/lib/validation/property-enums";

let counter = 0;

/**
 * A seller with a plan roomy enough for the listing tests (quotas have their own tests in
 * lib/payments/__tests__); pass `planListings: 0` for a seller on the free tier only.
 */
export async function makeSeller(
  db: Db,
  kind: SellerKind = "agent",
  options: { planListings?: number } = {},
): Promise<SellerActor> {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(6, "0").slice(-6);
  const [row] = await db
    .insert(users)
    .values({
      firstName: `Seller${counter}`,
      lastName: "Test",
      email: `seller${n}-${counter}@example.in`,
      phone: `+9198${n}${String(counter).padStart(2, "0")}`.slice(0, 13),
      passwordHash: "x",
      role: "seller",
      status: "active",
    })
    .returning();
  await db.insert(sellerProfiles).values({ userId: row.id, kind });
  const planListings = options.planListings ?? 100;
  if (planListings > 0) {
    const [plan] = await db
      .insert(plans)
      .values({
        name: `Test plan ${counter}`,
        sellerKind: kind,
        price: 999,
        durationDays: 365,
        listingQuota: planListings,
        featuredQuota: 5,
      })
      .returning({ id: plans.id });
    await db.insert(subscriptions).values({
      sellerId: row.id,
      planId: plan.id,
      planName: "Test plan",
      listingQuota: planListings,
      featuredQuota: 5,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 365 * 86_400_000),
    });
  }
  return {
    id: row.id,
    role: "seller",
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    sellerKind: kind,
  };
}

export async function makeBuyer(db: Db): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({
      firstName: "Buyer",
      lastName: String(counter),
      email: `buyer${counter}-${process.pid}@example.in`,
      phone: `+9197${String(process.pid % 100000).padStart(5, "0")}${String(counter).padStart(3, "0")}`,
      passwordHash: "x",
      status: "active",
    })
    .returning({ id: users.id });
  return row.id;
}

export async function makeIndore(db: Db): Promise<{ cityId: number; localityId: number }> {
  const [city] = await db
    .insert(cities)
    .values({
      name: "Indore",
      slug: "indore",
      state: "Madhya Pradesh",
      stateSlug: "madhya-pradesh",
      lat: 22.7196,
      lon: 75.8577,
      saleRate: 5000,
      rentRate: 14,
    })
    .returning({ id: cities.id });
  const rows = await db
    .insert(localities)
    .values(
      ["Vijay Nagar", "Palasia", "Rau", "Bhawarkua"].map((name, i) => ({
        cityId: city.id,
        name,
        slug: name.toLowerCase().replace(/ /g, "-"),
        lat: 22.75 + i / 100,
        lon: 75.89,
      })),
    )
    .returning({ id: localities.id });
  return { cityId: city.id, localityId: rows[0].id };
}

/** Points storage at a temporary directory; returns a cleanup function. */
export async function useTempStorage(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "landacre-uploads-"));
  setStorageForTesting(
    createLocalStorage(path.join(dir, "public")),
    createLocalStorage(path.join(dir, "private"), "/api/seller/documents/"),
  );
  return {
    dir,
    cleanup: async () => {
      setStorageForTesting(undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function samplePng(width = 1600, height = 1000): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

export async function uploadSamplePhoto(seller: SellerActor, scope: PhotoScope = "listings") {
  return storePhoto(seller.id, scope, await samplePng());
}

export function flatInput(overrides: Partial<ListingFormInput> = {}): ListingFormInput {
  return {
    propertyType: "FlatApartment",
    dealType: "sale",
    citySlug: "indore",
    localityName: "Vijay Nagar",
    areaUnit: "sqft",
    area: "1200",
    price: "4500000",
    details: { bhk: "2", floorNo: "3", totalFloors: "10", furnishing: "semi", possession: "ready" },
    amenities: ["lift", "parking"],
    ...overrides,
  };
}
