import { projectPath } from "@/lib/seo/urls";
import { formatDate, formatMonthYear } from "@/lib/format/date";
import type { AdminProjectDetail } from "@/lib/admin/listings/project-queries";
import { formatPriceShort } from "@/lib/format/money";
import { Facts } from "../ui/card";
import { PROJECT_STAGE_LABELS } from "@/lib/format/labels";
import { DetailColumns, DetailHeader, ModerateCard, RejectionNote } from "./detail-parts";
import { PendingEditCard } from "./pending-edit-card";
import { PhotosCard } from "./photos-card";

export function ProjectDetail({ detail }: { detail: AdminProjectDetail }) {
  const p = detail.project;
  return (
    <div className="space-y-5">
      <DetailHeader
        item={p}
        back={{ href: "/admin/projects", label: "Projects" }}
        title={p.name}
        place={[p.localityName, p.cityName, p.state]}
        publicHref={projectPath(p)}
      />
      {detail.reraProblem && (p.status === "pending" || p.status === "rejected") && (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {detail.reraProblem.replace(" Nothing was changed.", "")}
        </p>
      )}
      <RejectionNote item={p} reason={p.rejectionReason} owner="builder" />
      {detail.pendingEdit ? (
        <PendingEditCard target={{ kind: "project", id: p.id }} edit={detail.pendingEdit} />
      ) : null}
      <ModerateCard item={p} kind="project" deletedText="This project is deleted." />
      <PhotosCard photos={detail.photos} alt={p.name} />
      <DetailColumns
        facts={
          <>
            <Facts
              items={[
                ["Stage", PROJECT_STAGE_LABELS[p.stage]],
                ["RERA number", p.reraNumber],
                ["RERA state", p.reraState],
                ["RERA website", p.reraWebsite],
                [
                  "RERA exempt",
                  p.reraExempt ? `Yes — ${p.reraExemptReason ?? "no reason given"}` : "No",
                ],
                ["Price from", p.minPrice != null ? formatPriceShort(p.minPrice) : null],
                ["Price to", p.maxPrice != null ? formatPriceShort(p.maxPrice) : null],
                ["Launch date", formatMonthYear(p.launchDate)],
                ["Possession date", formatMonthYear(p.possessionDate)],
                ["Total units", p.totalUnits],
                ["Towers", p.towers],
                ["Land area (acres)", p.landAreaAcres],
                ["Address", p.address || null],
                [
                  "Brochure",
                  p.brochureUrl ? (
                    <a
                      href={p.brochureUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="font-medium text-brand-700 underline"
                    >
                      Open brochure (PDF)
                    </a>
                  ) : (
                    "None"
                  ),
                ],
                ["Listings in project", detail.listingCount],
                ["Posted", formatDate(p.createdAt)],
                ["Approved", formatDate(p.approvedAt)],
                ["Featured until", formatDate(p.featuredUntil)],
                ["Views", p.views],
              ]}
            />
            {p.units.length > 0 && (
              <table className="mt-4 w-full text-sm">
                <caption className="text-left font-medium">Configurations</caption>
                <thead>
                  <tr className="text-left text-slate-500">
                    <th>BHK</th>
                    <th>Carpet area</th>
                    <th>Price</th>
                    <th>Units available</th>
                  </tr>
                </thead>
                <tbody>
                  {p.units.map((u, i) => (
                    <tr key={i}>
                      <td>{u.bhk}</td>
                      <td>{u.carpetAreaSqft} sq ft</td>
                      <td>
                        {formatPriceShort(u.minPrice)} – {formatPriceShort(u.maxPrice)}
                      </td>
                      <td>{u.unitsAvailable}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        }
        amenities={p.amenities}
        description={
          p.description && (
            <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{p.description}</p>
          )
        }
        ownerTitle="Builder"
        owner={detail.builder}
        history={detail.history}
      />
    </div>
  );
}
