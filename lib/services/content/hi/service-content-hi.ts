import type { ServiceSlug } from "@/lib/services/catalog";
import type { ServiceContent } from "../types";
import { agentsHi } from "./agents";
import { architectsHi } from "./architects";
import { buildersHi } from "./builders";
import { consultantsHi } from "./consultants";
import { contractorsHi } from "./contractors";
import { inspectionHi } from "./inspection";
import { interiorDecoratorsHi } from "./interior-decorators";
import { investmentHi } from "./investment";
import { legalHi } from "./legal";
import { mortgageHi } from "./mortgage";
import { propertyManagementHi } from "./property-management";
import { valuationHi } from "./valuation";
import { vaastuHi } from "./vaastu";

/** The service pages' content in Hindi, by slug (the same facts and prices as the English). */
export const SERVICE_CONTENT_HI: Record<ServiceSlug, ServiceContent> = {
  "property-management": propertyManagementHi,
  legal: legalHi,
  mortgage: mortgageHi,
  inspection: inspectionHi,
  investment: investmentHi,
  agents: agentsHi,
  builders: buildersHi,
  architects: architectsHi,
  "interior-decorators": interiorDecoratorsHi,
  vaastu: vaastuHi,
  contractors: contractorsHi,
  consultants: consultantsHi,
  valuation: valuationHi,
};
