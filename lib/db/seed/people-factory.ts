/**
 * Pure generation of the demo people: buyers and sellers of every kind (owners, agents,
 * builders). Same output on every run, so e-mails work as natural keys.
 */
import { slugify } from "@/lib/format/slugify";
import { CITIES } from "@/lib/geo/cities";
import type { SellerKind } from "@/lib/validation/property-enums";
import {
  AGENCY_SUFFIXES,
  BUILDER_SUFFIXES,
  COMPANY_WORDS,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  LAST_NAMES,
} from "./datasets/names";
import { reraAuthorityFor } from "./datasets/rera-authorities";
import { rngFor, type Rng } from "./prng";

export type PersonSpec = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: "pending" | "active" | "blocked";
  blockedReason?: string;
  /** Days before the seed run that the account was created. */
  ageDays: number;
};

export type SellerSpec = PersonSpec & {
  kind: SellerKind;
  citySlug: string;
  companyName: string | null;
  reraNumber: string | null;
  reraState: string | null;
  verified: boolean;
  experienceYears: number;
  /** An unverified agent who has asked to be verified. */
  requestsVerification: boolean;
};

export const SELLER_COUNTS = { individual: 52, agent: 44, builder: 45 } as const;
export const BUYER_COUNT = 40;

/** Phones already used by the demo accounts. */
export const DEMO_PHONES = ["+919812345670", "+919812345671", "+919812345672"] as const;

/** Unique E.164 Indian mobiles (+91, first digit 6–9), drawn in a fixed order. */
export function createPhoneSource(taken: Iterable<string> = DEMO_PHONES): (rng: Rng) => string {
  const used = new Set(taken);
  return (rng) => {
    for (;;) {
      const phone = `+91${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, "0")}`;
      if (!used.has(phone)) {
        used.add(phone);
        return phone;
      }
    }
  };
}

const emailPart = (value: string) => slugify(value).replace(/-/g, "");

function person(rng: Rng, index: number, phone: string, tag: string): PersonSpec {
  const female = rng.chance(0.42);
  const firstName = rng.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
  const lastName = rng.pick(LAST_NAMES);
  return {
    firstName,
    lastName,
    email: `${emailPart(firstName)}.${emailPart(lastName)}.${tag}${index}@example.com`,
    phone,
    status: "active",
    ageDays: rng.int(20, 420),
  };
}

/** Cities weighted by size: big cities get more sellers, every city gets at least one owner. */
function sellerCity(rng: Rng, index: number, kind: SellerKind): string {
  if (kind === "individual" && index < CITIES.length) return CITIES[index].slug;
  const popular = CITIES.filter((c) => c.popular || c.name === "Indore" || c.name === "Bhopal");
  return rng.chance(0.6) ? rng.pick(popular).slug : rng.pick(CITIES).slug;
}

/** Company names, unique within the run. */
export function companyNames(kind: "agent" | "builder", count: number): string[] {
  const rng = rngFor(`companies:${kind}`);
  const suffixes = kind === "agent" ? AGENCY_SUFFIXES : BUILDER_SUFFIXES;
  const names = new Set<string>();
  while (names.size < count) names.add(`${rng.pick(COMPANY_WORDS)} ${rng.pick(suffixes)}`);
  return [...names];
}

/**
 * Every generated seller. `builderCities` gives each builder its home city (the city of its
 * first project), so builders and their projects line up.
 */
export function buildSellerSpecs(
  builderCities: readonly string[],
  phoneOf: (rng: Rng) => string,
): SellerSpec[] {
  const specs: SellerSpec[] = [];
  const agencies = companyNames("agent", SELLER_COUNTS.agent);
  const builders = companyNames("builder", SELLER_COUNTS.builder);
  for (const kind of ["individual", "agent", "builder"] as const) {
    for (let i = 0; i < SELLER_COUNTS[kind]; i++) {
      const rng = rngFor(`seller:${kind}`, i);
      const base = person(rng, i + 1, phoneOf(rng), kind === "individual" ? "owner" : kind);
      const citySlug =
        kind === "builder"
          ? (builderCities[i] ?? sellerCity(rng, i, kind))
          : sellerCity(rng, i, kind);
      const city = CITIES.find((c) => c.slug === citySlug)!;
      const authority = reraAuthorityFor(city.state);
      const companyName = kind === "agent" ? agencies[i] : kind === "builder" ? builders[i] : null;
      const agentVerified = kind === "agent" && authority !== undefined && i % 4 !== 3;
      const verified =
        kind === "builder" || agentVerified || (kind === "individual" && rng.chance(0.3));
      const registeredYear = rng.int(2018, 2024);
      if (kind === "builder") base.email = `sales.${emailPart(companyName!)}@example.com`;
      // The first owners are one per city and stay active; the pending and blocked ones come after.
      if (kind === "individual" && (i === 49 || i === 50)) base.status = "pending";
      if (kind === "individual" && i === 51) {
        base.status = "blocked";
        base.blockedReason = "Posted the same flat 14 times with different prices";
      }
      specs.push({
        ...base,
        kind,
        citySlug,
        companyName,
        reraNumber: agentVerified ? authority.agentNumber(rng, city.name, registeredYear) : null,
        reraState: agentVerified ? authority.state : null,
        verified,
        experienceYears: kind === "individual" ? 0 : rng.int(2, 28),
        requestsVerification: kind === "agent" && !agentVerified && authority !== undefined,
      });
    }
  }
  return specs;
}

/** Buyers and renters (role user). A few are pending or blocked for the admin screens. */
export function buildBuyerSpecs(phoneOf: (rng: Rng) => string): PersonSpec[] {
  return Array.from({ length: BUYER_COUNT }, (_, i) => {
    const rng = rngFor("buyer", i);
    const spec = person(rng, i + 1, phoneOf(rng), "buyer");
    if (i % 13 === 5) spec.status = "pending";
    if (i === 21 || i === 37) {
      spec.status = "blocked";
      spec.blockedReason = "Sent abusive messages to sellers";
    }
    return spec;
  });
}
