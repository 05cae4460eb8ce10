import type { ServiceSlug } from "@/lib/services/catalog";
import type { ServiceContent } from "../types";

/** The service pages' content in Hindi, by slug (the same facts and prices as the English). */
export const SERVICE_CONTENT_HI: Partial<Record<ServiceSlug, ServiceContent>> = {};
