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

export const metadata: Metadata = { title: "Properties listed by owners" };

export default async function OwnerPropertiesPage({
  searchParams,
}: PageProps<"/admin/users/properties/all">) {
  const admin = await adminPageActor();
  const params = firstValues(await searchParams);
  const filters = adminListingFiltersSchema.parse(params);
  const [result, counts] = await Promise.all([
    listAdminProperties(admin, filters, "individual"),
    countPropertiesByStatus(admin, "individual"),
  ]);
  return (
    <ModerationScreen
      config={PROPERTY_SCREEN}
      title="Properties listed by owners"
      description="Listings posted by individual owners."
      basePath="/admin/users/properties/all"
      params={params}
      status={filters.status}
      result={result}
      counts={counts}
    />
  );
}
