import type { Actor } from "@/lib/auth/current-user";
import type { Db } from "@/lib/db/client";
import {
  cities,
  projects,
  properties,
  propertyMedia,
  sellerProfiles,
  users,
} from "@/lib/db/schema";
import type { SellerKind } from "@/lib/validation/property-enums";

let phoneSeq = 0;

export async function addCity(db: Db, name = "Indore", slug = "indore", state = "Madhya Pradesh") {
  const [row] = await db
    .insert(cities)
    .values({
      name,
      slug,
      state,
      stateSlug: "madhya-pradesh",
      lat: 22.72,
      lon: 75.86,
      saleRate: 5000,
      rentRate: 15,
    })
    .returning();
  return row;
}

export async function addUser(
  db: Db,
  options: {
    role?: "user" | "seller" | "admin";
    kind?: SellerKind;
    verified?: boolean;
    status?: "active" | "blocked";
  } = {},
): Promise<Actor> {
  phoneSeq += 1;
  const phone = `+9198${String(phoneSeq).padStart(8, "0")}`;
  const [u] = await db
    .insert(users)
    .values({
      firstName: options.role === "seller" ? "Sunil" : "Asha",
      lastName: `Tester${phoneSeq}`,
      email: `user${phoneSeq}@example.in`,
      phone,
      passwordHash: "x",
      role: options.role ?? "user",
      status: options.status ?? "active",
      phoneVerifiedAt: new Date(),
    })
    .returning();
  if (options.kind) {
    await db.insert(sellerProfiles).values({
      userId: u.id,
      kind: options.kind,
      companyName: options.kind === "individual" ? null : `${u.lastName} Realty`,
      verified: options.verified ?? false,
      reraNumber: options.kind === "agent" ? "MPRERA-A-1234" : null,
      reraState: options.kind === "agent" ? "Madhya Pradesh" : null,
      areasServed: ["Vijay Nagar", "Palasia"],
      experienceYears: 7,
    });
  }
  return {
    id: u.id,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    sellerKind: options.kind ?? null,
  };
}

type PropertyOverrides = Partial<typeof properties.$inferInsert>;

export async function addProperty(
  db: Db,
  sellerId: number,
  cityId: number,
  overrides: PropertyOverrides = {},
) {
  const [row] = await db
    .insert(properties)
    .values({
      sellerId,
      postedBy: "agent",
      slug: "2-bhk-flat-in-vijay-nagar-indore",
      title: "2 BHK Flat in Vijay Nagar",
      description: "Bright corner flat close to the ring road.",
      propertyType: "FlatApartment",
      dealType: "sale",
      status: "active",
      cityId,
      cityName: "Indore",
      localityName: "Vijay Nagar",
      state: "Madhya Pradesh",
      price: 4_500_000,
      bhk: 2,
      bathrooms: 2,
      areaSqft: 1000,
      areaValue: 1000,
      carpetAreaSqft: 1000,
      ...overrides,
    })
    .returning();
  return row;
}

export async function addMedia(db: Db, propertyId: number, count: number, coverIndex = 0) {
  for (let i = 0; i < count; i++) {
    await db.insert(propertyMedia).values({
      propertyId,
      storageKey: `seed/test-${propertyId}-${i}`,
      url: `/media/seed/test-${propertyId}-${i}-960.webp`,
      width: 960,
      height: 640,
      position: i,
      isCover: i === coverIndex,
      alt: `Photo ${i + 1}`,
    });
  }
}

export async function addProject(
  db: Db,
  builderId: number,
  cityId: number,
  overrides: Partial<typeof projects.$inferInsert> = {},
) {
  const [row] = await db
    .insert(projects)
    .values({
      builderId,
      slug: "skyline-heights",
      name: "Skyline Heights",
      cityId,
      cityName: "Indore",
      localityName: "Nipania",
      state: "Madhya Pradesh",
      stage: "under_construction",
      status: "active",
      reraNumber: "P-IND-24-1234",
      reraState: "Madhya Pradesh",
      reraWebsite: "https://www.rera.mp.gov.in",
      units: [
        {
          bhk: 2,
          carpetAreaSqft: 850,
          minPrice: 4_200_000,
          maxPrice: 4_800_000,
          unitsAvailable: 12,
        },
        {
          bhk: 3,
          carpetAreaSqft: 1200,
          minPrice: 6_500_000,
          maxPrice: 7_200_000,
          unitsAvailable: 4,
        },
      ],
      minPrice: 4_200_000,
      maxPrice: 7_200_000,
      ...overrides,
    })
    .returning();
  return row;
}
