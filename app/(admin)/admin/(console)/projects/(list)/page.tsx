import type { Metadata } from "next";
import { ProjectsScreen } from "@/components/admin/listings/projects-screen";
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
  return <ProjectsScreen params={params} filters={filters} result={result} counts={counts} />;
}
