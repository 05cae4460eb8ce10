import type { Rng } from "../prng";

/** A state's RERA authority, its website and the shape of the numbers it issues. */
export type ReraAuthority = {
  state: string;
  website: string;
  /** A project registration number in the state's style, for a project in `city`. */
  projectNumber: (rng: Rng, city: string, launchYear: number) => string;
  /** An agent registration number in the state's style. */
  agentNumber: (rng: Rng, city: string, year: number) => string;
};

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const yy = (year: number) => pad(year % 100, 2);
const ymd = (rng: Rng, year: number) =>
  `${yy(year)}${pad(rng.int(1, 12), 2)}${pad(rng.int(1, 28), 2)}`;

/** Three-letter district codes for the city-scoped formats (MP, West Bengal, Kerala…). */
const CITY_CODES: Readonly<Record<string, string>> = {
  Indore: "IND",
  Bhopal: "BPL",
  Jabalpur: "JBP",
  Gwalior: "GWL",
  Kolkata: "KOL",
  Kochi: "EKM",
  Thiruvananthapuram: "TVM",
  Ludhiana: "LDH",
  Amritsar: "ASR",
};
const code = (city: string) => CITY_CODES[city] ?? city.slice(0, 3).toUpperCase();

/** MahaRERA district prefixes (the digits after P / A). */
const MAHA_DISTRICTS: Readonly<Record<string, string>> = {
  Mumbai: "51800",
  Thane: "51700",
  "Navi Mumbai": "51700",
  Pune: "52100",
  Nagpur: "50500",
  Nashik: "51600",
};

