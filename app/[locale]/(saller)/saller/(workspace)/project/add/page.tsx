import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { NotABuilder } from "@/components/seller/not-a-builder";
import { ProjectForm } from "@/components/seller/project-form";
import { listCityOptions } from "@/lib/listings/city-options";
import { requireSellerPage } from "@/lib/auth/page-guards";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Post a project");

export default async function AddProjectPage() {
  const seller = await requireSellerPage("/saller/project/add");
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Post a project</h1>
        <p className="text-sm text-slate-600">
          New launches and under-construction projects must quote their RERA registration. Projects
          go live after our team checks them.
        </p>
      </header>
      {seller.sellerKind === "builder" ? (
        <ProjectForm cities={await listCityOptions()} mode={{ kind: "add" }} />
      ) : (
        <NotABuilder />
      )}
    </section>
  );
}
