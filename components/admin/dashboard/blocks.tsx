import { Link } from "@/components/i18n/link";
import { cache } from "react";
import { DailyChart } from "@/components/admin/dashboard/daily-chart";
import { StatCard } from "@/components/admin/dashboard/stat-card";
import { StatusBadge } from "@/components/admin/ui/status-badge";
import type { AdminActor } from "@/lib/auth/current-user";
import { getDailyActivity, getDashboardCounts, getRecentActions } from "@/lib/admin/dashboard";
import { auditActionLabel } from "@/lib/audit/audit-changes";
import { formatDateTime } from "@/lib/format/date";
import { idWords } from "@/lib/format/labels";
import { formatINR } from "@/lib/format/money";
import { recentPayments } from "@/lib/payments/admin-payments";

/*
 * The admin dashboard's blocks, each an async server component the page streams in its own
 * Suspense boundary. The counts feed three blocks and are read once per request.
 */
const countsFor = cache((admin: AdminActor) => getDashboardCounts(admin));

const TOTALS = [
  ["Users", "users", "/admin/users/manage"],
  ["Sellers", "sellers", "/admin/sallers/manage"],
  ["Properties", "properties", "/admin/properties/all"],
  ["Projects", "projects", "/admin/projects"],
] as const;

export async function DashboardTotals({ admin }: { admin: AdminActor }) {
  const counts = await countsFor(admin);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {TOTALS.map(([label, key, href]) => (
        <StatCard
          key={key}
          label={label}
          total={counts[key].total}
          active={counts[key].active}
          href={href}
        />
      ))}
    </div>
  );
}

export async function ReviewQueue({ admin }: { admin: AdminActor }) {
  const counts = await countsFor(admin);
  const queue = [
    {
      label: "Listings awaiting review",
      n: counts.queue.properties,
      href: "/admin/properties/all?status=pending",
    },
    {
      label: "Listing changes awaiting review",
      n: counts.queue.listingEdits,
      href: "/admin/properties/all?edits=pending",
    },
    {
      label: "Projects awaiting review",
      n: counts.queue.projects,
      href: "/admin/projects?status=pending",
    },
    {
      label: "Open buyer reports",
      n: counts.queue.listingReports,
      href: "/admin/reports",
    },
    {
      label: "Project changes awaiting review",
      n: counts.queue.projectEdits,
      href: "/admin/projects?edits=pending",
    },
    {
      label: "Broker requests",
      n: counts.queue.brokerRequests,
      href: "/admin/brokers/requests?status=pending",
    },
    { label: "New enquiries", n: counts.queue.enquiries, href: "/admin/enquiries?status=new" },
  ];
  return (
    <>
      <ul className="divide-y divide-slate-100 text-sm">
        {queue.map((q) => (
          <li key={q.label}>
            <Link href={q.href} className="flex justify-between py-2 hover:text-brand-700">
              <span>{q.label}</span>
              <strong
                data-testid={`queue-${q.label}`}
                className={q.n > 0 ? "text-amber-700" : "text-slate-500"}
              >
                {q.n}
              </strong>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-500">
        Pending review in total
      </p>
      <p className="text-2xl font-bold" data-testid="queue-total">
        {counts.queue.properties +
          counts.queue.listingEdits +
          counts.queue.projects +
          counts.queue.listingReports +
          counts.queue.projectEdits +
          counts.queue.brokerRequests}
      </p>
    </>
  );
}

export async function ActivityChart({ admin }: { admin: AdminActor }) {
  return <DailyChart points={await getDailyActivity(admin, 30)} />;
}

export async function RevenueThisMonth({ admin }: { admin: AdminActor }) {
  const counts = await countsFor(admin);
  return (
    <>
      <p className="text-3xl font-bold text-slate-900">
        {formatINR(counts.revenueThisMonth.amount)}
      </p>
      <p className="text-sm text-slate-500">{counts.revenueThisMonth.count} completed payments</p>
      <Link
        href="/admin/all/payments?status=completed"
        className="mt-2 inline-block text-sm text-brand-700 hover:underline"
      >
        All payments
      </Link>
    </>
  );
}

export async function RecentPayments({ admin }: { admin: AdminActor }) {
  const payments = await recentPayments(admin, 6);
  return payments.length === 0 ? (
    <p className="text-sm text-slate-500">No payments yet.</p>
  ) : (
    <ul className="divide-y divide-slate-100 text-sm">
      {payments.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <strong>{p.sellerName}</strong>{" "}
            <span className="text-slate-500">· {p.planName ?? "—"}</span>
          </span>
          <span className="flex items-center gap-3">
            <span className="font-medium">{formatINR(p.amount)}</span>
            <span className="text-xs text-slate-500">{formatDateTime(p.date)}</span>
            <StatusBadge status={p.status} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export async function RecentActions({ admin }: { admin: AdminActor }) {
  const actions = await getRecentActions(admin, 8);
  return actions.length === 0 ? (
    <p className="text-sm text-slate-500">No admin actions yet.</p>
  ) : (
    <ul className="divide-y divide-slate-100 text-sm">
      {actions.map((a) => (
        <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
          <span>
            <span className="font-medium">{auditActionLabel(a.action)}</span> on {idWords(a.entity)}{" "}
            #{a.entityId}
            {a.reason && <span className="text-slate-500"> — {a.reason}</span>}
          </span>
          <span className="text-xs text-slate-500">
            {a.actorName ?? "—"} · {formatDateTime(a.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
