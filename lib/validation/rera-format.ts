/**
 * RERA registration numbers as each state's authority issues them (projects: Sec 3, agents:
 * Sec 9), with the authority's website that the listing must name (Sec 11(2)). A state not in
 * the table gets the general shape only. Isomorphic.
 */

export type ReraKind = "project" | "agent";

type Authority = {
  name: string;
  website: string;
  project: RegExp;
  agent: RegExp;
  /** An example of each, shown in the message when a number does not fit. */
  examples: Record<ReraKind, string>;
};

const D = "\\d";
const r = (source: string) => new RegExp(`^${source}$`, "i");

export const RERA_AUTHORITIES: Readonly<Record<string, Authority>> = {
  Maharashtra: {
    name: "MahaRERA",
    website: "https://maharera.maharashtra.gov.in",
    project: r(`P5${D}{10}`),
    agent: r(`A5${D}{10}`),
    examples: { project: "P51800012345", agent: "A51800012345" },
  },
  Karnataka: {
    name: "RERA Karnataka",
    website: "https://rera.karnataka.gov.in",
    project: r(`PRM/KA/RERA/${D}{4}/${D}{3}/PR/${D}{6}/${D}{6}`),
    agent: r(`PRM/KA/RERA/${D}{4}/${D}{3}/AG/${D}{6}/${D}{6}`),
    examples: {
      project: "PRM/KA/RERA/1251/446/PR/171015/000123",
      agent: "PRM/KA/RERA/1251/446/AG/171015/000123",
    },
  },
  "Madhya Pradesh": {
    name: "MP RERA",
    website: "https://www.rera.mp.gov.in",
    project: r(`P-[A-Z]{3}-(${D}{2}|${D}{4})-${D}{1,6}`),
    agent: r(`A-[A-Z]{3}-(${D}{2}|${D}{4})-${D}{1,6}`),
    examples: { project: "P-IND-19-1234", agent: "A-IND-19-0123" },
  },
  Delhi: {
    name: "RERA Delhi",
    website: "https://rera.delhi.gov.in",
    project: r(`DLRERA${D}{4}P${D}{4}`),
    agent: r(`DLRERA${D}{4}A${D}{4}`),
    examples: { project: "DLRERA2021P0012", agent: "DLRERA2021A0012" },
  },
  Telangana: {
    name: "TS RERA",
    website: "https://rera.telangana.gov.in",
    project: r(`P024${D}{8}`),
    agent: r(`A024${D}{8}`),
    examples: { project: "P02400001234", agent: "A02400001234" },
  },
  "Tamil Nadu": {
    name: "TNRERA",
    website: "https://www.rera.tn.gov.in",
    project: r(`TN/${D}{1,2}/Building/${D}{4}/${D}{4}`),
    agent: r(`TN/Agent/${D}{4}/${D}{4}`),
    examples: { project: "TN/29/Building/0123/2021", agent: "TN/Agent/0123/2021" },
  },
  "West Bengal": {
    name: "WBRERA",
    website: "https://rera.wb.gov.in",
    project: r(`WBRERA/P/[A-Z]{3}/${D}{4}/${D}{6}`),
    agent: r(`WBRERA/A/[A-Z]{3}/${D}{4}/${D}{6}`),
    examples: { project: "WBRERA/P/KOL/2021/000123", agent: "WBRERA/A/KOL/2021/000123" },
  },
  Gujarat: {
    name: "GujRERA",
    website: "https://gujrera.gujarat.gov.in",
    project: r(`PR/GJ/[A-Z ]+/[A-Z ]+/[A-Z]+/[A-Z]{2,4}${D}{5}/${D}{6}`),
    agent: r(`AG/GJ/[A-Z ]+/[A-Z ]+/[A-Z]+/[A-Z]{2,4}${D}{5}/${D}{6}`),
    examples: {
      project: "PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA01234/210315",
      agent: "AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA00123/210315",
    },
  },
  "Uttar Pradesh": {
    name: "UP RERA",
    website: "https://www.up-rera.in",
    project: r(`UPRERAPRJ${D}{4,6}`),
    agent: r(`UPRERAAGT${D}{4,6}`),
    examples: { project: "UPRERAPRJ12345", agent: "UPRERAAGT12345" },
  },
  Haryana: {
    name: "HARERA",
    website: "https://haryanarera.gov.in",
    project: r(`RC/REP/HARERA/[A-Z]{3}/${D}{1,4}/${D}{1,4}/${D}{4}/${D}{1,4}`),
    agent: r(`HRERA-PKL-REA-${D}{1,5}-${D}{4}`),
    examples: { project: "RC/REP/HARERA/GGM/123/45/2021/12", agent: "HRERA-PKL-REA-123-2021" },
  },
  Rajasthan: {
    name: "RERA Rajasthan",
    website: "https://rera.rajasthan.gov.in",
    project: r(`RAJ/P/${D}{4}/${D}{1,5}`),
    agent: r(`RAJ/A/${D}{4}/${D}{1,5}`),
    examples: { project: "RAJ/P/2021/1234", agent: "RAJ/A/2021/0123" },
  },
  Kerala: {
    name: "K-RERA",
    website: "https://rera.kerala.gov.in",
    project: r(`K-RERA/PRJ/[A-Z]{3}/${D}{3}/${D}{4}`),
    agent: r(`K-RERA/AG/${D}{4}/${D}{4}`),
    examples: { project: "K-RERA/PRJ/EKM/012/2021", agent: "K-RERA/AG/0123/2021" },
  },
  Punjab: {
    name: "RERA Punjab",
    website: "https://rera.punjab.gov.in",
    project: r(`PBRERA-[A-Z]{3}${D}{2}-PR${D}{4}`),
    agent: r(`PBRERA-[A-Z]{3}${D}{2}-REA${D}{4}`),
    examples: { project: "PBRERA-LDH45-PR0123", agent: "PBRERA-LDH45-REA0123" },
  },
  Odisha: {
    name: "ORERA",
    website: "https://rera.odisha.gov.in",
    project: r(`RP/${D}{2}/${D}{4}/${D}{5}`),
    agent: r(`RA/${D}{2}/${D}{4}/${D}{5}`),
    examples: { project: "RP/19/2021/00123", agent: "RA/19/2021/00123" },
  },
  Goa: {
    name: "Goa RERA",
    website: "https://rera.goa.gov.in",
    project: r(`PRGO${D}{8}`),
    agent: r(`AGGO${D}{8}`),
    examples: { project: "PRGO03210123", agent: "AGGO03210123" },
  },
  "Andhra Pradesh": {
    name: "AP RERA",
    website: "https://rera.ap.gov.in",
    project: r(`P${D}{13}`),
    agent: r(`A${D}{10}`),
    examples: { project: "P0212320210123", agent: "A0220210123" },
  },
  Bihar: {
    name: "RERA Bihar",
    website: "https://rera.bihar.gov.in",
    project: r(`BRERAP${D}{5}-${D}/${D}{3}/R-${D}{3,4}/${D}{4}`),
    agent: r(`BRERAA${D}{5}-${D}/${D}{3}/R-${D}{3,4}/${D}{4}`),
    examples: { project: "BRERAP00123-1/456/R-789/2021", agent: "BRERAA00123-1/456/R-789/2021" },
  },
  Jharkhand: {
    name: "JHARERA",
    website: "https://jharera.jharkhand.gov.in",
    project: r(`JHARERA/PROJECT/${D}{1,4}/${D}{4}`),
    agent: r(`JHARERA/AGENT/${D}{1,4}/${D}{4}`),
    examples: { project: "JHARERA/PROJECT/123/2021", agent: "JHARERA/AGENT/12/2021" },
  },
  Chhattisgarh: {
    name: "CG RERA",
    website: "https://rera.cgstate.gov.in",
    project: r(`PCGRERA${D}{12}`),
    agent: r(`ACGRERA${D}{12}`),
    examples: { project: "PCGRERA210315000123", agent: "ACGRERA210315000123" },
  },
  Uttarakhand: {
    name: "UK RERA",
    website: "https://ukrera.uk.gov.in",
    project: r(`UKREP${D}{11}`),
    agent: r(`UKREA${D}{11}`),
    examples: { project: "UKREP08000000123", agent: "UKREA08000000123" },
  },
};

