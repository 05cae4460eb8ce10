/** Offices, shops, showrooms, warehouses, industrial sheds, hotels, other buildings, and PG beds. */
import type { DealType, PropertyType } from "@/lib/validation/property-enums";
import { fieldsFor, isFieldRequired } from "@/lib/listings/fields/form-engine";
import type { Rng } from "../prng";
import { base, round, type Physical } from "./physical";

const COMMERCIAL_AMENITIES = [
  "lift",
  "power_backup",
  "security",
  "cctv",
  "parking",
  "visitor_parking",
  "fire_safety",
  "wifi",
  "ac",
  "intercom",
];

const SUITABLE_FOR = [
  "retail",
  "grocery",
  "pharmacy",
  "clinic",
  "salon",
  "restaurant",
  "bank",
  "showroom",
  "boutique",
  "electronics",
];

/** Offices, shops, showrooms, warehouses, industrial sheds, hotels and other commercial buildings. */
export function commercialPhysical(rng: Rng, type: PropertyType, deal: DealType): Physical {
  const amenities = rng.sample(COMMERCIAL_AMENITIES, rng.int(3, 8));
  const rentable = deal !== "sale";
  switch (type) {
    case "Office": {
      const carpet = round(
        rng.weighted([
          [rng.int(250, 800), 5],
          [rng.int(800, 2500), 4],
          [rng.int(2500, 8000), 1],
        ]),
        10,
      );
      const totalFloors = rng.int(4, 20);
      return base(carpet, {
        carpetAreaSqft: carpet,
        builtUpAreaSqft: round(carpet * 1.2),
        superAreaSqft: round(carpet * 1.4),
        floorNo: rng.int(1, totalFloors),
        totalFloors,
        furnishing: rng.weighted([
          ["furnished", 4],
          ["semi", 3],
          ["unfurnished", 3],
        ] as const),
        ageYears: rng.int(0, 15),
        amenities,
        extras: {
          seats: Math.max(4, Math.round(carpet / rng.int(55, 75))),
          cabins: Math.max(0, Math.round(carpet / 450) + rng.int(-1, 1)),
          meetingRooms: Math.max(0, Math.round(carpet / 900)),
          washrooms: Math.min(5, Math.max(1, Math.round(carpet / 1200))),
          pantry: rng.chance(0.7),
          lockInMonths: rentable ? rng.pick([11, 24, 36]) : undefined,
        },
        saleFactor: 1.1,
        rentFactor: 1.3,
      });
    }
    case "Shop":
    case "Showroom": {
      const shop = type === "Shop";
      const carpet = shop ? round(rng.int(100, 750), 10) : round(rng.int(800, 4500), 50);
      return base(carpet, {
        carpetAreaSqft: carpet,
        builtUpAreaSqft: round(carpet * 1.15),
        floorNo: rng.weighted([
          [0, 8],
          [1, 2],
        ]),
        totalFloors: rng.int(1, 5),
        ageYears: rng.int(0, 20),
        amenities,
        furnishing: rng.weighted([
          ["semi", 3],
          ["unfurnished", 5],
          ["furnished", 1],
        ] as const),
        extras: {
          frontageFt: shop ? rng.int(8, 25) : rng.int(25, 80),
          ceilingHeightFt: rng.int(10, shop ? 14 : 20),
          washrooms: shop ? rng.int(0, 1) : rng.int(1, 3),
          mainRoadFacing: rng.chance(0.6),
          cornerShop: rng.chance(0.15),
          suitableFor: rng.sample(SUITABLE_FOR, rng.int(2, 4)),
        },
        saleFactor: shop ? 1.6 : 1.35,
        rentFactor: shop ? 2 : 1.7,
      });
    }
    case "Warehouse":
    case "Industrial": {
      const builtUp = round(rng.int(3000, type === "Warehouse" ? 40000 : 60000), 100);
      return base(builtUp, {
        builtUpAreaSqft: builtUp,
        plotAreaSqft: round(builtUp * rng.float(1.2, 2), 100),
        ageYears: rng.int(0, 20),
        amenities: rng.sample(
          ["security", "cctv", "power_backup", "fire_safety", "parking"],
          rng.int(2, 5),
        ),
        extras: {
          ceilingHeightFt: rng.int(18, 40),
          loadingDocks: type === "Warehouse" ? rng.int(1, 8) : rng.int(0, 2),
          powerLoadKw:
            type === "Industrial" ? rng.pick([50, 100, 200, 400]) : rng.pick([15, 30, 60]),
          truckAccess: true,
          landType: "industrial",
        },
        saleFactor: type === "Warehouse" ? 0.32 : 0.28,
        rentFactor: type === "Warehouse" ? 0.4 : 0.32,
      });
    }
    case "Hospitality": {
      const rooms = rng.int(8, 60);
      const builtUp = round(rooms * rng.int(280, 420), 50);
      return base(builtUp, {
        builtUpAreaSqft: builtUp,
        totalFloors: rng.int(2, 6),
        furnishing: "furnished",
        ageYears: rng.int(1, 20),
        amenities: rng.sample(
          ["lift", "power_backup", "parking", "wifi", "ac", "cctv", "fire_safety"],
          rng.int(4, 7),
        ),
        extras: {
          rooms,
          hospitalityType: rooms > 30 ? "hotel" : "guest house",
          restaurant: rooms > 20 && rng.chance(0.6),
        },
        saleFactor: 1,
        rentFactor: 0.7,
      });
    }
    default: {
      const builtUp = round(rng.int(2000, 15000), 100);
      return base(builtUp, {
        builtUpAreaSqft: builtUp,
        totalFloors: rng.int(2, 5),
        ageYears: rng.int(1, 25),
        amenities,
        extras: {
          use: rng.pick([
            "commercial building",
            "school building",
            "hospital building",
            "co-working space",
          ]),
        },
        saleFactor: 0.9,
        rentFactor: 0.9,
      });
    }
  }
}

