import { useLocale, useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { usePhrase } from "@/components/i18n/use-phrase";
import { cityName, localityName, placeName, stateName } from "@/lib/geo/place-names-hi";
import { withoutRepeats } from "@/lib/format/address";
import { Link } from "@/components/i18n/link";
import { LocationMapButton } from "@/components/property/location-map-button";
import { ListingGrid } from "@/components/property/property-card";
import { env } from "@/lib/env";
import { amenityLabel } from "@/lib/format/labels";
import type { PublicProperty } from "@/lib/properties/get-property";
import { getSimilarProperties, type SimilarTo } from "@/lib/properties/similar";
import { projectPath } from "@/lib/seo/urls";
import { SpriteIcon } from "@/components/ui/sprite-icon";

const box = "rounded-xl border border-slate-200 bg-white p-5";

export function Description({ text, heading }: { text: string; heading?: string }) {
  const t = useTranslations("listing");
  if (!text.trim()) return null;
  return (
    <section aria-labelledby="about-heading" className={box}>
      <h2 id="about-heading" className="text-xl font-bold text-slate-900">
        {heading ?? t("about")}
      </h2>
      <p className="mt-3 whitespace-pre-line text-slate-700">{text}</p>
    </section>
  );
}

export function Amenities({ items }: { items: string[] }) {
  const t = useTranslations("listing");
  const phrase = usePhrase();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="amenities-heading" className={box}>
      <h2 id="amenities-heading" className="text-xl font-bold text-slate-900">
        {t("amenities")}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {items.map((a) => (
          <li key={a} className="amenity">
            <SpriteIcon name="circle-check" className="amenity-icon" /> {phrase(amenityLabel(a))}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Location({ p }: { p: PublicProperty }) {
  const t = useTranslations("listing");
  const locale = useLocale();
  const lines = withoutRepeats([
    p.address,
    p.localityName ? localityName(p.localityName, locale) : p.localityName,
    `${cityName(p.cityName, locale)}, ${stateName(p.state, locale)}`,
  ]);
  if (p.pincode && lines.length > 0) lines[lines.length - 1] += ` ${p.pincode}`;
  return (
    <section aria-labelledby="location-heading" className={box}>
      <h2 id="location-heading" className="text-xl font-bold text-slate-900">
        {t("location")}
      </h2>
      <p className="mt-3 flex items-start gap-2 text-slate-700">
        <SpriteIcon name="map-pin" className="mt-1 size-4 shrink-0" />
        <span>
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </p>
      {p.lat != null && p.lon != null ? (
        <LocationMapButton
          lat={p.lat}
          lon={p.lon}
          title={p.title}
          tileUrl={env.MAP_TILE_URL}
          attribution={env.MAP_TILE_ATTRIBUTION}
        />
      ) : null}
      {p.lat != null && p.lon != null ? (
        <a
          href={`https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lon}#map=16/${p.lat}/${p.lon}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("openInMap")} <SpriteIcon name="external-link" className="size-3.5" />
        </a>
      ) : null}
    </section>
  );
}

/** The RERA registration: the listing's own number, or its project's with the authority website. */
export function ReraNotice({ p }: { p: PublicProperty }) {
  const number = p.reraNumber ?? p.project?.reraNumber ?? null;
  const needsRera = p.dealType === "sale" && p.possession === "under_construction";
  const t = useTranslations("listing");
  if (!number && !needsRera && !p.project) return null;
  return (
    <section
      aria-labelledby="rera-heading"
      className={`${box} ${number ? "border-emerald-300" : "border-amber-300"}`}
    >
      <h2 id="rera-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        {number ? (
          <SpriteIcon name="shield-check" className="size-5 text-emerald-700" />
        ) : (
          <SpriteIcon name="triangle-alert" className="size-5 text-amber-700" />
        )}
        {t("rera")}
      </h2>
      {number ? (
        <p className="mt-2 text-slate-800">
          {t("reraNo")} <strong className="font-mono">{number}</strong>
          {p.project?.reraWebsite ? (
            <>
              {" "}
              · {t("verifyAt")}{" "}
              <a
                href={p.project.reraWebsite}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                {p.project.reraWebsite.replace(/^https?:\/\//, "")}
              </a>
            </>
          ) : null}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">{t("noRera")}</p>
      )}
      {p.project ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("partOf")}{" "}
          <Link
            href={projectPath(p.project)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {p.project.name}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export async function SimilarProperties({
  to,
  cityName,
  citySlug,
}: {
  to: SimilarTo;
  cityName: string;
  citySlug: string;
}) {
  const similar = await getSimilarProperties(to, citySlug, 4);
  if (similar.length === 0) return null;
  const t = await getTranslations("listing");
  const locale = await getLocale();
  return (
    <section aria-labelledby="similar-heading" className="mt-10">
      <h2 id="similar-heading" className="mb-4 text-2xl font-bold text-slate-900">
        {t("similar", { city: placeName(cityName, locale) })}
      </h2>
      <ListingGrid listings={similar} />
    </section>
  );
}
