/** Flats, houses, builder floors, studios, serviced apartments and farmhouses. */
import type { CityRecord } from "@/lib/geo/cities";
import {
  AMENITIES,
  FACING,
  type DealType,
  type Furnishing,
  type PropertyType,
} from "@/lib/validation/property-enums";
import type { Rng } from "../prng";
import { base, round, type Physical } from "./physical";

const HOME_AMENITIES = AMENITIES.filter((a) => a !== "wifi");

const CARPET_BY_BHK: Readonly<Record<number, readonly [number, number]>> = {
  0: [250, 420],
  1: [420, 620],
  2: [620, 950],
  3: [950, 1450],
  4: [1450, 2300],
  5: [2200, 3600],
};

function homeBhk(rng: Rng, type: PropertyType, wanted?: number): number {
  if (wanted !== undefined) return wanted;
  switch (type) {
    case "RKStudioApartment":
      return 0;
    case "ServicedApartment":
      return rng.weighted([
        [1, 5],
        [2, 4],
        [3, 1],
      ]);
    case "IndependentHouseVilla":
      return rng.weighted([
        [2, 2],
        [3, 5],
        [4, 4],
        [5, 2],
      ]);
    case "IndependentBuilderFloor":
      return rng.weighted([
        [2, 3],
        [3, 5],
        [4, 2],
      ]);
    case "Farmhouse":
      return rng.weighted([
        [3, 3],
        [4, 4],
        [5, 2],
      ]);
    default:
      return rng.weighted([
        [1, 3],
        [2, 8],
        [3, 6],
        [4, 2],
      ]);
  }
}

/** Residential types: flats, houses, builder floors, studios, serviced apartments, farmhouses. */
export function homePhysical(
  rng: Rng,
  type: PropertyType,
  deal: DealType,
  city: CityRecord,
  opts: { bhk?: number; maxCarpet?: number },
): Physical {
  const bhk = homeBhk(rng, type, opts.bhk);
  const [lo, hi] = CARPET_BY_BHK[bhk];
  const carpet = round(Math.min(rng.int(lo, hi), opts.maxCarpet ?? Infinity));
  const builtUp = round(carpet * rng.float(1.12, 1.25));
  const flatLike =
    type === "FlatApartment" || type === "ServicedApartment" || type === "RKStudioApartment";
  const totalFloors = flatLike
    ? rng.int(4, city.popular ? 32 : 16)
    : type === "IndependentBuilderFloor"
      ? rng.int(3, 4)
      : rng.int(1, 3);
  const furnishing: Furnishing =
    type === "ServicedApartment"
      ? "furnished"
      : rng.weighted([
          ["furnished", deal === "rent" ? 3 : 1],
          ["semi", 4],
          ["unfurnished", 3],
        ] as const);
  const extras: Record<string, unknown> = {
    parking: { covered: bhk >= 2 ? rng.int(1, 2) : rng.int(0, 1), open: rng.int(0, 1) },
    extraRooms: rng.sample(
      ["pooja", "study", "servant", "store"],
      bhk >= 3 ? rng.int(0, 2) : rng.int(0, 1),
    ),
    gatedSociety: flatLike ? rng.chance(0.8) : rng.chance(0.3),
  };
  const physical = base(carpet, {
    bhk,
    // The form offers 0–5 bathrooms.
    bathrooms: Math.min(5, Math.max(1, bhk + rng.int(-1, 1))),
    balconies: bhk === 0 ? 0 : rng.int(0, Math.min(3, bhk)),
    carpetAreaSqft: carpet,
    builtUpAreaSqft: builtUp,
    superAreaSqft: flatLike ? round(carpet * rng.float(1.3, 1.42)) : null,
    floorNo: flatLike
      ? rng.int(0, totalFloors)
      : type === "IndependentBuilderFloor"
        ? rng.int(0, totalFloors - 1)
        : 0,
    totalFloors,
    facing: rng.pick(FACING),
    furnishing,
    ageYears: rng.weighted([
      [0, 3],
      [rng.int(1, 5), 4],
      [rng.int(5, 10), 3],
      [rng.int(10, 25), 1],
    ]),
    ownership: rng.weighted([
      ["freehold", 8],
      ["leasehold", 1],
      ["cooperative", flatLike ? 2 : 0],
    ]),
    amenities: rng.sample(HOME_AMENITIES, flatLike ? rng.int(5, 12) : rng.int(2, 6)),
    extras,
    saleFactor:
      {
        IndependentHouseVilla: 1.2,
        IndependentBuilderFloor: 0.95,
        RKStudioApartment: 1.1,
        ServicedApartment: 1.25,
        Farmhouse: 1,
      }[type as string] ?? 1,
    rentFactor:
      {
        IndependentHouseVilla: 0.9,
        RKStudioApartment: 1.25,
        ServicedApartment: 1.8,
        Farmhouse: 0.5,
      }[type as string] ?? 1,
  });
  if (type === "IndependentHouseVilla") {
    physical.plotAreaSqft = round(builtUp / rng.float(1.2, 2.2));
  }
  if (type === "Farmhouse") {
    const acres = Math.round(rng.float(0.5, 3) * 4) / 4;
    const plotSqft = Math.round(acres * 43560);
    physical.plotAreaSqft = plotSqft;
    physical.areaSqft = plotSqft;
    physical.areaValue = acres;
    physical.areaUnit = "acre";
    // Land at farm-land rates plus the building at a discount to city flats.
    physical.saleFactor = (plotSqft * 0.06 + builtUp * 0.55) / plotSqft;
    physical.rentFactor = (builtUp * 0.5) / plotSqft;
    physical.extras = { ...extras, lawn: true, borewell: rng.chance(0.8) };
  }
  return physical;
}
