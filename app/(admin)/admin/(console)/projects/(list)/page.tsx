import type { Metadata } from "next";
import { PROJECT_SCREEN } from "@/components/admin/listings/moderation-columns";
import { ModerationScreen } from "@/components/admin/listings/moderation-screen";
import { countProjectsByStatus, listAdminProjects } from "@/lib/admin/listings/project-queries";
import { firstValues } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { adminProjectFiltersSchema } from "@/lib/validation/admin";

export const metadata: Metadata = { title: "Projects" };

export default async function AdminProjectsPage({ searchParams }: PageProps<"/admin/projects">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const filters = adminProjectFiltersSchema.parse(params);
  const [result, counts] = await Promise.all([
    listAdminProjects(admin, filters),
    countProjectsByStatus(admin),
  ]);
  return (
    <ModerationScreen
      config={PROJECT_SCREEN}
      title="Projects"
      description="Builder projects. An under-construction or upcoming project needs its RERA registration number before it can be approved."
      basePath="/admin/projects"
      params={params}
      status={filters.status}
      result={result}
      counts={counts}
    />
  );
}