/** A paying-guest bed: the area is the room's. */
/**
 * A PG's beds, in the home the post-a-property form asks about for a PG: the flat's or house's
 * BHK, and a flat's floor (drawn last, so the earlier draws stay as they were).
 */
export function pgPhysical(rng: Rng, type: PropertyType): Physical {
  const sharing = rng.weighted([
    ["single", 3],
    ["double", 5],
    ["triple", 2],
  ] as const);
  const room = round(rng.int(110, 260), 5);
  return base(room, {
    carpetAreaSqft: room,
    bathrooms: 1,
    furnishing: "furnished",
    amenities: rng.sample(
      ["wifi", "power_backup", "security", "cctv", "ac", "water_storage", "parking"],
      rng.int(3, 6),
    ),
    extras: {
      occupancy: rng.weighted([
        ["girls", 4],
        ["boys", 4],
        ["any", 2],
      ] as const),
      sharing,
      foodIncluded: rng.chance(0.7),
      meals: ["breakfast", "dinner"],
      bedsAvailable: rng.int(1, 12),
      housekeeping: rng.chance(0.8),
      laundry: rng.chance(0.6),
      noticePeriodDays: rng.pick([15, 30]),
    },
    saleFactor: 1,
    rentFactor: sharing === "single" ? 1.4 : sharing === "double" ? 1 : 0.8,
    ...pgHome(rng, type),
  });
}

/** What the form requires of a PG of this type (its BHK, its floor), and nothing else. */
function pgHome(rng: Rng, type: PropertyType): Partial<Physical> {
  const required = new Set(
    fieldsFor(type, "pg", {})
      .filter((field) => isFieldRequired(field, type, "pg", {}))
      .map((field) => field.name),
  );
  const home: Partial<Physical> = {};
  if (required.has("bhk")) home.bhk = type === "RKStudioApartment" ? 0 : rng.int(2, 4);
  if (required.has("totalFloors")) home.totalFloors = rng.int(4, 14);
  if (required.has("floorNo")) home.floorNo = rng.int(0, home.totalFloors ?? 4);
  return home;
}
