import { Link } from "@/components/i18n/link";
import type { AdminSellerDetail } from "@/lib/admin/accounts/get-seller-detail";
import { formatDate } from "@/lib/format/date";
import { formatINR, formatPriceShort } from "@/lib/format/money";
import { idWords, SELLER_KIND_LABELS } from "@/lib/format/labels";
import { HistoryList } from "../history-list";
import { Card, Facts } from "../ui/card";
import { StatusBadge } from "../ui/status-badge";
import { GrantPlanForm } from "../payments/grant-plan-form";
import { AccountActions } from "./account-actions";
import { AccountHeader } from "./account-header";

function MiniList<T extends { id: number }>({
  rows,
  empty,
  render,
}: {
  rows: T[];
  empty: string;
  render: (row: T) => React.ReactNode;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {rows.map((r) => (
        <li key={r.id} className="flex items-center justify-between gap-2 py-1.5">
          {render(r)}
        </li>
      ))}
    </ul>
  );
}

export function SellerProfile({
  detail,
  grantablePlans = [],
}: {
  detail: AdminSellerDetail;
  grantablePlans?: { id: number; name: string; durationDays: number }[];
}) {
  const { account, profile } = detail;
  const counts = Object.entries(detail.listingsByStatus);
  return (
    <div className="space-y-5">
      <AccountHeader
        list={{ href: "/admin/sallers/manage", label: "Sellers" }}
        account={account}
        subtitle={
          <>
            {SELLER_KIND_LABELS[profile.kind].long}
            {profile.companyName ? ` · ${profile.companyName}` : ""}
          </>
        }
        badges={
          <>
            {profile.verified && <StatusBadge status="verified" label="Verified" />}
            {profile.kind === "agent" && profile.verified && (
              <Link
                href={`/broker/${account.id}`}
                className="text-sm text-brand-700 hover:underline"
              >
                Public broker page
              </Link>
            )}
          </>
        }
        actions={
          <AccountActions
            userId={account.id}
            name={account.name}
            status={account.status}
            isSeller
            verified={profile.verified}
          />
        }
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Card title="Profile">
          <Facts
            items={[
              ["E-mail", account.email],
              ["Phone", account.phone],
              ["RERA number", profile.reraNumber],
              ["RERA state", profile.reraState],
              ["Verified on", formatDate(profile.verifiedAt)],
              ["City", [profile.city, profile.state].filter(Boolean).join(", ") || null],
              ["Address", profile.address],
              ["Experience (years)", profile.experienceYears],
              ["Areas served", profile.areasServed.join(", ") || null],
              ["Joined", formatDate(account.createdAt)],
              ["Last login", formatDate(account.lastLoginAt)],
            ]}
          />
          {profile.about && (
            <p className="mt-3 whitespace-pre-line text-sm text-slate-700">{profile.about}</p>
          )}
        </Card>
        <Card
          title="Listings"
          actions={
            <Link
              href={`/admin/properties/all?q=${encodeURIComponent(account.email)}`}
              className="text-sm text-brand-700 hover:underline"
            >
              Moderate all
            </Link>
          }
        >
          <p className="mb-2 flex flex-wrap gap-1.5 text-sm">
            {counts.length === 0
              ? "No listings yet."
              : counts.map(([status, n]) => (
                  <StatusBadge key={status} status={status} label={`${idWords(status)} ${n}`} />
                ))}
          </p>
          <MiniList
            rows={detail.recentListings}
            empty=""
            render={(l) => (
              <>
                <Link
                  href={`/admin/properties/${l.id}`}
                  className="truncate text-brand-700 hover:underline"
                >
                  {l.title}
                </Link>
                <span className="flex shrink-0 items-center gap-2">
                  {formatPriceShort(l.price)} <StatusBadge status={l.status} />
                </span>
              </>
            )}
          />
        </Card>
        {detail.projects.length > 0 && (
          <Card title="Projects">
            <MiniList
              rows={detail.projects}
              empty=""
              render={(p) => (
                <>
                  <Link href={`/admin/projects/${p.id}`} className="text-brand-700 hover:underline">
                    {p.name}
                  </Link>
                  <span className="flex items-center gap-2 text-xs">
                    {p.reraNumber ?? "No RERA"} <StatusBadge status={p.status} />
                  </span>
                </>
              )}
            />
          </Card>
        )}
        <Card title="Subscriptions and payments">
          <MiniList
            rows={detail.subscriptions}
            empty="No subscriptions."
            render={(s) => (
              <>
                <span>{s.planName}</span>
                <span className="text-xs text-slate-500">
                  {formatDate(s.startsAt)} – {formatDate(s.endsAt)} · {s.status}
                </span>
              </>
            )}
          />
          <div className="mt-3">
            <MiniList
              rows={detail.payments}
              empty="No payments."
              render={(p) => (
                <>
                  <span>{formatINR(p.amount)}</span>
                  <span className="flex items-center gap-2 text-xs text-slate-500">
                    {formatDate(p.createdAt)} <StatusBadge status={p.status} />
                  </span>
                </>
              )}
            />
          </div>
          <div className="mt-4 border-t border-slate-100 pt-3">
            <GrantPlanForm sellerId={account.id} plans={grantablePlans} />
          </div>
        </Card>
        {detail.brokerRequests.length > 0 && (
          <Card title="Broker verification requests">
            <MiniList
              rows={detail.brokerRequests}
              empty=""
              render={(r) => (
                <>
                  <span className="break-all">{r.reraNumber}</span>
                  <span className="flex items-center gap-2 text-xs">
                    {formatDate(r.createdAt)} <StatusBadge status={r.status} />
                  </span>
                </>
              )}
            />
          </Card>
        )}
        <Card title="History">
          <HistoryList entries={detail.history} />
        </Card>
      </div>
    </div>
  );
}
