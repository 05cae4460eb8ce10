import { useLocale, useTranslations } from "next-intl";
import { SiteAnchor } from "@/components/i18n/site-anchor";
import { usePhrase } from "@/components/i18n/use-phrase";
import { placeName } from "@/lib/geo/place-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import { CardImage } from "@/components/property/media-img";
import { formatPriceShort } from "@/lib/format/money";
import type { ProjectCard as ProjectCardData } from "@/lib/projects/project-cards";
import { formatMonthYear } from "@/lib/format/date";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { projectPath } from "@/lib/seo/urls";
import { SpriteIcon } from "@/components/ui/sprite-icon";

function priceRange(min: number | null, max: number | null, locale: Locale): string | null {
  if (min == null && max == null) return null;
  if (min != null && max != null && min !== max)
    return `${formatPriceShort(min, locale)} – ${formatPriceShort(max, locale)}`;
  return formatPriceShort((min ?? max) as number, locale);
}

export function ProjectCard({ project }: { project: ProjectCardData }) {
  const t = useTranslations("projectPage");
  const locale = useLocale();
  const phrase = usePhrase();
  const range = priceRange(project.minPrice, project.maxPrice, locale);
  const bhks = project.bhks.length ? `${project.bhks.join(", ")} BHK` : null;
  const possession = formatMonthYear(project.possessionDate, locale);
  return (
    <article className="card">
      <div className="project-photo">
        {project.coverUrl ? (
          <CardImage src={project.coverUrl} alt={project.name} card="project" />
        ) : (
          <div className="flex h-full items-center justify-center text-slate-400">
            <SpriteIcon name="building-2" className="size-10" />
          </div>
        )}
        <span className="card-tag project-stage">
          {phrase(PROJECT_STAGE_LABELS[project.stage])}
        </span>
      </div>
      <div className="project-body">
        <h3 className="project-name">
          <SiteAnchor href={projectPath(project)} locale={locale} className="project-link">
            {project.name}
          </SiteAnchor>
        </h3>
        <p>
          {t("by")} {project.builderName}
        </p>
        <p>
          {[project.localityName, project.cityName]
            .filter(Boolean)
            .map((name) => placeName(name, locale))
            .join(", ")}
        </p>
        {range ? <p className="project-price">{range}</p> : null}
        <p>
          {[bhks, possession ? t("possession", { date: possession }) : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {project.reraNumber ? <p className="project-rera">RERA: {project.reraNumber}</p> : null}
      </div>
    </article>
  );
}
