/**
 * Land units whose size depends on the state (bigha, biswa, katha, ankanam, guntha, cent,
 * ground, marla, kanal…), for the area converter. The bigha comes from area.ts's per-state
 * table (one home); the rest are the common revenue-department values. Isomorphic.
 */
import { BIGHA_SQFT_BY_STATE, SQFT_PER_UNIT } from "@/lib/format/area";

export type ConverterUnit = { id: string; label: string; sqft: number };

/** Units used everywhere. */
export const STANDARD_UNITS: readonly ConverterUnit[] = [
  { id: "sqft", label: "Square feet", sqft: 1 },
  { id: "sqm", label: "Square metres", sqft: SQFT_PER_UNIT.sqm },
  { id: "gaj", label: "Gaj / square yards", sqft: SQFT_PER_UNIT.sqyd },
  { id: "acre", label: "Acres", sqft: SQFT_PER_UNIT.acre },
  { id: "hectare", label: "Hectares", sqft: SQFT_PER_UNIT.hectare },
];

const LABELS: Record<string, string> = {
  bigha: "Bigha",
  biswa: "Biswa",
  katha: "Katha",
  chatak: "Chatak",
  decimal: "Decimal",
  dhur: "Dhur",
  lessa: "Lessa",
  ankanam: "Ankanam",
  cent: "Cent",
  ground: "Ground",
  guntha: "Guntha",
  marla: "Marla",
  kanal: "Kanal",
};

const bigha = (state: string) => BIGHA_SQFT_BY_STATE[state];

/** Square feet per regional unit, by state. */
const REGIONAL: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "Andhra Pradesh": { ankanam: 72, cent: SQFT_PER_UNIT.cent },
  Assam: { bigha: bigha("Assam"), katha: 2880, lessa: 144 },
  Bihar: {
    bigha: bigha("Bihar"),
    katha: bigha("Bihar") / 20,
    dhur: bigha("Bihar") / 400,
    decimal: 435.6,
  },
  Goa: { guntha: SQFT_PER_UNIT.guntha },
  Gujarat: { bigha: bigha("Gujarat"), guntha: SQFT_PER_UNIT.guntha },
  Haryana: {
    bigha: bigha("Haryana"),
    biswa: bigha("Haryana") / 20,
    marla: SQFT_PER_UNIT.marla,
    kanal: SQFT_PER_UNIT.kanal,
  },
  "Himachal Pradesh": {
    bigha: bigha("Himachal Pradesh"),
    biswa: bigha("Himachal Pradesh") / 20,
    marla: SQFT_PER_UNIT.marla,
    kanal: SQFT_PER_UNIT.kanal,
  },
  "Jammu and Kashmir": { marla: SQFT_PER_UNIT.marla, kanal: SQFT_PER_UNIT.kanal },
  Karnataka: { guntha: SQFT_PER_UNIT.guntha, cent: SQFT_PER_UNIT.cent },
  Kerala: { cent: SQFT_PER_UNIT.cent },
  "Madhya Pradesh": { bigha: bigha("Madhya Pradesh") },
  Maharashtra: { guntha: SQFT_PER_UNIT.guntha },
  Odisha: { decimal: 435.6 },
  Punjab: {
    bigha: bigha("Punjab"),
    biswa: bigha("Punjab") / 20,
    marla: SQFT_PER_UNIT.marla,
    kanal: SQFT_PER_UNIT.kanal,
  },
  Rajasthan: { bigha: bigha("Rajasthan"), biswa: bigha("Rajasthan") / 20 },
  "Tamil Nadu": { cent: SQFT_PER_UNIT.cent, ground: SQFT_PER_UNIT.ground },
  Telangana: { ankanam: 72, guntha: SQFT_PER_UNIT.guntha },
  "Uttar Pradesh": { bigha: bigha("Uttar Pradesh"), biswa: bigha("Uttar Pradesh") / 20 },
  Uttarakhand: { bigha: bigha("Uttarakhand"), biswa: bigha("Uttarakhand") / 20 },
  "West Bengal": { bigha: bigha("West Bengal"), katha: 720, chatak: 45, decimal: 435.6 },
};

export const CONVERTER_STATES: readonly string[] = Object.keys(REGIONAL).sort();

/** Every unit the converter offers in a state: the standard ones, then the state's own. */
export function unitsForState(state: string): ConverterUnit[] {
  const own = REGIONAL[state] ?? {};
  return [
    ...STANDARD_UNITS,
    ...Object.entries(own).map(([id, sqft]) => ({ id, label: LABELS[id] ?? id, sqft })),
  ];
}

export type Conversion = { unit: ConverterUnit; value: number };

/** `value` of `unitId` in `state`, in every unit of that state; null for a unit it does not use. */
export function convertArea(value: number, unitId: string, state: string): Conversion[] | null {
  const units = unitsForState(state);
  const from = units.find((u) => u.id === unitId);
  if (!from || !Number.isFinite(value)) return null;
  const sqft = value * from.sqft;
  return units.map((unit) => ({ unit, value: Math.round((sqft / unit.sqft) * 10000) / 10000 }));
}
