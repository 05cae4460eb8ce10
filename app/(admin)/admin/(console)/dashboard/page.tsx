import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { Suspense } from "react";
import {
  ActivityChart,
  DashboardTotals,
  RecentActions,
  RecentPayments,
  RevenueThisMonth,
  ReviewQueue,
} from "@/components/admin/dashboard/blocks";
import { Card } from "@/components/admin/ui/card";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { adminPageActor } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Admin Dashboard" };

/** Each block streams in on its own, so a slow query holds up only its own card. */
export default async function AdminDashboardPage() {
  const admin = await adminPageActor();
  return (
    <>
      <PageHeader title="Admin Dashboard" description={`Welcome back, ${admin.firstName}.`} />
      <Suspense fallback={<Skeleton label="Loading totals" lines={2} className="h-24" />}>
        <DashboardTotals admin={admin} />
      </Suspense>
      <div className="mt-5 grid gap-5 lg:grid-cols-3">
        <Card title="Review queue">
          <Suspense fallback={<Skeleton label="Loading the review queue" lines={5} />}>
            <ReviewQueue admin={admin} />
          </Suspense>
        </Card>
        <Card title="Enquiries and sign-ups, last 30 days" className="lg:col-span-2">
          <Suspense fallback={<Skeleton label="Loading activity" lines={6} />}>
            <ActivityChart admin={admin} />
          </Suspense>
        </Card>
        <Card title="Revenue this month">
          <Suspense fallback={<Skeleton label="Loading revenue" lines={2} />}>
            <RevenueThisMonth admin={admin} />
          </Suspense>
        </Card>
        <Card
          title="Recent payments"
          className="lg:col-span-2"
          actions={
            <Link href="/admin/all/payments" className="text-sm text-brand-700 hover:underline">
              View all
            </Link>
          }
        >
          <Suspense fallback={<Skeleton label="Loading recent payments" lines={4} />}>
            <RecentPayments admin={admin} />
          </Suspense>
        </Card>
        <Card
          title="Recent admin actions"
          className="lg:col-span-3"
          actions={
            <Link href="/admin/audit" className="text-sm text-brand-700 hover:underline">
              Audit log
            </Link>
          }
        >
          <Suspense fallback={<Skeleton label="Loading recent admin actions" lines={4} />}>
            <RecentActions admin={admin} />
          </Suspense>
        </Card>
      </div>
    </>
  );
}
