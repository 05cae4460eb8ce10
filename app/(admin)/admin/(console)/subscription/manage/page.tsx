import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { ArchivePlanButton } from "@/components/admin/plans/archive-plan-button";
import { PageHeader } from "@/components/admin/ui/page-header";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import { EmptyRow, Table, Td, Th } from "@/components/admin/ui/table";
import { adminPageActor } from "@/lib/admin/session";
import { formatINR } from "@/lib/format/money";
import { listPlansForAdmin } from "@/lib/plans/plan-queries";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import { planFeatureList } from "@/lib/validation/plan";

export const metadata: Metadata = { title: "Subscription plans" };

export default async function PlansPage() {
  const admin = await adminPageActor();
  const plans = await listPlansForAdmin(admin);
  return (
    <>
      <PageHeader
        title="Subscription plans"
        description="Plans per seller type. Editing a plan changes what new buyers get; archived plans stay on existing subscriptions."
        actions={
          <Link
            href="/admin/subscription/edit?new"
            className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
          >
            New plan
          </Link>
        }
      />
      <Table label="Plans">
        <thead>
          <tr>
            <Th>Plan</Th>
            <Th>For</Th>
            <Th className="text-right">Price</Th>
            <Th>Duration</Th>
            <Th>Listings</Th>
            <Th>Featured</Th>
            <Th>Features</Th>
            <Th>Subscribers</Th>
            <Th>Status</Th>
            <Th>Actions</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {plans.length === 0 && (
            <EmptyRow colSpan={10}>No plans yet. Create the first one.</EmptyRow>
          )}
          {plans.map((p) => (
            <tr key={p.id} className={p.archivedAt ? "bg-slate-50 text-slate-500" : undefined}>
              <Td className="font-medium">
                {p.name}
                {p.isFree && <p className="text-xs font-normal text-slate-500">Free tier</p>}
              </Td>
              <Td>{SELLER_KIND_LABELS[p.sellerKind].long}</Td>
              <Td className="whitespace-nowrap text-right font-medium">{formatINR(p.price)}</Td>
              <Td className="whitespace-nowrap">{p.durationDays} days</Td>
              <Td>{p.listingQuota}</Td>
              <Td>
                {p.featuredQuota}
                {p.featuredQuota > 0 ? (
                  <p className="text-xs text-slate-500">{p.featuredDays} days each</p>
                ) : null}
              </Td>
              <Td>
                <ul className="max-w-60 list-disc pl-4 text-xs">
                  {planFeatureList(p.features)
                    .slice(0, 4)
                    .map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                </ul>
              </Td>
              <Td>
                {p.activeSubscriptions}
                <span className="text-xs text-slate-500"> / {p.totalSubscriptions} ever</span>
              </Td>
              <Td>
                {p.archivedAt ? (
                  <StatusBadge status="archived" />
                ) : p.active ? (
                  <StatusBadge status="active" />
                ) : (
                  <StatusBadge status="paused" label="Inactive" />
                )}
              </Td>
              <Td>
                <div className="flex gap-1.5">
                  {!p.archivedAt && (
                    <Link
                      href={`/admin/subscription/edit?id=${p.id}`}
                      className="rounded-md border border-slate-200 bg-white px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50"
                      aria-label={`Edit ${p.name}`}
                    >
                      Edit
                    </Link>
                  )}
                  {!p.isFree && (
                    <ArchivePlanButton
                      planId={p.id}
                      name={p.name}
                      archived={Boolean(p.archivedAt)}
                      subscribers={p.activeSubscriptions}
                    />
                  )}
                </div>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
