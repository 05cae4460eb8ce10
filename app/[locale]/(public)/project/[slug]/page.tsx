import type { Metadata } from "next";
import { localizeMetadata } from "@/lib/seo/alternates";
import { isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";
import { permanentRedirect } from "next/navigation";
import { NotFoundPage, notFoundMetadata } from "@/components/layout/not-found-page";
import { builderName, ProjectDetails, projectImages } from "@/components/project/project-details";
import { env } from "@/lib/env";
import { getPublicProject, type PublicProject } from "@/lib/projects/get-project";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { projectDescription, projectTitle } from "@/lib/seo/describe";
import { idFromSlugSegment, projectPath } from "@/lib/seo/urls";

/**
 * Rendered once per URL on its first visit and kept (ISR), until a tag it read expires. Its
 * status (200, 308 to the canonical URL or 404) is decided in that render, before any byte is
 * sent. Nothing is prerendered at `next build` (no seeded database there): Cache Components
 * wants one param, and "0" names nothing, so it prerenders the 404 without a database read.
 */
export function generateStaticParams() {
  return [{ slug: "0" }];
}

export const instant = false;

async function load(slug: string) {
  const id = idFromSlugSegment(slug);
  return id ? await getPublicProject(id) : null;
}

async function pageMetadata(p: PublicProject, locale: Locale): Promise<Metadata> {
  const text = {
    ...p,
    builderName: builderName(p),
    bhks: [...new Set(p.units.map((u) => u.bhk))].sort((a, b) => a - b),
    stageLabel: PROJECT_STAGE_LABELS[p.stage],
  };
  const title = projectTitle(text, locale);
  const description = projectDescription(text, locale);
  const cover = projectImages(p, locale)[0];
  const path = projectPath(p);
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      title,
      description,
      url: path,
      ...(cover ? { images: [{ url: cover.url, alt: p.name }] } : {}),
    },
  };
}

/** A project's canonical page: /project/<slug>-<id>. */
export default async function ProjectPage({ params }: PageProps<"/[locale]/project/[slug]">) {
  const { slug, locale: param } = await params;
  const locale = isLocale(param) ? param : "en";
  const project = await load(slug);
  if (!project) return <NotFoundPage />;
  const canonical = projectPath(project);
  if (`/project/${slug}` !== canonical) permanentRedirect(localizedPath(locale, canonical));
  return <ProjectDetails project={project} baseUrl={env.SITE_URL} />;
}

export async function generateMetadata(
  props: PageProps<"/[locale]/project/[slug]">,
): Promise<Metadata> {
  const { slug, locale } = await props.params;
  const project = await load(slug);
  if (!project) return notFoundMetadata();
  return localizeMetadata(locale, await pageMetadata(project, isLocale(locale) ? locale : "en"));
}
