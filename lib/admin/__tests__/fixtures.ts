/** Rows for the admin integration tests (each test file gets its own empty database). */
import type { Actor, AdminActor } from "@/lib/auth/current-user";
import type { Db } from "@/lib/db/client";
import {
  billingDetails,
  brokerRequests,
  cities,
  payments,
  plans,
  projects,
  properties,
  sellerProfiles,
  users,
} from "@/lib/db/schema";
import type { ListingStatus, SellerKind } from "@/lib/validation/property-enums";

let counter = 0;
const next = () => ++counter;

export async function makeAccount(
  db: Db,
  role: "user" | "seller" | "admin",
  options: { kind?: SellerKind; firstName?: string; companyName?: string } = {},
): Promise<Actor> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      firstName: options.firstName ?? `Test${n}`,
      lastName: role === "admin" ? "Admin" : "Person",
      email: `${role}${n}@example.in`,
      phone: `+9197${String(n).padStart(8, "0")}`,
      passwordHash: "x",
      role,
      status: "active",
      phoneVerifiedAt: new Date(),
    })
    .returning();
  const kind = role === "seller" ? (options.kind ?? "agent") : null;
  if (kind) {
    await db
      .insert(sellerProfiles)
      .values({ userId: row.id, kind, companyName: options.companyName ?? null });
  }
  return {
    id: row.id,
    role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    sellerKind: kind,
  };
}

export async function makeAdmin(db: Db): Promise<AdminActor> {
  return (await makeAccount(db, "admin")) as AdminActor;
}

export async function makeCity(db: Db, name = "Indore"): Promise<{ id: number; name: string }> {
  const slug = `${name.toLowerCase()}-${next()}`;
  const [city] = await db
    .insert(cities)
    .values({
      name,
      slug,
      state: "Madhya Pradesh",
      stateSlug: "madhya-pradesh",
      lat: 22.7,
      lon: 75.8,
      saleRate: 5000,
      rentRate: 20,
    })
    .returning({ id: cities.id, name: cities.name });
  return city;
}

export async function makeProperties(
  db: Db,
  sellerId: number,
  cityId: number,
  howMany: number,
  options: { status?: ListingStatus; postedBy?: SellerKind; title?: string } = {},
): Promise<number[]> {
  const rows = Array.from({ length: howMany }, () => {
    const n = next();
    return {
      sellerId,
      postedBy: options.postedBy ?? ("agent" as const),
      slug: `listing-${n}`,
      title: options.title ?? `2 BHK flat number ${n}`,
      propertyType: "FlatApartment" as const,
      dealType: "sale" as const,
      status: options.status ?? ("pending" as const),
      cityId,
      cityName: "Indore",
      localityName: "Vijay Nagar",
      state: "Madhya Pradesh",
      price: 45_00_000 + n,
      areaSqft: 1000,
      areaValue: 1000,
    };
  });
  const inserted = await db.insert(properties).values(rows).returning({ id: properties.id });
  return inserted.map((row) => row.id);
}

export async function makeProject(
  db: Db,
  builderId: number,
  cityId: number,
  options: {
    stage?: "upcoming" | "under_construction" | "ready";
    reraNumber?: string | null;
    status?: ListingStatus;
  } = {},
): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(projects)
    .values({
      builderId,
      slug: `project-${n}`,
      name: `Skyline Residency ${n}`,
      cityId,
      cityName: "Indore",
      state: "Madhya Pradesh",
      stage: options.stage ?? "under_construction",
      status: options.status ?? "pending",
      reraNumber: options.reraNumber === undefined ? `P-MP-${n}` : options.reraNumber,
    })
    .returning({ id: projects.id });
  return row.id;
}

export async function makePlan(db: Db, overrides: Partial<typeof plans.$inferInsert> = {}) {
  const [plan] = await db
    .insert(plans)
    .values({
      name: `Agent Monthly ${next()}`,
      sellerKind: "agent",
      price: 999,
      durationDays: 30,
      listingQuota: 20,
      featuredQuota: 2,
      features: "20 listings\n2 featured",
      ...overrides,
    })
    .returning();
  return plan;
}

export async function makePayment(
  db: Db,
  values: Partial<typeof payments.$inferInsert> & { sellerId: number },
) {
  const [row] = await db
    .insert(payments)
    .values({ amountPaise: 99_900, status: "completed", method: "upi", ...values })
    .returning();
  return row;
}

export async function makeBrokerRequest(db: Db, sellerId: number) {
  const [row] = await db
    .insert(brokerRequests)
    .values({
      sellerId,
      reraNumber: "PRM/KA/RERA/1251/310/AG/180601/001234",
      reraState: "Karnataka",
      documentUrl: "/uploads/rera-certificate.pdf",
    })
    .returning();
  return row;
}

/** A seller's billing details as checkout asks for them (the state is the place of supply). */
export async function makeBillingDetails(
  db: Db,
  userId: number,
  state = "Madhya Pradesh",
  gstin: string | null = null,
) {
  await db
    .insert(billingDetails)
    .values({ userId, name: "Test Billing Name", address: "12 MG Road, Indore", state, gstin })
    .onConflictDoUpdate({ target: billingDetails.userId, set: { state, gstin } });
}
