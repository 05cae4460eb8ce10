/** The 13 service pages under /services/<slug>. */
export const SERVICES = [
  { slug: "property-management", title: "Property Management" },
  { slug: "valuation", title: "Property Valuation" },
  { slug: "legal", title: "Legal Assistance" },
  { slug: "mortgage", title: "Home Loans & Mortgage" },
  { slug: "inspection", title: "Home Inspection" },
  { slug: "investment", title: "Investment Advisory" },
  { slug: "agents", title: "Find Verified Agents" },
  { slug: "builders", title: "Builders & Developers" },
  { slug: "architects", title: "Architects" },
  { slug: "interior-decorators", title: "Interior Decorators" },
  { slug: "vaastu", title: "Vaastu Consultants" },
  { slug: "contractors", title: "Contractors" },
  { slug: "consultants", title: "Real Estate Consultants" },
] as const;

export type ServiceSlug = (typeof SERVICES)[number]["slug"];

export function findService(slug: string) {
  return SERVICES.find((s) => s.slug === slug);
}
