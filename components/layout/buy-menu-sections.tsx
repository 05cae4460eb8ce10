"use client";

import { useTranslations } from "next-intl";
import { MenuSection } from "./menu-section";
import { buyHomeLinks, commercialLinks, popularCityLinks, yourCityLink } from "./nav-links";
import { useDetectedCity } from "./use-detected-city";

const POPULAR = popularCityLinks();

/**
 * "Buy Property" sections. Land / Plot / Office / Retail search the detected city (Delhi until
 * one is known); POPULAR AREAS gains "<city> (Your City)" for a city outside the eight.
 */
export function BuyMenuSections() {
  const { city } = useDetectedCity();
  const yours = yourCityLink(city);
  const t = useTranslations("nav");
  return (
    <div className="grid grid-cols-3 gap-8">
      <div className="space-y-6">
        <MenuSection id="nav-buy-home" title={t("buyAHome")} links={buyHomeLinks(city)} />
        <MenuSection
          id="nav-buy-commercial"
          title={t("commercial")}
          links={commercialLinks(city)}
        />
      </div>
      <div className="col-span-2">
        <MenuSection
          id="nav-buy-popular"
          title={t("popularAreas")}
          links={yours ? [...POPULAR, yours] : POPULAR}
          columns={2}
        />
      </div>
    </div>
  );
}
