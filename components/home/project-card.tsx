import { Link } from "@/components/i18n/link";
import { CardImage } from "@/components/property/media-img";
import { formatPriceShort } from "@/lib/format/money";
import type { ProjectCard as ProjectCardData } from "@/lib/projects/project-cards";
import { formatMonthYear } from "@/lib/format/date";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { projectPath } from "@/lib/seo/urls";
import { SpriteIcon } from "@/components/ui/sprite-icon";

function priceRange(min: number | null, max: number | null): string | null {
  if (min == null && max == null) return null;
  if (min != null && max != null && min !== max)
    return `${formatPriceShort(min)} – ${formatPriceShort(max)}`;
  return formatPriceShort((min ?? max) as number);
}

export function ProjectCard({ project }: { project: ProjectCardData }) {
  const range = priceRange(project.minPrice, project.maxPrice);
  const bhks = project.bhks.length ? `${project.bhks.join(", ")} BHK` : null;
  const possession = formatMonthYear(project.possessionDate);
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
        <span className="card-tag project-stage">{PROJECT_STAGE_LABELS[project.stage]}</span>
      </div>
      <div className="project-body">
        <h3 className="project-name">
          <Link href={projectPath(project)} className="project-link">
            {project.name}
          </Link>
        </h3>
        <p>by {project.builderName}</p>
        <p>{[project.localityName, project.cityName].filter(Boolean).join(", ")}</p>
        {range ? <p className="project-price">{range}</p> : null}
        <p>{[bhks, possession ? `Possession ${possession}` : null].filter(Boolean).join(" · ")}</p>
        {project.reraNumber ? <p className="project-rera">RERA: {project.reraNumber}</p> : null}
      </div>
    </article>
  );
}
