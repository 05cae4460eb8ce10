import "server-only";
import { inArray } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { sellerProfiles, users } from "@/lib/db/schema";
import { CITIES } from "@/lib/geo/cities";
import { env, initialAdminPassword } from "@/lib/env";
import type { SellerKind } from "@/lib/validation/property-enums";
import { reraAuthorityFor } from "./datasets/rera-authorities";
import type { PersonSpec, SellerSpec } from "./people-factory";
import { rngFor } from "./prng";

export type SeedPerson = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};
export type SeedSeller = SeedPerson & {
  kind: SellerKind;
  status: PersonSpec["status"];
  citySlug: string;
  verified: boolean;
  companyName: string | null;
  requestsVerification: boolean;
};
export type SeedPeople = {
  demoUser: SeedPerson;
  demoSeller: SeedSeller;
  adminId: number | null;
  buyers: SeedPerson[];
  sellers: SeedSeller[];
};

type Role = "user" | "seller" | "admin";
const DAY = 86_400_000;

/** Hashes each distinct password once; generated accounts share their demo password's hash. */
function passwordHasher() {
  const cache = new Map<string, Promise<string>>();
  return (password: string) => {
    let hashed = cache.get(password);
    if (!hashed) {
      hashed = hashPassword(password);
      cache.set(password, hashed);
    }
    return hashed;
  };
}

const DEMO_SELLER_CITY = "indore";

function demoSellerSpec(): SellerSpec {
  const authority = reraAuthorityFor("Madhya Pradesh")!;
  return {
    firstName: "Vikram",
    lastName: "Sharma",
    email: env.DEMO_SELLER_EMAIL.toLowerCase(),
    phone: "+919812345671",
    status: "active",
    ageDays: 400,
    kind: "agent",
    citySlug: DEMO_SELLER_CITY,
    companyName: "Sharma Realty",
    reraNumber: authority.agentNumber(rngFor("demo-seller-rera"), "Indore", 2019),
    reraState: authority.state,
    verified: true,
    experienceYears: 12,
    requestsVerification: false,
  };
}

export async function seedUsers(
  db: Db,
  generated: { sellers: SellerSpec[]; buyers: PersonSpec[] },
  log: (message: string) => void,
): Promise<SeedPeople> {
  const hashOf = passwordHasher();
  const now = Date.now();
  const demoUser: PersonSpec = {
    firstName: "Aarav",
    lastName: "Sharma",
    email: env.DEMO_USER_EMAIL.toLowerCase(),
    phone: "+919812345670",
    status: "active",
    ageDays: 380,
  };
  const demoSeller = demoSellerSpec();
  const accounts: { spec: PersonSpec; role: Role; password: string }[] = [
    { spec: demoUser, role: "user", password: env.DEMO_USER_PASSWORD },
    { spec: demoSeller, role: "seller", password: env.DEMO_SELLER_PASSWORD },
    ...generated.buyers.map((spec) => ({
      spec,
      role: "user" as const,
      password: env.DEMO_USER_PASSWORD,
    })),
    ...generated.sellers.map((spec) => ({
      spec,
      role: "seller" as const,
      password: env.DEMO_SELLER_PASSWORD,
    })),
  ];
  const adminPassword = initialAdminPassword();
  if (adminPassword === null) {
    log("seed: admin account skipped: ADMIN_PASSWORD is not set on a public deployment");
  } else {
    accounts.push({
      spec: {
        firstName: "LAND Acre",
        lastName: "Admin",
        email: env.ADMIN_EMAIL.toLowerCase(),
        phone: "+919812345672",
        status: "active",
        ageDays: 420,
      },
      role: "admin",
      password: adminPassword,
    });
  }

  const values = await Promise.all(
    accounts.map(async ({ spec, role, password }) => ({
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: spec.email,
      phone: spec.phone,
      passwordHash: await hashOf(password),
      role,
      status: spec.status,
      blockedReason: spec.blockedReason ?? null,
      phoneVerifiedAt: spec.status === "pending" ? null : new Date(now - (spec.ageDays - 1) * DAY),
      createdAt: new Date(now - spec.ageDays * DAY),
      updatedAt: new Date(now - spec.ageDays * DAY),
    })),
  );
  const inserted = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  const rows = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((a) => a.spec.email),
      ),
    );
  const idByEmail = new Map(rows.map((r) => [r.email, r.id]));
  const missing = accounts.filter((a) => !idByEmail.has(a.spec.email));
  if (missing.length > 0)
    log(`seed: ${missing.length} demo accounts skipped (phone already taken)`);
  log(`seed: users: ${inserted.length} added, ${accounts.length - inserted.length} already there`);

  const sellerSpecs = [demoSeller, ...generated.sellers].filter((s) => idByEmail.has(s.email));
  await db
    .insert(sellerProfiles)
    .values(
      sellerSpecs.map((s) => {
        const city = CITIES.find((c) => c.slug === s.citySlug)!;
        return {
          userId: idByEmail.get(s.email)!,
          kind: s.kind,
          companyName: s.companyName,
          reraNumber: s.reraNumber,
          reraState: s.reraState,
          verified: s.verified,
          verifiedAt: s.verified ? new Date(now - (s.ageDays - 3) * DAY) : null,
          about: sellerAbout(s, city.name),
          address: `${city.localities[0].name}, ${city.name}`,
          city: city.name,
          state: city.state,
          areasServed: city.localities.slice(0, 4).map((l) => l.name),
          experienceYears: s.kind === "individual" ? null : s.experienceYears,
          createdAt: new Date(now - s.ageDays * DAY),
        };
      }),
    )
    .onConflictDoNothing();

  const toPerson = (spec: PersonSpec): SeedPerson => ({
    id: idByEmail.get(spec.email)!,
    firstName: spec.firstName,
    lastName: spec.lastName,
    email: spec.email,
    phone: spec.phone,
  });
  const toSeller = (spec: SellerSpec): SeedSeller => ({
    ...toPerson(spec),
    kind: spec.kind,
    status: spec.status,
    citySlug: spec.citySlug,
    verified: spec.verified,
    companyName: spec.companyName,
    requestsVerification: spec.requestsVerification,
  });
  const adminId = idByEmail.get(env.ADMIN_EMAIL.toLowerCase()) ?? null;
  if (!idByEmail.has(demoUser.email) || !idByEmail.has(demoSeller.email)) {
    throw new Error(
      "seed: the demo buyer or seller could not be created (their phone is taken by another account)",
    );
  }
  return {
    demoUser: toPerson(demoUser),
    demoSeller: toSeller(demoSeller),
    adminId: adminPassword === null ? null : adminId,
    buyers: generated.buyers.filter((b) => idByEmail.has(b.email)).map(toPerson),
    sellers: generated.sellers.filter((s) => idByEmail.has(s.email)).map(toSeller),
  };
}

function sellerAbout(s: SellerSpec, city: string): string {
  if (s.kind === "builder") {
    return `${s.companyName} has delivered homes across ${city} for ${s.experienceYears} years, with RERA-registered projects and on-time possession.`;
  }
  if (s.kind === "agent") {
    return `${s.companyName} helps families buy, sell and rent homes, plots and shops in ${city}. ${s.experienceYears} years of local experience.`;
  }
  return `Owner selling directly in ${city}. No brokerage.`;
}
