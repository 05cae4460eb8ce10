import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { siteVisits, type VisitSlot } from "@/lib/db/schema";
import type { VisitWindow } from "@/lib/validation/visits";
import { slotLabel } from "./visit-time";

export type VisitView = {
  id: number;
  proposedBy: "buyer" | "seller";
  status: "proposed" | "confirmed" | "cancelled";
  slots: { date: string; window: VisitWindow; label: string }[];
  confirmed: string | null;
  /** The booked visit's day and time window (for a label in the page's language). */
  confirmedSlot: { date: string; window: VisitWindow } | null;
  cancelledBy: "buyer" | "seller" | null;
};

function withLabel(slot: VisitSlot) {
  const s = { date: slot.date, window: slot.window as VisitWindow };
  return { ...s, label: slotLabel(s) };
}

/** The thread's open proposal, booked visit and cancellations (replaced proposals left out). */
export async function listVisits(db: Db, threadId: number): Promise<VisitView[]> {
  const rows = await db
    .select()
    .from(siteVisits)
    .where(eq(siteVisits.threadId, threadId))
    .orderBy(asc(siteVisits.id));
  return rows
    .filter((r) => r.status !== "replaced")
    .map((r) => ({
      id: r.id,
      proposedBy: r.proposedBy,
      status: r.status as VisitView["status"],
      slots: r.slots.map(withLabel),
      confirmed:
        r.visitDate && r.visitWindow
          ? slotLabel({ date: r.visitDate, window: r.visitWindow as VisitWindow })
          : null,
      confirmedSlot:
        r.visitDate && r.visitWindow
          ? { date: r.visitDate, window: r.visitWindow as VisitWindow }
          : null,
      cancelledBy: r.cancelledBy,
    }));
}
