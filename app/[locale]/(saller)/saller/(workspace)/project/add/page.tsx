import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { getTranslations } from "next-intl/server";
import { NotABuilder } from "@/components/seller/not-a-builder";
import { ProjectForm } from "@/components/seller/project-form";
import { listCityOptions } from "@/lib/listings/city-options";
import { requireSellerPage } from "@/lib/auth/page-guards";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Post a project");

export default async function AddProjectPage() {
  const seller = await requireSellerPage("/saller/project/add");
  const t = await getTranslations("seller.projectPages");
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("addTitle")}</h1>
        <p className="text-sm text-slate-600">{t("addIntro")}</p>
      </header>
      {seller.sellerKind === "builder" ? (
        <ProjectForm cities={await listCityOptions()} mode={{ kind: "add" }} />
      ) : (
        <NotABuilder />
      )}
    </section>
  );
}
