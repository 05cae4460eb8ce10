import { getLocale, getTranslations } from "next-intl/server";
import { HeroSearch } from "@/components/home/hero-search";
import { cityName } from "@/lib/geo/city-names-hi";
import type { CityOption } from "@/lib/geo/cities";

/**
 * The home hero: a dark gradient with a drawn skyline (no image download) so the transparent
 * nav's white text stays readable, the H1 and the search box.
 */
export async function Hero({
  cities,
  countLabel,
}: {
  cities: readonly CityOption[];
  countLabel: React.ReactNode;
}) {
  const t = await getTranslations("home");
  const locale = await getLocale();
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-[#0e3470] to-slate-900 pb-14 pt-32 text-white sm:pt-40">
      <div
        aria-hidden
        className="absolute -right-24 -top-24 -z-10 size-96 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">
          {countLabel} · {t("reraProjects")}
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
          {t("heading")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t("lead")}</p>
        <div className="mt-8">
          {/* Name and state only: the picker's value is the name's slug (as every city slug is). */}
          <HeroSearch
            cities={cities.map((c) => [c.name, c.state, cityName(c.name, locale)] as const)}
          />
        </div>
      </div>
      {/* Last in the section, so it is drawn once the section is whole. Placed first, it was drawn
          before the search box had arrived and moved down when it came (a layout shift). */}
      <svg
        aria-hidden
        className="absolute inset-x-0 bottom-0 -z-10 h-40 w-full text-white/10 sm:h-56"
        viewBox="0 0 1200 200"
        preserveAspectRatio="none"
        fill="currentColor"
      >
        <path d="M0 200V140h40v-30h30v30h20V90h50v110h20V60h40v140h30v-70h30v70h20V30h60v170h20v-90h40v90h30V70h30v-20h30v150h20v-80h50v80h20V100h30V40h40v160h30v-60h40v60h20V80h60v120h20v-50h40v50h30V20h50v180h20v-90h40v90h30v-60h30v60h30V90h40v110h30v-40h40v40z" />
      </svg>
    </section>
  );
}
