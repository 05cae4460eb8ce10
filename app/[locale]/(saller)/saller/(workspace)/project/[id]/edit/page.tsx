import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime } from "@/lib/format/date";
import { isLocale } from "@/lib/i18n/locales";
import { notFound } from "next/navigation";
import { NotABuilder } from "@/components/seller/not-a-builder";
import { ProjectForm } from "@/components/seller/project-form";
import { StatusBadge } from "@/components/seller/status-badge";
import { NotFoundError } from "@/lib/auth/errors";
import { listCityOptions } from "@/lib/listings/city-options";
import { getSellerProjectForEdit } from "@/lib/projects/seller-projects";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { idParamSchema } from "@/lib/validation/seller";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Edit project");

export default async function EditProjectPage({
  params,
}: PageProps<"/[locale]/saller/project/[id]/edit">) {
  const { id: rawId } = await params;
  const seller = await requireSellerPage(`/saller/project/${rawId}/edit`);
  if (seller.sellerKind !== "builder") return <NotABuilder />;
  const id = idParamSchema.safeParse(rawId);
  if (!id.success) notFound();
  const project = await getSellerProjectForEdit(seller, id.data).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const [t, locale, cities] = await Promise.all([
    getTranslations("seller.projectPages"),
    getLocale(),
    listCityOptions(),
  ]);
  return (
    <section className="space-y-4">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t("editTitle")}</h1>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          {`${t("status")} `}
          <StatusBadge status={project.status} />
        </p>
        {project.status === "rejected" && project.rejectionReason ? (
          <p
            role="note"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {t.rich("rejected", {
              strong: (chunks) => <strong>{chunks}</strong>,
              reason: project.rejectionReason,
            })}
          </p>
        ) : null}
        {project.editPendingSince ? (
          <p
            role="note"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {t.rich("editPending", {
              strong: (chunks) => <strong>{chunks}</strong>,
              sent: formatDateTime(project.editPendingSince, isLocale(locale) ? locale : "en"),
            })}
          </p>
        ) : null}
        {project.status === "active" || project.status === "sold" ? (
          <p className="text-sm text-slate-600">{t("liveNote")}</p>
        ) : null}
      </header>
      <ProjectForm
        cities={cities}
        mode={{ kind: "edit", id: project.id, values: project.values }}
      />
    </section>
  );
}
