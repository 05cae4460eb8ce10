import type { Metadata } from "next";
import { PROPERTY_SCREEN } from "@/components/admin/listings/moderation-columns";
import { ModerationScreen } from "@/components/admin/listings/moderation-screen";
import {
  countPropertiesByStatus,
  listAdminProperties,
} from "@/lib/admin/listings/property-queries";
import { firstValues } from "@/lib/admin/search-params";
import { adminPageActor } from "@/lib/admin/session";
import { adminListingFiltersSchema } from "@/lib/validation/admin";

export const metadata: Metadata = { title: "All properties" };

export default async function AdminPropertiesPage({
  searchParams,
}: PageProps<"/admin/properties/all">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const filters = adminListingFiltersSchema.parse(params);
  const [result, counts] = await Promise.all([
    listAdminProperties(admin, filters),
    countPropertiesByStatus(admin),
  ]);
  return (
    <ModerationScreen
      config={PROPERTY_SCREEN}
      title="All properties"
      description="Every listing from owners, agents and builders. Approve, reject, block, feature or delete — one or many at once."
      basePath="/admin/properties/all"
      params={params}
      status={filters.status}
      result={result}
      counts={counts}
    />
  );
}
