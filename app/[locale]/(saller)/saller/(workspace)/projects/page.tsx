import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/link";
import { NotABuilder } from "@/components/seller/not-a-builder";
import { ProjectsList } from "@/components/seller/projects-list";
import { listSellerProjects } from "@/lib/projects/seller-projects";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { buttonClass } from "@/components/ui/button";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("My projects");

export default async function MyProjectsPage() {
  const seller = await requireSellerPage("/saller/projects");
  const builder = seller.sellerKind === "builder";
  const t = await getTranslations("seller.projects");
  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        {builder ? (
          <Link href="/saller/project/add" className={buttonClass("primary")}>
            {t("post")}
          </Link>
        ) : null}
      </header>
      {builder ? <ProjectsList rows={await listSellerProjects(seller)} /> : <NotABuilder />}
    </section>
  );
}
