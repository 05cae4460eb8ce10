import type { ServiceSlug } from "@/lib/services/catalog";
import type { ServiceContent } from "../types";
import { legalHi } from "./legal";
import { valuationHi } from "./valuation";

/**
 * The service pages' content in Hindi, by slug (the same facts and prices as the English). A
 * service not here yet shows its English text under the Hindi page's Hindi headings.
 */
export const SERVICE_CONTENT_HI: Partial<Record<ServiceSlug, ServiceContent>> = {
  legal: legalHi,
  valuation: valuationHi,
};
