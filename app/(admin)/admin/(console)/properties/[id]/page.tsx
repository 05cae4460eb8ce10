import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PropertyDetail } from "@/components/admin/listings/property-detail";
import { getAdminProperty } from "@/lib/admin/listings/get-admin-property";
import { adminPageActor } from "@/lib/admin/session";
import { NotFoundError } from "@/lib/auth/errors";
import { countListingReports } from "@/lib/reports/report-queue";

export const metadata: Metadata = { title: "Listing" };

export default async function AdminPropertyPage({ params }: PageProps<"/admin/properties/[id]">) {
  const admin = await adminPageActor();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const [detail, reports] = await Promise.all([
    getAdminProperty(admin, id).catch((error: unknown) => {
      if (error instanceof NotFoundError) notFound();
      throw error;
    }),
    countListingReports(admin, id),
  ]);
  return <PropertyDetail detail={detail} reports={reports} />;
}
