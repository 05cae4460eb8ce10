/**
 * GSTINs and GST state codes. Pure and isomorphic (forms, actions and invoices share it).
 * A GSTIN is 15 characters: the state's 2-digit code, the holder's PAN (10), an entity digit,
 * "Z" (by default) and a check character over the first 14 (mod 36, weights 1 and 2).
 */
// No imports: lib/env.ts (read by next.config.ts, outside the "@/" paths) checks BUSINESS_GSTIN
// with this file.

/**
 * The GST state code of every state and union territory (CBIC list; 26 since the 2020 merger),
 * by the names of INDIAN_STATES (lib/validation/seller.ts; a test keeps the two lists equal).
 */
export const GST_STATE_CODES = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
} as const satisfies Record<string, string>;

export type IndianState = keyof typeof GST_STATE_CODES;

const CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** GSTIN shape: state code, PAN (5 letters, 4 digits, 1 letter), entity, Z (or other), check. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

export type GstinProblem = "format" | "checksum" | "state";

/** Why a GSTIN is not valid, or null: its shape, its check character, its state code. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return "format";
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return "checksum";
  if (!stateOfGstin(gstin)) return "state";
  return null;
}

/** The state a GSTIN was issued in (its first two digits), or null for an unknown code. */
export function stateOfGstin(gstin: string): IndianState | null {
  const code = gstin.slice(0, 2);
  const hit = (Object.entries(GST_STATE_CODES) as [IndianState, string][]).find(
    ([, c]) => c === code,
  );
  return hit ? hit[0] : null;
}

export function isIndianState(value: string): value is IndianState {
  return Object.hasOwn(GST_STATE_CODES, value);
}
