/** Fixture rows for search integration tests: the cities dataset plus a known set of listings. */
import type { Db } from "@/lib/db/client";
import { properties, propertyMedia, users } from "@/lib/db/schema";
import { seedPlaces } from "@/lib/db/seed/seed-places";
import { CITIES } from "@/lib/geo/cities";
import type {
  Amenity,
  DealType,
  Furnishing,
  ListingStatus,
  Possession,
  PropertyType,
  SellerKind,
} from "@/lib/validation/property-enums";

export type FixtureListing = {
  key: string;
  type: PropertyType;
  deal: DealType;
  city: string;
  locality?: string;
  price: number;
  area: number;
  bhk?: number;
  status?: ListingStatus;
  furnishing?: Furnishing;
  possession?: Possession;
  postedBy?: SellerKind;
  verified?: boolean;
  amenities?: Amenity[];
  featured?: boolean;
  /** Days before the reference time. */
  ageDays: number;
  title?: string;
  description?: string;
  photos?: number;
  /** The map point [lat, lon]; none when unset. */
  at?: readonly [number, number];
};

const L = 1_00_000;

/** Hand-picked listings, each there to prove one rule. */
export const HAND_PICKED: FixtureListing[] = [
  {
    key: "indore-2bhk-45l",
    type: "FlatApartment",
    deal: "sale",
    city: "Indore",
    locality: "Vijay Nagar",
    price: 45 * L,
    area: 950,
    bhk: 2,
    furnishing: "semi",
    possession: "ready",
    postedBy: "individual",
    verified: true,
    amenities: ["lift", "parking"],
    ageDays: 1,
    photos: 3,
  },
  {
    key: "indore-2bhk-60l",
    type: "FlatApartment",
    deal: "sale",
    city: "Indore",
    locality: "Palasia",
    price: 60 * L,
    area: 1100,
    bhk: 2,
    furnishing: "furnished",
    possession: "ready",
    postedBy: "agent",
    ageDays: 2,
  },
  {
    key: "indore-3bhk-48l",
    type: "FlatApartment",
    deal: "sale",
    city: "Indore",
    locality: "Nipania",
    price: 48 * L,
    area: 1400,
    bhk: 3,
    furnishing: "unfurnished",
    possession: "under_construction",
    postedBy: "builder",
    verified: true,
    amenities: ["lift", "gym", "parking"],
    ageDays: 3,
  },
  {
    key: "indore-2bhk-rent",
    type: "FlatApartment",
    deal: "rent",
    city: "Indore",
    locality: "Vijay Nagar",
    price: 18_000,
    area: 900,
    bhk: 2,
    furnishing: "furnished",
    postedBy: "individual",
    ageDays: 1,
  },
  {
    key: "indore-2bhk-pending",
    type: "FlatApartment",
    deal: "sale",
    city: "Indore",
    price: 40 * L,
    area: 900,
    bhk: 2,
    status: "pending",
    ageDays: 0,
  },
  {
    key: "indore-2bhk-sold",
    type: "FlatApartment",
    deal: "sale",
    city: "Indore",
    price: 42 * L,
    area: 900,
    bhk: 2,
    status: "sold",
    ageDays: 5,
  },
  {
    key: "indore-1rk",
    type: "FlatApartment",
    deal: "sale",
    city: "Indore",
    price: 12 * L,
    area: 300,
    bhk: 0,
    ageDays: 6,
  },
  {
    key: "indore-5bhk",
    type: "IndependentHouseVilla",
    deal: "sale",
    city: "Indore",
    price: 3 * 100 * L,
    area: 4000,
    bhk: 5,
    ageDays: 7,
  },
  {
    key: "indore-6bhk",
    type: "IndependentHouseVilla",
    deal: "sale",
    city: "Indore",
    price: 4 * 100 * L,
    area: 5200,
    bhk: 6,
    ageDays: 8,
  },
  {
    key: "indore-plot",
    type: "Plot",
    deal: "sale",
    city: "Indore",
    locality: "Rau",
    price: 25 * L,
    area: 1500,
    ageDays: 4,
  },
  {
    key: "indore-land",
    type: "Land",
    deal: "sale",
    city: "Indore",
    price: 80 * L,
    area: 43560,
    ageDays: 9,
    title: "Farm land near highway",
    description: "Fertile agricultural land with borewell",
  },
  {
    key: "indore-shop",
    type: "Shop",
    deal: "sale",
    city: "Indore",
    locality: "Rajwada",
    price: 35 * L,
    area: 250,
    ageDays: 2,
  },
  {
    key: "indore-showroom",
    type: "Showroom",
    deal: "sale",
    city: "Indore",
    price: 1.5 * 100 * L,
    area: 1800,
    ageDays: 10,
  },
  {
    key: "indore-office",
    type: "Office",
    deal: "sale",
    city: "Indore",
    price: 70 * L,
    area: 1200,
    ageDays: 11,
    featured: true,
  },
  {
    key: "indore-office-rent",
    type: "Office",
    deal: "rent",
    city: "Indore",
    price: 55_000,
    area: 1200,
    ageDays: 3,
  },
  {
    key: "indore-pg",
    type: "FlatApartment",
    deal: "pg",
    city: "Indore",
    price: 7_000,
    area: 150,
    ageDays: 2,
  },
  {
    key: "bhopal-plot",
    type: "Plot",
    deal: "sale",
    city: "Bhopal",
    price: 20 * L,
    area: 1200,
    ageDays: 1,
  },
  {
    key: "bangalore-2bhk",
    type: "FlatApartment",
    deal: "sale",
    city: "Bangalore",
    locality: "Whitefield",
    price: 90 * L,
    area: 1150,
    bhk: 2,
    ageDays: 1,
    title: "Lake view apartment in Whitefield",
    description: "Corner flat facing the lake",
  },
  {
    key: "mumbai-shop",
    type: "Shop",
    deal: "rent",
    city: "Mumbai",
    price: 1_20_000,
    area: 400,
    ageDays: 2,
  },
];

