/**
 * Stamp duty and registration charges on buying a home, by state, as data: each state's rates,
 * any women's concession, the official source and when we read it. Indicative — the page tells
 * buyers to confirm with the state's registration department (rates and cesses change, and
 * duty is charged on the higher of the price and the government's guideline / circle value).
 * Isomorphic.
 */

export type Buyer = "man" | "woman" | "joint";

/** Stamp duty rate (%) for a property value up to `upTo` rupees (null: any value). */
export type Slab = { upTo: number | null; rate: number };

export type StateRule = {
  state: string;
  /** Stamp duty for a man (and the default), by the property's value band. */
  duty: Slab[];
  /** A woman buying alone, when the state has a concession. */
  women?:
    | { kind: "slabs"; duty: Slab[] }
    /** Percentage points off the duty, the rebate capped at `maxRebate` rupees. */
    | { kind: "rebate"; points: number; maxRebate?: number };
  /** A man and a woman buying jointly, when the state sets a rate for it. */
  joint?: Slab[];
  registration: {
    rate: number;
    cap?: number;
    /** Added to the registration fee (rupees), e.g. Delhi's pasting fee. */
    fixed?: number;
    /** Women buying alone pay no registration fee. */
    womenExempt?: boolean;
  };
  source: { name: string; url: string };
  /** When the rates were read from the source, `YYYY-MM`. */
  asOf: string;
  note?: string;
};

export const STAMP_DUTY_RULES: readonly StateRule[] = [
  {
    state: "Delhi",
    duty: [{ upTo: null, rate: 6 }],
    women: { kind: "slabs", duty: [{ upTo: null, rate: 4 }] },
    joint: [{ upTo: null, rate: 5 }],
    registration: { rate: 1, fixed: 100 },
    source: {
      name: "Department of Revenue, Govt of NCT of Delhi",
      url: "https://revenue.delhi.gov.in",
    },
    asOf: "2025-04",
    note: "Registration 1 % plus a ₹100 pasting fee.",
  },
  {
    state: "Maharashtra",
    duty: [{ upTo: null, rate: 6 }],
    women: { kind: "rebate", points: 1 },
    registration: { rate: 1, cap: 30_000 },
    source: {
      name: "Department of Registration and Stamps, Maharashtra (IGR)",
      url: "https://igrmaharashtra.gov.in",
    },
    asOf: "2025-04",
    note: "6 % in municipal corporation areas such as Mumbai and Pune (5 % duty plus 1 % metro cess or LBT); registration 1 %, at most ₹30,000.",
  },
  {
    state: "Karnataka",
    duty: [
      { upTo: 20_00_000, rate: 2 },
      { upTo: 45_00_000, rate: 3 },
      { upTo: null, rate: 5 },
    ],
    registration: { rate: 1 },
    source: {
      name: "Department of Stamps and Registration, Karnataka",
      url: "https://igr.karnataka.gov.in",
    },
    asOf: "2025-04",
    note: "Cesses and surcharges of about 0.6 % are not included.",
  },
  {
    state: "Tamil Nadu",
    duty: [{ upTo: null, rate: 7 }],
    registration: { rate: 2 },
    source: {
      name: "Registration Department, Tamil Nadu",
      url: "https://tnreginet.gov.in",
    },
    asOf: "2025-04",
  },
  {
    state: "Telangana",
    duty: [{ upTo: null, rate: 5.5 }],
    registration: { rate: 0.5 },
    source: {
      name: "Registration and Stamps Department, Telangana",
      url: "https://registration.telangana.gov.in",
    },
    asOf: "2025-04",
    note: "5.5 % includes the 1.5 % transfer duty.",
  },
  {
    state: "West Bengal",
    duty: [
      { upTo: 1_00_00_000, rate: 6 },
      { upTo: null, rate: 7 },
    ],
    registration: { rate: 1 },
    source: {
      name: "Directorate of Registration and Stamp Revenue, West Bengal",
      url: "https://wbregistration.gov.in",
    },
    asOf: "2025-04",
    note: "Urban areas (Kolkata); 1 % less in rural areas.",
  },
  {
    state: "Gujarat",
    duty: [{ upTo: null, rate: 4.9 }],
    registration: { rate: 1, womenExempt: true },
    source: {
      name: "Department of Stamps and Registration, Gujarat (GARVI)",
      url: "https://garvi.gujarat.gov.in",
    },
    asOf: "2025-04",
    note: "4.9 % includes the surcharge; women buying alone pay no registration fee.",
  },
  {
    state: "Uttar Pradesh",
    duty: [{ upTo: null, rate: 7 }],
    women: { kind: "rebate", points: 1, maxRebate: 10_000 },
    registration: { rate: 1 },
    source: {
      name: "Stamp and Registration Department, Uttar Pradesh",
      url: "https://igrsup.gov.in",
    },
    asOf: "2025-04",
    note: "Women get 1 % off the duty on the first ₹10 lakh of value (at most ₹10,000).",
  },
  {
    state: "Haryana",
    duty: [{ upTo: null, rate: 7 }],
    women: { kind: "slabs", duty: [{ upTo: null, rate: 5 }] },
    joint: [{ upTo: null, rate: 6 }],
    registration: { rate: 1, cap: 50_000 },
    source: { name: "Revenue Department, Haryana (Jamabandi)", url: "https://jamabandi.nic.in" },
    asOf: "2025-04",
    note: "Urban areas; registration is charged in slabs up to ₹50,000 (shown here as 1 % up to ₹50,000).",
  },
  {
    state: "Rajasthan",
    duty: [{ upTo: null, rate: 6 }],
    women: { kind: "slabs", duty: [{ upTo: null, rate: 5 }] },
    registration: { rate: 1 },
    source: {
      name: "Registration and Stamps Department, Rajasthan",
      url: "https://igrs.rajasthan.gov.in",
    },
    asOf: "2025-04",
  },
  {
    state: "Madhya Pradesh",
    duty: [{ upTo: null, rate: 7.5 }],
    registration: { rate: 3 },
    source: {
      name: "Department of Commercial Tax (Registration), Madhya Pradesh",
      url: "https://sampada.mpigr.gov.in",
    },
    asOf: "2025-04",
    note: "7.5 % includes the municipal and panchayat duties.",
  },
  {
    state: "Punjab",
    duty: [{ upTo: null, rate: 7 }],
    women: { kind: "slabs", duty: [{ upTo: null, rate: 5 }] },
    registration: { rate: 1, cap: 2_00_000 },
    source: { name: "Department of Revenue, Punjab", url: "https://igrpunjab.gov.in" },
    asOf: "2025-04",
    note: "7 % includes the 1 % social infrastructure cess and 1 % additional duty.",
  },
];

export const STAMP_DUTY_STATES: readonly string[] = STAMP_DUTY_RULES.map((r) => r.state);

export function stampDutyRule(state: string): StateRule | undefined {
  return STAMP_DUTY_RULES.find((r) => r.state.toLowerCase() === state.trim().toLowerCase());
}
