import "server-only";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { invoices, payments, plans, users } from "@/lib/db/schema";
import { startOfDayInIndia, startOfNextDayInIndia, type Paged } from "@/lib/admin/paging";
import { type PaymentFilters, type PaymentStatus } from "@/lib/validation/admin";
import { fullNameSql } from "@/lib/db/full-name-sql";
import { searchCondition, selectPage } from "@/lib/admin/query-page";

export type AdminPaymentRow = {
  id: number;
  transactionId: string;
  orderId: string | null;
  sellerId: number;
  sellerName: string;
  sellerEmail: string;
  planName: string | null;
  amount: number;
  method: string | null;
  provider: string;
  status: PaymentStatus;
  date: Date;
  invoiceId: number | null;
  invoiceNumber: string | null;
  refundId: string | null;
};

export type PaymentTotals = Record<PaymentStatus, { count: number; amount: number }> & {
  all: { count: number; amount: number };
};

const paymentDate = sql<Date>`coalesce(${payments.paidAt}, ${payments.createdAt})`;

function conditions(filters: PaymentFilters, withStatus = true): SQL[] {
  const where: SQL[] = [];
  if (withStatus && filters.status) where.push(eq(payments.status, filters.status));
  if (filters.from) where.push(gte(payments.createdAt, startOfDayInIndia(filters.from)));
  if (filters.to) where.push(lt(payments.createdAt, startOfNextDayInIndia(filters.to)));
  if (filters.q) {
    where.push(
      searchCondition(filters.q, payments.id, [
        payments.providerPaymentId,
        payments.providerOrderId,
        fullNameSql(),
        users.email,
      ]),
    );
  }
  return where;
}

function selectRows(db: Awaited<ReturnType<typeof getDb>>) {
  return db
    .select({
      id: payments.id,
      transactionId: sql<string>`coalesce(${payments.providerPaymentId}, ${payments.providerOrderId}, 'PAY-' || ${payments.id})`,
      orderId: payments.providerOrderId,
      sellerId: payments.sellerId,
      sellerName: fullNameSql(),
      sellerEmail: users.email,
      planName: plans.name,
      amount: sql<number>`${payments.amountPaise} / 100.0`.mapWith(Number),
      method: payments.method,
      provider: payments.provider,
      status: payments.status,
      date: paymentDate.mapWith(payments.createdAt),
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      refundId: sql<
        string | null
      >`(select r.provider_refund_id from refunds r where r.payment_id = ${payments.id} order by r.id desc limit 1)`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.sellerId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id));
}

export async function listPaymentsForAdmin(
  actor: AdminActor,
  filters: PaymentFilters,
): Promise<Paged<AdminPaymentRow>> {
  assertAdmin(actor);
  const db = await getDb();
  const where = and(...conditions(filters));
  return selectPage(
    filters.page,
    selectRows(db).where(where).orderBy(desc(payments.createdAt), desc(payments.id)),
    db
      .select({ total: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.sellerId))
      .where(where),
  );
}

/** Count and amount per status over the date range and search (the status filter aside). */
export async function paymentTotals(
  actor: AdminActor,
  filters: PaymentFilters,
): Promise<PaymentTotals> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({
      status: payments.status,
      n: count(),
      amount: sql<number>`coalesce(sum(${payments.amountPaise}), 0) / 100.0`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.sellerId))
    .where(and(...conditions(filters, false)))
    .groupBy(payments.status);
  const empty = () => ({ count: 0, amount: 0 });
  const totals: PaymentTotals = {
    created: empty(),
    pending: empty(),
    completed: empty(),
    failed: empty(),
    refunded: empty(),
    all: empty(),
  };
  for (const row of rows) {
    totals[row.status] = { count: row.n, amount: row.amount };
    totals.all.count += row.n;
    totals.all.amount += row.amount;
  }
  return totals;
}

export const PAYMENT_EXPORT_LIMIT = 50_000;

/** Every payment matching the filters (newest first, capped) for the CSV export. */
export async function paymentsForExport(
  actor: AdminActor,
  filters: PaymentFilters,
): Promise<AdminPaymentRow[]> {
  assertAdmin(actor);
  const db = await getDb();
  return selectRows(db)
    .where(and(...conditions(filters)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAYMENT_EXPORT_LIMIT);
}

/** The latest payments, for the dashboard. */
export async function recentPayments(actor: AdminActor, limit = 6): Promise<AdminPaymentRow[]> {
  assertAdmin(actor);
  const db = await getDb();
  return selectRows(db).orderBy(desc(payments.createdAt), desc(payments.id)).limit(limit);
}
