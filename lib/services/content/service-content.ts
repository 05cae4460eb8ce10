import type { Locale } from "@/lib/i18n/locales";
import type { ServiceSlug } from "@/lib/services/catalog";
import { SERVICE_CONTENT_HI } from "./hi/service-content-hi";
import { agents } from "./agents";
import { architects } from "./architects";
import { builders } from "./builders";
import { consultants } from "./consultants";
import { contractors } from "./contractors";
import { inspection } from "./inspection";
import { interiorDecorators } from "./interior-decorators";
import { investment } from "./investment";
import { legal } from "./legal";
import { mortgage } from "./mortgage";
import { propertyManagement } from "./property-management";
import type { ServiceContent } from "./types";
import { valuation } from "./valuation";
import { vaastu } from "./vaastu";

/** The written content of every service page, by slug. */
export const SERVICE_CONTENT: Record<ServiceSlug, ServiceContent> = {
  "property-management": propertyManagement,
  valuation,
  legal,
  mortgage,
  inspection,
  investment,
  agents,
  builders,
  architects,
  "interior-decorators": interiorDecorators,
  vaastu,
  contractors,
  consultants,
};

/** A service page's content in a language. */
export function getServiceContent(slug: ServiceSlug, locale: Locale = "en"): ServiceContent {
  return (locale === "hi" ? SERVICE_CONTENT_HI : SERVICE_CONTENT)[slug];
}