/** Many plain flats for paging and sorting. */
export function bulkListings(count: number): FixtureListing[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `pune-flat-${i}`,
    type: "FlatApartment" as const,
    deal: "sale" as const,
    city: "Pune",
    price: (30 + ((i * 37) % 90)) * L,
    area: 600 + ((i * 53) % 1200),
    bhk: 1 + (i % 4),
    ageDays: 20 + i,
    featured: i === 30,
  }));
}

/** Land and plots mixed, for the per-type branches of a group (LandPlot). */
export function bulkLandPlots(count: number): FixtureListing[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `bhopal-landplot-${i}`,
    type: i % 3 === 0 ? ("Land" as const) : ("Plot" as const),
    deal: "sale" as const,
    city: "Bhopal",
    price: (10 + ((i * 29) % 70)) * L,
    area: 900 + ((i * 71) % 3000),
    ageDays: 2 + ((i * 7) % 40),
    featured: i === 5 || i === 17,
  }));
}

export const REFERENCE_TIME = Date.parse("2026-11-01T06:00:00Z");

/** Inserts the cities dataset, a seller and the listings; returns listing ids by key. */
export async function insertSearchFixtures(
  db: Db,
  listings: FixtureListing[],
): Promise<Map<string, number>> {
  const places = await seedPlaces(db);
  const cityId = new Map(places.map((c) => [c.record.name, c.id]));
  const localityId = new Map(
    places.flatMap((c) => c.localities.map((l) => [`${c.id}:${l.record.name}`, l.id] as const)),
  );
  const [seller] = await db
    .insert(users)
    .values({
      firstName: "Test",
      lastName: "Seller",
      email: "seller@example.test",
      phone: "+919800000001",
      passwordHash: "x",
      role: "seller",
      status: "active",
    })
    .returning({ id: users.id });

  const ids = new Map<string, number>();
  const rows = listings.map((l) => {
    const city = CITIES.find((c) => c.name === l.city);
    if (!city) throw new Error(`unknown fixture city ${l.city}`);
    const cid = cityId.get(city.name) as number;
    const postedAt = new Date(REFERENCE_TIME - l.ageDays * 86_400_000);
    return {
      sellerId: seller.id,
      postedBy: l.postedBy ?? "agent",
      slug: l.key,
      title: l.title ?? `${l.type} ${l.key}`,
      description: l.description ?? "",
      propertyType: l.type,
      dealType: l.deal,
      status: l.status ?? "active",
      cityId: cid,
      localityId: l.locality ? (localityId.get(`${cid}:${l.locality}`) ?? null) : null,
      cityName: city.name,
      localityName: l.locality ?? "",
      state: city.state,
      lat: l.at ? l.at[0] : null,
      lon: l.at ? l.at[1] : null,
      price: l.price,
      pricePerSqft: Math.round(l.price / l.area),
      bhk: l.bhk ?? null,
      areaSqft: l.area,
      areaValue: l.area,
      furnishing: l.furnishing ?? null,
      possession: l.possession ?? null,
      verified: l.verified ?? false,
      amenities: l.amenities ?? [],
      featuredUntil: l.featured ? new Date(Date.now() + 7 * 86_400_000) : null,
      postedAt,
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db
      .insert(properties)
      .values(rows.slice(i, i + 200))
      .returning({ id: properties.id, slug: properties.slug });
    for (const r of inserted) ids.set(r.slug, r.id);
  }
  const media = listings.flatMap((l) =>
    Array.from({ length: l.photos ?? 0 }, (_, p) => ({
      propertyId: ids.get(l.key) as number,
      storageKey: `test/${l.key}-${p}`,
      url: `/uploads/test/${l.key}-${p}-640.webp`,
      width: 640,
      height: 480,
      position: p,
      isCover: p === 1,
    })),
  );
  if (media.length) await db.insert(propertyMedia).values(media);
  return ids;
}
