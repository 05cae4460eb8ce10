/** Plots and land, in the units people use for them (sq yd, acre, bigha). */
import { BIGHA_SQFT_BY_STATE, toSqft, type AreaUnit } from "@/lib/format/area";
import type { CityRecord } from "@/lib/geo/cities";
import { FACING } from "@/lib/validation/property-enums";
import type { Rng } from "../prng";
import { base, round, type Physical } from "./physical";

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
