"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { usePhrase } from "@/components/i18n/use-phrase";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { HOME_CITY_COOKIE, HOME_CITY_MAX_AGE } from "@/components/home/home-city";
import { Section } from "@/components/home/section";
import { useDetectedCity } from "@/components/layout/use-detected-city";
import { cityName, stateName } from "@/lib/geo/city-names-hi";
import type { ListingCard } from "@/lib/properties/listing-cards";
import { SpriteIcon } from "@/components/ui/sprite-icon";

export type CityPick = { name: string; slug: string; href: string };

/**
 * The listing cards (property-card with its labels, prices and next/image's attributes) load when
 * a city is known, alongside its listings: they are not in home's first JavaScript (issue 29).
 */
const loadCards = () => import("@/components/property/property-card");
const ListingGrid = lazy(() => loadCards().then((cards) => ({ default: cards.ListingGrid })));

type CityListings = {
  city: { name: string; state: string; slug: string } | null;
  listings: ListingCard[];
};

function readRememberedCity(): string | null {
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${HOME_CITY_COOKIE}=`));
  if (!match) return null;
  try {
    return decodeURIComponent(match.slice(HOME_CITY_COOKIE.length + 1)) || null;
  } catch {
    return null;
  }
}

/** The cookie is written by this component only, after it has read it. */
function noSubscription(): () => void {
  return () => undefined;
}

function CityPicks({ picks, except }: { picks: CityPick[]; except?: string }) {
  const t = useTranslations("yourCity");
  const locale = useLocale();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("picks")}>
      {picks
        .filter((c) => c.name !== except)
        .map((city) => (
          <li key={city.slug}>
            <Link href={city.href} className="city-pill">
              <SpriteIcon name="map-pin" className="size-4" /> {cityName(city.name, locale)}
            </Link>
          </li>
        ))}
    </ul>
  );
}

/**
 * The visitor's city comes from the shell's detection (browser geolocation + GET
 * /api/geolocation/reverse, once per session) or the cookie that remembers it for a day; its
 * newest listings come from GET /api/properties/your-city. Until then (or when permission is
 * denied) the popular cities are offered.
 */
export function YourCityListings({ picks }: { picks: CityPick[] }) {
  const { city: detected, error, permissionDenied, loading } = useDetectedCity();
  const remembered = useSyncExternalStore(noSubscription, readRememberedCity, () => null);
  const [result, setResult] = useState<{ name: string; data: CityListings } | null>(null);
  const t = useTranslations("yourCity");
  const locale = useLocale();
  const phrase = usePhrase();

  const name = detected?.city ?? remembered;

  useEffect(() => {
    if (!detected || detected.city === readRememberedCity()) return;
    document.cookie = `${HOME_CITY_COOKIE}=${encodeURIComponent(detected.city)}; path=/; max-age=${HOME_CITY_MAX_AGE}; samesite=lax`;
  }, [detected]);

  useEffect(() => {
    if (!name) return;
    loadCards().catch(() => undefined);
    const controller = new AbortController();
    fetch(`/api/properties/your-city?city=${encodeURIComponent(name)}`, {
      signal: controller.signal,
    })
      .then(async (response) => {
        if (response.ok) setResult({ name, data: (await response.json()) as CityListings });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [name]);

  const note = permissionDenied
    ? t("permissionDenied")
    : error
      ? // The reason as the browser or the server gave it, worded in the page's language (its
        // own Hindi full stop dropped: the message adds one).
        t("failed", { error: phrase(error).replace(/।$/, "") })
      : loading
        ? t("finding")
        : null;
  const status = (
    <p role="status" className="min-h-5 text-sm text-slate-600">
      {note}
    </p>
  );

  const shown = result && result.name === name ? result.data : null;
  const city = shown?.city ?? null;
  const offerCities = (
    <Section
      id="your-city"
      title={t("title")}
      subtitle={
        city && shown?.listings.length === 0
          ? t("noListings", { city: cityName(city.name, locale) })
          : t("subtitle")
      }
    >
      {status}
      <div className="mt-3">
        <CityPicks picks={picks} />
      </div>
    </Section>
  );
  if (!city || !shown || shown.listings.length === 0) return offerCities;
  const named = { city: cityName(city.name, locale), state: stateName(city.state, locale) };
  // The city's section shows once its cards can be drawn (their code is normally loaded by
  // then: it was asked for with the listings), never a heading over an empty grid.
  return (
    <Suspense fallback={offerCities}>
      <Section
        id="your-city"
        title={t("cityTitle", named)}
        subtitle={t("citySubtitle", named)}
        viewAll={{ href: `/property-in/${city.slug}`, label: t("viewAll", named) }}
      >
        <ListingGrid listings={shown.listings} />
        {status}
        <div className="mt-4">
          <p className="mb-2 text-sm text-slate-600">{t("elsewhere")}</p>
          <CityPicks picks={picks} except={city.name} />
        </div>
      </Section>
    </Suspense>
  );
}
