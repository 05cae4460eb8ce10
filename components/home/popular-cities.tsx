import { useLocale, useTranslations } from "next-intl";
import { SiteAnchor } from "@/components/i18n/site-anchor";
import { cityName, stateName } from "@/lib/geo/city-names-hi";
import { Section } from "@/components/home/section";
import { findCityByName } from "@/lib/geo/cities";
import { formatIndianNumber } from "@/lib/format/money";
import { POPULAR_CITIES } from "@/lib/site";
import { cityPagePath } from "@/lib/seo/urls";

const EXTRA = ["Indore", "Bhopal", "Noida", "Gurgaon"];

/** The eight popular cities (plus the home state's) with how many listings each has. */
export function PopularCities({ counts }: { counts: Record<string, number> }) {
  const cities = [...POPULAR_CITIES.map((c) => c.city), ...EXTRA]
    .map((name) => findCityByName(name))
    .filter((c) => c !== undefined);
  const t = useTranslations("home");
  const locale = useLocale();
  return (
    <Section id="popular-cities" title={t("popularCities")} subtitle={t("popularCitiesSubtitle")}>
      <ul className="city-tiles">
        {cities.map((city) => (
          <li key={city.slug}>
            <SiteAnchor href={cityPagePath(city.slug)} locale={locale}>
              <b>{cityName(city.name, locale)}</b>
              <span>
                {counts[city.slug]
                  ? t("cityCount", { count: formatIndianNumber(counts[city.slug]) })
                  : stateName(city.state, locale)}
              </span>
            </SiteAnchor>
          </li>
        ))}
      </ul>
    </Section>
  );
}