export const RERA_AUTHORITIES: readonly ReraAuthority[] = [
  {
    state: "Maharashtra",
    website: "https://maharera.maharashtra.gov.in",
    projectNumber: (rng, city) =>
      `P${MAHA_DISTRICTS[city] ?? "52100"}${pad(rng.int(10000, 79999), 6)}`,
    agentNumber: (rng, city) =>
      `A${MAHA_DISTRICTS[city] ?? "52100"}${pad(rng.int(1000, 59999), 6)}`,
  },
  {
    state: "Karnataka",
    website: "https://rera.karnataka.gov.in",
    projectNumber: (rng, _city, y) =>
      `PRM/KA/RERA/1251/${rng.int(300, 480)}/PR/${ymd(rng, y)}/${pad(rng.int(1, 6999), 6)}`,
    agentNumber: (rng, _city, y) =>
      `PRM/KA/RERA/1251/${rng.int(300, 480)}/AG/${ymd(rng, y)}/${pad(rng.int(1, 4999), 6)}`,
  },
  {
    state: "Madhya Pradesh",
    website: "https://www.rera.mp.gov.in",
    projectNumber: (rng, city, y) => `P-${code(city)}-${yy(y)}-${rng.int(100, 4999)}`,
    agentNumber: (rng, city, y) => `A-${code(city)}-${yy(y)}-${pad(rng.int(1, 1999), 4)}`,
  },
  {
    state: "Delhi",
    website: "https://rera.delhi.gov.in",
    projectNumber: (rng, _c, y) => `DLRERA${y}P${pad(rng.int(1, 199), 4)}`,
    agentNumber: (rng, _c, y) => `DLRERA${y}A${pad(rng.int(1, 1999), 4)}`,
  },
  {
    state: "Telangana",
    website: "https://rera.telangana.gov.in",
    projectNumber: (rng) => `P02400${pad(rng.int(1, 9999), 6)}`,
    agentNumber: (rng) => `A02400${pad(rng.int(1, 9999), 6)}`,
  },
  {
    state: "Tamil Nadu",
    website: "https://www.rera.tn.gov.in",
    projectNumber: (rng, _c, y) => `TN/${rng.int(1, 35)}/Building/${pad(rng.int(1, 999), 4)}/${y}`,
    agentNumber: (rng, _c, y) => `TN/Agent/${pad(rng.int(1, 2999), 4)}/${y}`,
  },
  {
    state: "West Bengal",
    website: "https://rera.wb.gov.in",
    projectNumber: (rng, city, y) => `WBRERA/P/${code(city)}/${y}/${pad(rng.int(1, 2999), 6)}`,
    agentNumber: (rng, city, y) => `WBRERA/A/${code(city)}/${y}/${pad(rng.int(1, 999), 6)}`,
  },
  {
    state: "Gujarat",
    website: "https://gujrera.gujarat.gov.in",
    projectNumber: (rng, city, y) =>
      `PR/GJ/${city.toUpperCase()}/${city.toUpperCase()} CITY/AUDA/RAA${pad(rng.int(1000, 14999), 5)}/${ymd(rng, y)}`,
    agentNumber: (rng, city, y) =>
      `AG/GJ/${city.toUpperCase()}/${city.toUpperCase()} CITY/AUDA/AA${pad(rng.int(100, 2999), 5)}/${ymd(rng, y)}`,
  },
  {
    state: "Uttar Pradesh",
    website: "https://www.up-rera.in",
    projectNumber: (rng) => `UPRERAPRJ${rng.int(10000, 99999)}`,
    agentNumber: (rng) => `UPRERAAGT${rng.int(10000, 29999)}`,
  },
  {
    state: "Haryana",
    website: "https://haryanarera.gov.in",
    projectNumber: (rng, city, y) =>
      `RC/REP/HARERA/${city === "Gurgaon" ? "GGM" : "FBD"}/${rng.int(100, 899)}/${rng.int(50, 700)}/${y}/${rng.int(1, 120)}`,
    agentNumber: (rng, _c, y) => `HRERA-PKL-REA-${rng.int(100, 2999)}-${y}`,
  },
  {
    state: "Rajasthan",
    website: "https://rera.rajasthan.gov.in",
    projectNumber: (rng, _c, y) => `RAJ/P/${y}/${rng.int(100, 2999)}`,
    agentNumber: (rng, _c, y) => `RAJ/A/${y}/${pad(rng.int(1, 1999), 4)}`,
  },
  {
    state: "Kerala",
    website: "https://rera.kerala.gov.in",
    projectNumber: (rng, city, y) => `K-RERA/PRJ/${code(city)}/${pad(rng.int(1, 299), 3)}/${y}`,
    agentNumber: (rng, _c, y) => `K-RERA/AG/${pad(rng.int(1, 999), 4)}/${y}`,
  },
  {
    state: "Punjab",
    website: "https://rera.punjab.gov.in",
    projectNumber: (rng, city) =>
      `PBRERA-${code(city)}${rng.int(10, 99)}-PR${pad(rng.int(1, 999), 4)}`,
    agentNumber: (rng, city) =>
      `PBRERA-${code(city)}${rng.int(10, 99)}-REA${pad(rng.int(1, 999), 4)}`,
  },
  {
    state: "Odisha",
    website: "https://rera.odisha.gov.in",
    projectNumber: (rng, _c, y) => `RP/19/${y}/${pad(rng.int(1, 999), 5)}`,
    agentNumber: (rng, _c, y) => `RA/19/${y}/${pad(rng.int(1, 499), 5)}`,
  },
  {
    state: "Goa",
    website: "https://rera.goa.gov.in",
    projectNumber: (rng, _c, y) =>
      `PRGO${pad(rng.int(1, 12), 2)}${yy(y)}${pad(rng.int(1, 999), 4)}`,
    agentNumber: (rng, _c, y) => `AGGO${pad(rng.int(1, 12), 2)}${yy(y)}${pad(rng.int(1, 499), 4)}`,
  },
  {
    state: "Andhra Pradesh",
    website: "https://rera.ap.gov.in",
    projectNumber: (rng, _c, y) =>
      `P${pad(rng.int(1, 13), 2)}${rng.int(100, 999)}${y}${pad(rng.int(1, 999), 4)}`,
    agentNumber: (rng, _c, y) => `A${pad(rng.int(1, 13), 2)}${y}${pad(rng.int(1, 999), 4)}`,
  },
  {
    state: "Bihar",
    website: "https://rera.bihar.gov.in",
    projectNumber: (rng, _c, y) =>
      `BRERAP${pad(rng.int(1, 2999), 5)}-${rng.int(1, 9)}/${rng.int(100, 999)}/R-${rng.int(100, 1999)}/${y}`,
    agentNumber: (rng, _c, y) =>
      `BRERAA${pad(rng.int(1, 999), 5)}-${rng.int(1, 9)}/${rng.int(100, 999)}/R-${rng.int(100, 1999)}/${y}`,
  },
  {
    state: "Jharkhand",
    website: "https://jharera.jharkhand.gov.in",
    projectNumber: (rng, _c, y) => `JHARERA/PROJECT/${rng.int(1, 499)}/${y}`,
    agentNumber: (rng, _c, y) => `JHARERA/AGENT/${rng.int(1, 299)}/${y}`,
  },
  {
    state: "Chhattisgarh",
    website: "https://rera.cgstate.gov.in",
    projectNumber: (rng, _c, y) => `PCGRERA${ymd(rng, y)}${pad(rng.int(1, 999), 6)}`,
    agentNumber: (rng, _c, y) => `ACGRERA${ymd(rng, y)}${pad(rng.int(1, 499), 6)}`,
  },
  {
    state: "Uttarakhand",
    website: "https://ukrera.uk.gov.in",
    projectNumber: (rng) => `UKREP${pad(rng.int(1, 13), 2)}${pad(rng.int(1, 999), 9)}`,
    agentNumber: (rng) => `UKREA${pad(rng.int(1, 13), 2)}${pad(rng.int(1, 499), 9)}`,
  },
];

const BY_STATE: ReadonlyMap<string, ReraAuthority> = new Map(
  RERA_AUTHORITIES.map((a) => [a.state, a]),
);

/** The authority of a state, when the demo data knows it. */
export function reraAuthorityFor(state: string): ReraAuthority | undefined {
  return BY_STATE.get(state);
}
