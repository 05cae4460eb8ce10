/**
 * What each property type physically is in the demo data: its areas and unit, layout columns,
 * type-specific extras, and how its price relates to the city's rate per square foot.
 */
import { BIGHA_SQFT_BY_STATE, toSqft, type AreaUnit } from "@/lib/format/area";
import type { CityRecord } from "@/lib/geo/cities";
import {
  AMENITIES,
  FACING,
  type DealType,
  type Furnishing,
  type PropertyType,
} from "@/lib/validation/property-enums";
import type { Rng } from "./prng";

export type Physical = {
  areaSqft: number;
  areaValue: number;
  areaUnit: AreaUnit;
  carpetAreaSqft: number | null;
  builtUpAreaSqft: number | null;
  superAreaSqft: number | null;
  plotAreaSqft: number | null;
  bhk: number | null;
  bathrooms: number | null;
  balconies: number | null;
  floorNo: number | null;
  totalFloors: number | null;
  facing: string | null;
  furnishing: Furnishing | null;
  ageYears: number | null;
  ownership: string;
  amenities: string[];
  extras: Record<string, unknown>;
  /** Sale price ≈ areaSqft × city rate × locality factor × saleFactor. */
  saleFactor: number;
  /** Monthly rent ≈ areaSqft × city rent rate × locality factor × rentFactor. */
  rentFactor: number;
};

const NORTH_STATES = new Set([
  "Delhi",
  "Haryana",
  "Uttar Pradesh",
  "Punjab",
  "Rajasthan",
  "Uttarakhand",
  "Madhya Pradesh",
  "Gujarat",
  "Chandigarh",
  "Bihar",
]);
const round = (n: number, step = 5) => Math.round(n / step) * step;

const HOME_AMENITIES = AMENITIES.filter((a) => a !== "wifi");
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

function base(areaSqft: number, overrides: Partial<Physical>): Physical {
  return {
    areaSqft: Math.round(areaSqft),
    areaValue: Math.round(areaSqft),
    areaUnit: "sqft",
    carpetAreaSqft: null,
    builtUpAreaSqft: null,
    superAreaSqft: null,
    plotAreaSqft: null,
    bhk: null,
    bathrooms: null,
    balconies: null,
    floorNo: null,
    totalFloors: null,
    facing: null,
    furnishing: null,
    ageYears: null,
    ownership: "freehold",
    amenities: [],
    extras: {},
    saleFactor: 1,
    rentFactor: 1,
    ...overrides,
  };
}

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
    bathrooms: Math.max(1, bhk + rng.int(-1, 1)),
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

/** Plots (residential / commercial) and land (agricultural / industrial / commercial). */
export function landPhysical(rng: Rng, type: "Plot" | "Land", city: CityRecord): Physical {
  const facing = rng.pick(FACING);
  if (type === "Plot") {
    const large = rng.chance(0.08);
    const inSqyd = !large && NORTH_STATES.has(city.state) && rng.chance(0.6);
    const value = large
      ? Math.round(rng.float(0.25, 1) * 20) / 20
      : inSqyd
        ? round(rng.int(100, 500), 10)
        : round(rng.int(800, 4800), 50);
    const unit: AreaUnit = large ? "acre" : inSqyd ? "sqyd" : "sqft";
    const sqft = Math.round(toSqft(value, unit, city.state).sqft);
    const breadth = round(Math.sqrt(sqft / 1.5), 1);
    const landType = large
      ? rng.pick(["commercial", "residential"])
      : rng.weighted([
          ["residential", 8],
          ["commercial", 2],
        ]);
    return base(sqft, {
      areaValue: value,
      areaUnit: unit,
      plotAreaSqft: sqft,
      facing,
      ownership: rng.weighted([
        ["freehold", 9],
        ["leasehold", 2],
        ["poa", 1],
      ]),
      amenities: rng.sample(
        ["gated", "security", "park", "water_storage", "power_backup"],
        rng.int(0, 3),
      ),
      extras: {
        landType,
        lengthFt: Math.round(sqft / breadth),
        breadthFt: breadth,
        openSides: rng.int(1, 4),
        cornerPlot: rng.chance(0.2),
        boundaryWall: rng.chance(0.55),
        floorsAllowed: landType === "residential" ? rng.int(2, 4) : rng.int(3, 8),
        roadWidthFt: rng.pick([20, 30, 40, 60, 80]),
      },
      saleFactor: (landType === "commercial" ? 0.95 : 0.7) * (large ? 0.6 : 1),
      rentFactor: 0.05,
    });
  }
  const landType = rng.weighted([
    ["agricultural", 6],
    ["industrial", 2],
    ["commercial", 1],
  ]);
  const bigha = BIGHA_SQFT_BY_STATE[city.state];
  const inBigha = bigha !== undefined && rng.chance(0.5);
  const value = inBigha
    ? rng.int(2, 20)
    : Math.round((rng.chance(0.7) ? rng.float(0.5, 3) : rng.float(3, 10)) * 4) / 4;
  const unit: AreaUnit = inBigha ? "bigha" : "acre";
  const sqft = Math.round(toSqft(value, unit, city.state).sqft);
  return base(sqft, {
    areaValue: value,
    areaUnit: unit,
    plotAreaSqft: sqft,
    facing,
    ownership: rng.weighted([
      ["freehold", 8],
      ["poa", 1],
    ]),
    extras: {
      landType,
      openSides: rng.int(1, 3),
      boundaryWall: rng.chance(0.3),
      roadWidthFt: rng.pick([20, 30, 40, 60]),
      waterSource:
        landType === "agricultural" ? rng.pick(["borewell", "canal", "well"]) : undefined,
    },
    saleFactor:
      landType === "agricultural"
        ? rng.float(0.025, 0.06)
        : landType === "industrial"
          ? rng.float(0.12, 0.2)
          : rng.float(0.25, 0.4),
    rentFactor: 0.002,
  });
}

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
          washrooms: Math.max(1, Math.round(carpet / 1200)),
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
export function pgPhysical(rng: Rng): Physical {
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
  });
}
