import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { Section } from "@/components/home/section";
import { SpriteIcon, type SpriteIconName } from "@/components/ui/sprite-icon";
import { phraseFor } from "@/lib/i18n/phrase";
import { SERVICES, type ServiceSlug } from "@/lib/services/catalog";

const ICONS: Record<ServiceSlug, SpriteIconName> = {
  "property-management": "building",
  valuation: "line-chart",
  legal: "scale",
  mortgage: "landmark",
  inspection: "clipboard-check",
  investment: "briefcase",
  agents: "user-check",
  builders: "hard-hat",
  architects: "pencil-ruler",
  "interior-decorators": "paintbrush",
  vaastu: "compass",
  contractors: "users",
  consultants: "search",
};

/** Links to the 13 service pages, each named in the page's language (the catalogue's phrases). */
export function ServicesGrid() {
  const t = useTranslations("home");
  const phrase = phraseFor(useLocale());
  return (
    <Section id="services" title={t("services")} subtitle={t("servicesSubtitle")}>
      <ul className="tiles">
        {SERVICES.map((service) => {
          return (
            <li key={service.slug}>
              <Link href={`/services/${service.slug}`}>
                <SpriteIcon name={ICONS[service.slug]} />
                {phrase(service.title)}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