/** The general shape of a registration number (states whose own format we do not know). */
export const GENERAL_RERA_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/\-. ]{4,59}$/;

export type ReraFormatCheck =
  | { ok: true; number: string; authority: string | null; website: string | null }
  | { ok: false; message: string };

/** Whether `number` has the shape the state's authority issues for a project or an agent. */
export function checkReraFormat(state: string, raw: string, kind: ReraKind): ReraFormatCheck {
  const number = raw.trim().replace(/\s+/g, " ");
  const authority = RERA_AUTHORITIES[state];
  if (!authority) {
    return GENERAL_RERA_PATTERN.test(number)
      ? { ok: true, number, authority: null, website: null }
      : { ok: false, message: "Use letters, digits, / - and . only (5 to 60 characters)" };
  }
  if (!authority[kind].test(number)) {
    return {
      ok: false,
      message: `This is not a ${state} ${kind === "project" ? "project" : "agent"} registration number. ${authority.name} numbers look like ${authority.examples[kind]}.`,
    };
  }
  return { ok: true, number, authority: authority.name, website: authority.website };
}

/** The authority's website for a state (null when we do not know it). */
export function reraWebsiteFor(state: string | null | undefined): string | null {
  return (state && RERA_AUTHORITIES[state]?.website) || null;
}

/** 500 m² of land, in acres (the Act's small-project exemption, Sec 3(2)(a)). */
export const RERA_EXEMPT_MAX_ACRES = 500 / 4046.8564224;
export const RERA_EXEMPT_MAX_UNITS = 8;

/** True when a project is too big for the small-project exemption: it must be registered. */
export function needsReraRegistration(p: {
  landAreaAcres?: number | null;
  totalUnits?: number | null;
}): boolean {
  return (
    (p.landAreaAcres ?? 0) > RERA_EXEMPT_MAX_ACRES || (p.totalUnits ?? 0) > RERA_EXEMPT_MAX_UNITS
  );
}

/** For forms: what is wrong with the number in the state's format, or null. */
export function reraFormatIssue(state: string, number: string, kind: ReraKind): string | null {
  const check = checkReraFormat(state, number, kind);
  return check.ok ? null : check.message;
}

export const agentReraIssue = (state: string, number: string) =>
  reraFormatIssue(state, number, "agent");
