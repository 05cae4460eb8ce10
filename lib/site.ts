import { cityName, stateName } from "@/lib/geo/city-names-hi";
import type { Locale } from "@/lib/i18n/locales";

/** Brand, contact details and the popular cities: one place for the whole site. */
export const site = {
  name: "LAND Acre",
  shortName: "LAND Acre",
  tagline: "Buy, sell and rent verified properties across India",
  description:
    "LAND Acre connects buyers, sellers and agents with verified flats, land and plots, offices, shops and new builder projects across India.",
  phoneDisplay: "+91 98765 43210",
  phoneTel: "+919876543210",
  email: "support@landacre.in",
  address: {
    line1: "3rd Floor, Shekhar Central, AB Road, Palasia",
    city: "Indore",
    state: "Madhya Pradesh",
    pin: "452001",
    country: "India",
  },
  /**
   * Grievance Officer (DPDP Act 2023 s. 8(10), DPDP Rules 2025): who answers questions and
   * complaints about personal data, shown on the privacy pages.
   */
  grievanceOfficer: {
    name: "Priya Raghavan",
    title: "Grievance Officer",
    email: "grievance@landacre.in",
    phoneDisplay: "+91 98765 43211",
    phoneTel: "+919876543211",
  },
  credit: "Designed and developed by the LAND Acre engineering team",
  social: [
    { label: "Facebook", href: "https://www.facebook.com/landacre" },
    { label: "Instagram", href: "https://www.instagram.com/landacre" },
    { label: "X", href: "https://x.com/landacre" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/landacre" },
    { label: "YouTube", href: "https://www.youtube.com/@landacre" },
  ],
} as const;

export const POPULAR_CITIES = [
  { city: "Delhi", state: "Delhi" },
  { city: "Mumbai", state: "Maharashtra" },
  { city: "Bangalore", state: "Karnataka" },
  { city: "Hyderabad", state: "Telangana" },
  { city: "Chennai", state: "Tamil Nadu" },
  { city: "Kolkata", state: "West Bengal" },
  { city: "Pune", state: "Maharashtra" },
  { city: "Ahmedabad", state: "Gujarat" },
] as const;

/** The office's address in a language: city, state and country in Devanagari on Hindi pages. */
export function siteAddress(locale: Locale = "en") {
  const a = site.address;
  return {
    ...a,
    city: cityName(a.city, locale),
    state: stateName(a.state, locale),
    country: locale === "hi" ? "भारत" : a.country,
  };
}

export function fullAddress(locale: Locale = "en"): string {
  const a = siteAddress(locale);
  return `${a.line1}, ${a.city}, ${a.state} ${a.pin}, ${a.country}`;
}
