import { propertyPath } from "@/lib/seo/urls";
import { formatDate, formatDay } from "@/lib/format/date";
import type { AdminPropertyDetail } from "@/lib/admin/listings/get-admin-property";
import { formatArea, formatAreaValue, isAreaUnit } from "@/lib/format/area";
import { formatINR, formatPricePerSqft } from "@/lib/format/money";
import {
  bhkLabel,
  FACING_LABELS,
  FURNISHING_LABELS,
  labelOf,
  OWNERSHIP_LABELS,
  POSSESSION_LABELS,
  PROPERTY_TYPE_LABELS,
} from "@/lib/format/labels";
import { extraFacts } from "@/lib/properties/extra-facts";
import { ListingReportsNote } from "../reports/listing-reports-note";
import { Facts } from "../ui/card";
import { DetailColumns, DetailHeader, ModerateCard, RejectionNote } from "./detail-parts";
import { PendingEditCard } from "./pending-edit-card";
import { PhotosCard } from "./photos-card";
import { priceText } from "./price-text";

const yesNo = (v: boolean | null | undefined) => (v == null ? null : v ? "Yes" : "No");

/** An admin's view of one listing: what buyers would see, plus status, seller and history. */
export function PropertyDetail({
  detail,
  reports,
}: {
  detail: AdminPropertyDetail;
  /** Buyers' reports of this listing: open now, and ever. */
  reports: { open: number; total: number };
}) {
  const p = detail.property;
  const area =
    isAreaUnit(p.areaUnit) && p.areaUnit !== "sqft"
      ? `${formatAreaValue(p.areaValue, p.areaUnit)} (${formatArea(p.areaSqft)})`
      : formatArea(p.areaSqft);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <DetailHeader
          item={p}
          back={{ href: "/admin/properties/all", label: "Properties" }}
          title={p.title}
          place={[p.localityName, p.cityName, p.state]}
          publicHref={propertyPath(p)}
          showFeatured
        />
        <p className="text-2xl font-bold text-slate-900">{priceText(p)}</p>
      </div>

      <RejectionNote item={p} reason={p.rejectionReason} owner="seller" />

      <ListingReportsNote propertyId={p.id} reports={reports} />

      {detail.pendingEdit ? (
        <PendingEditCard target={{ kind: "property", id: p.id }} edit={detail.pendingEdit} />
      ) : null}

      <ModerateCard
        item={p}
        kind="property"
        deletedText="This listing is deleted; nothing more can be done."
      />

      <PhotosCard photos={detail.media} alt={p.title} />

      <DetailColumns
        facts={
          <>
            <Facts
              items={[
                ["Type", PROPERTY_TYPE_LABELS[p.propertyType]],
                ["Deal", p.dealType === "sale" ? "Sale" : p.dealType === "rent" ? "Rent" : "PG"],
                ["Price", p.priceOnRequest ? "Price on request" : formatINR(p.price)],
                ["Price per sq ft", formatPricePerSqft(p.price, p.areaSqft)],
                ["Negotiable", yesNo(p.negotiable)],
                ["Deposit", p.deposit != null ? formatINR(p.deposit) : null],
                ["Maintenance / month", p.maintenance != null ? formatINR(p.maintenance) : null],
                ["Area", area],
                ["Carpet area", p.carpetAreaSqft ? formatArea(p.carpetAreaSqft) : null],
                ["Built-up area", p.builtUpAreaSqft ? formatArea(p.builtUpAreaSqft) : null],
                ["Super built-up area", p.superAreaSqft ? formatArea(p.superAreaSqft) : null],
                ["Plot area", p.plotAreaSqft ? formatArea(p.plotAreaSqft) : null],
                ["BHK", bhkLabel(p.bhk)],
                ["Bathrooms", p.bathrooms],
                ["Balconies", p.balconies],
                [
                  "Floor",
                  p.floorNo != null
                    ? `${p.floorNo}${p.totalFloors ? ` of ${p.totalFloors}` : ""}`
                    : null,
                ],
                ["Facing", labelOf(FACING_LABELS, p.facing)],
                ["Furnishing", labelOf(FURNISHING_LABELS, p.furnishing)],
                ["Possession", labelOf(POSSESSION_LABELS, p.possession)],
                ["Possession date", formatDay(p.possessionDate)],
                ["Age (years)", p.ageYears],
                ["Ownership", labelOf(OWNERSHIP_LABELS, p.ownership)],
                ["RERA number", p.reraNumber],
                ["Project", detail.projectName],
                ["Address", p.address || null],
                ["PIN code", p.pincode],
                ["Posted", formatDate(p.postedAt)],
                ["Approved", formatDate(p.approvedAt)],
                ["Expires", formatDate(detail.expiresAt)],
                ["Views / enquiries", `${p.views} / ${p.enquiries}`],
                ...extraFacts(p.extras),
              ]}
            />
          </>
        }
        amenities={p.amenities}
        description={
          p.description && (
            <div className="mt-3 text-sm">
              <p className="font-medium">Description</p>
              <p className="whitespace-pre-line text-slate-700">{p.description}</p>
            </div>
          )
        }
        ownerTitle="Seller"
        owner={detail.seller}
        history={detail.history}
      />
    </div>
  );
}
