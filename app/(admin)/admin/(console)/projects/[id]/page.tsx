import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProjectDetail } from "@/components/admin/listings/project-detail";
import { getAdminProject } from "@/lib/admin/listings/project-queries";
import { adminPageActor } from "@/lib/admin/session";
import { NotFoundError } from "@/lib/auth/errors";

export const metadata: Metadata = { title: "Project" };

export default async function AdminProjectPage({ params }: PageProps<"/admin/projects/[id]">) {
  const admin = await adminPageActor();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const detail = await getAdminProject(admin, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return <ProjectDetail detail={detail} />;
}
