import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getPublicProject } from "@/lib/projects/get-project";
import { parseIdParam, projectPath } from "@/lib/seo/urls";

/** A redirect (308) or a 404, decided before any byte is sent. */
export const instant = false;

export const metadata: Metadata = { robots: { index: false } };

/** The spec's /project-profile?id=… → 308 to the project's canonical URL (404 when there is none). */
export default async function ProjectProfilePage({ searchParams }: PageProps<"/project-profile">) {
  const id = parseIdParam((await searchParams).id);
  const project = id ? await getPublicProject(id) : null;
  if (!project) notFound();
  permanentRedirect(projectPath(project));
}
