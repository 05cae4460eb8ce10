import { useLocale, useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { usePhrase } from "@/components/i18n/use-phrase";
import { cityName, placeName } from "@/lib/geo/place-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { addressLine } from "@/lib/format/address";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { EnquiryPanel } from "@/components/enquiry/enquiry-panel";
import { BrochureLink } from "@/components/project/brochure-link";
import { ProjectCard } from "@/components/home/project-card";
import { projectFacts } from "@/components/project/project-facts";
import { ReraBanner } from "@/components/project/rera-banner";
import { UnitTable } from "@/components/project/unit-table";
import { Gallery, type GalleryImage } from "@/components/property/gallery";
import { KeyFacts } from "@/components/property/key-facts";
import { Amenities, Description } from "@/components/property/property-sections";
import { ShareButton } from "@/components/property/share-button";
import { StatusRibbon } from "@/components/property/status-ribbon";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import type { PublicProject } from "@/lib/projects/get-project";
import { getCityProjects } from "@/lib/projects/project-cards";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { amenityLabel } from "@/lib/format/labels";
import { canonicalUrl } from "@/lib/seo/alternates";
import { breadcrumbList, jsonLdGraph, projectJsonLd, type Crumb } from "@/lib/seo/json-ld";
import { cityPagePath, projectPath } from "@/lib/seo/urls";

export function projectImages(p: PublicProject, locale: Locale = "en"): GalleryImage[] {
  const urls = [...new Set([p.coverUrl, ...p.gallery].filter((u): u is string => Boolean(u)))];
  const t = translator(locale, "gallery");
  return urls.map((url, i) => ({
    url,
    alt: t("photoAlt", { title: p.name, n: i + 1 }),
    width: 1440,
    height: 960,
  }));
}

export function builderName(p: PublicProject): string {
  return p.builder.companyName ?? p.builder.name;
}

export function projectCrumbs(p: PublicProject, locale: Locale = "en"): Crumb[] {
  const t = translator(locale, "projectPage");
  const city = cityName(p.cityName, locale);
  return [
    { name: t("home"), path: "/" },
    { name: t("propertyIn", { city }), path: cityPagePath(p.citySlug) },
    { name: t("projectsIn", { city }), path: `${cityPagePath(p.citySlug)}#projects` },
    { name: p.name, path: projectPath(p) },
  ];
}

async function RelatedProjects({
  citySlug,
  cityName,
  exceptId,
}: {
  citySlug: string;
  cityName: string;
  exceptId: number;
}) {
  const related = await getCityProjects(citySlug, 3, exceptId);
  if (related.length === 0) return null;
  const t = await getTranslations("projectPage");
  const locale = await getLocale();
  return (
    <section aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="mb-4 text-2xl font-bold text-slate-900">
        {t("moreProjects", { city: placeName(cityName, locale) })}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The body of a project page. */
export function ProjectDetails({
  project: p,
  baseUrl,
}: {
  project: PublicProject;
  baseUrl: string;
}) {
  const t = useTranslations("projectPage");
  const locale = useLocale();
  const phrase = usePhrase();
  const images = projectImages(p, locale);
  const crumbs = projectCrumbs(p, locale);
  const builder = builderName(p);
  const path = projectPath(p);
  const jsonLd = jsonLdGraph(
    projectJsonLd(baseUrl, {
      ...p,
      path,
      images: images.map((i) => i.url),
      amenities: p.amenities.map(amenityLabel),
      builderName: builder,
    }),
    breadcrumbList(baseUrl, crumbs),
  );
  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 pt-32">
      <JsonLdScript data={jsonLd} />
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-700">
            {phrase(PROJECT_STAGE_LABELS[p.stage])} · {t("newProject")}
          </p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{p.name}</h1>
          <p className="mt-1 text-slate-600">
            {addressLine([
              p.address,
              p.localityName ? placeName(p.localityName, locale) : p.localityName,
              placeName(p.cityName, locale),
              placeName(p.state, locale),
            ])}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-800">
            <SpriteIcon name="building-2" className="size-4" /> {t("by")} <strong>{builder}</strong>
            {p.builder.verified ? (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
                <SpriteIcon name="badge-check" className="size-4" /> {t("verifiedBuilder")}
              </span>
            ) : null}
          </p>
        </div>
        {/* The project's canonical address in the page's language, with its name. */}
        <ShareButton url={canonicalUrl(baseUrl, locale, path)} title={p.name} />
      </header>
      <div className="mt-4">
        <ReraBanner project={p} />
      </div>
      {p.status === "sold" ? (
        <div className="mt-4">
          <StatusRibbon label={t("soldOut")} />
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-6">
          <Gallery images={images} title={p.name} />
          <KeyFacts facts={projectFacts(p, locale)} title={t("overview")} />
          <UnitTable units={p.units} />
          <Description text={p.description} heading={t("aboutProject")} />
          <Amenities items={p.amenities} />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          {p.brochureUrl ? <BrochureLink url={p.brochureUrl} /> : null}
          {p.builder.about ? (
            <section
              aria-labelledby="builder-heading"
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2 id="builder-heading" className="text-lg font-bold text-slate-900">
                {t("aboutBuilder", { builder })}
              </h2>
              <p className="mt-2 text-sm text-slate-700">{p.builder.about}</p>
            </section>
          ) : null}
          {p.status === "active" ? (
            <EnquiryPanel
              title={t("contactBuilder")}
              targetType="project"
              targetId={p.id}
              defaultMessage={t("defaultMessage", { name: p.name })}
            />
          ) : null}
        </aside>
      </div>
      <RelatedProjects citySlug={p.citySlug} cityName={p.cityName} exceptId={p.id} />
    </main>
  );
}
