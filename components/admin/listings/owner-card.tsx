import { Link } from "@/components/i18n/link";
import type { AdminProjectDetail } from "@/lib/admin/listings/project-queries";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import type { SellerKind } from "@/lib/validation/property-enums";
import { Card, Facts } from "../ui/card";
import { StatusBadge } from "../ui/status-badge";

/** A listing's seller or a project's builder; `kind` is shown when given. */
export type ListingOwner = AdminProjectDetail["builder"] & { kind?: string | null };

/** Who posted a listing or project, on its admin detail page, linking to their account. */
export function OwnerCard({ title, owner }: { title: string; owner: ListingOwner }) {
  const kind = owner.kind ? SELLER_KIND_LABELS[owner.kind as SellerKind]?.long : undefined;
  return (
    <Card title={title}>
      <Facts
        columns={1}
        items={[
          [
            "Name",
            <Link
              key="n"
              href={`/admin/sallers/${owner.id}`}
              className="text-brand-700 hover:underline"
            >
              {owner.name}
            </Link>,
          ],
          ...(owner.kind === undefined
            ? []
            : [["Type", kind ?? null] as [string, React.ReactNode]]),
          ["Company", owner.companyName],
          ["E-mail", owner.email],
          ["Phone", owner.phone],
          ["Verified", owner.verified == null ? null : owner.verified ? "Yes" : "No"],
          ["Account", <StatusBadge key="s" status={owner.status} />],
        ]}
      />
    </Card>
  );
}
