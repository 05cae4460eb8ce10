import "server-only";
import { sql } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { TRUST_FLAG_KINDS, type TrustFlagKind } from "@/lib/db/schema";

export type TrustStats = {
  /** Owner's documents waiting for an admin. */
  checksWaiting: number;
  /** Flags by kind: open now, and decided ever. */
  flags: { kind: TrustFlagKind; open: number; decided: number }[];
  /** Median hours from a document sent / a flag raised to the admin's decision (null: none yet). */
  medianHoursToDecision: { documents: number | null; flags: number | null };
};

const hours = (v: number | string | null | undefined) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;

/** The console's trust page: what waits, what was found, how fast it is decided. */
export async function getTrustStats(actor: AdminActor): Promise<TrustStats> {
  assertAdmin(actor);
  const db = await getDb();
  const [waiting, byKind, medians] = await Promise.all([
    db.execute<{ n: number | string }>(
      sql`select count(*) as n from listing_checks where status = 'pending' and kind = 'documents'`,
    ),
    db.execute<{ kind: TrustFlagKind; open: number | string; decided: number | string }>(sql`
      select kind, count(*) filter (where status = 'open') as open,
        count(*) filter (where status <> 'open') as decided
      from trust_flags group by kind`),
    db.execute<{ documents: number | string | null; flags: number | string | null }>(sql`
      select
        (select percentile_cont(0.5) within group (
           order by extract(epoch from checked_at - created_at) / 3600)
         from listing_checks
         where kind = 'documents' and status <> 'pending' and checked_at is not null) as documents,
        (select percentile_cont(0.5) within group (
           order by extract(epoch from decided_at - created_at) / 3600)
         from trust_flags where decided_at is not null) as flags`),
  ]);
  const kinds = new Map(byKind.rows.map((r) => [r.kind, r]));
  return {
    checksWaiting: Number(waiting.rows[0]?.n ?? 0),
    flags: TRUST_FLAG_KINDS.map((kind) => ({
      kind,
      open: Number(kinds.get(kind)?.open ?? 0),
      decided: Number(kinds.get(kind)?.decided ?? 0),
    })),
    medianHoursToDecision: {
      documents: hours(medians.rows[0]?.documents),
      flags: hours(medians.rows[0]?.flags),
    },
  };
}
