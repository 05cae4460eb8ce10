import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { siteVisits } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/queue";
import {
  acceptVisitSchema,
  cancelVisitSchema,
  proposeVisitSchema,
  type ProposeVisitInput,
  type VisitWindow,
} from "@/lib/validation/visits";
import { appendMessage } from "../append-message";
import { publishEvents } from "../bus";
import type { Participant } from "../participant";
import { loadThreadFor, threadLock, type ThreadRole } from "../thread-access";
import { VISIT_CANCELLED_JOB, VISIT_CONFIRMED_JOB, VISIT_REMINDER_JOB } from "./visit-jobs";
import { reminderTime, slotLabel, slotProblem } from "./visit-time";

async function writableThread(p: Participant, threadId: number) {
  const db = await getDb();
  const { thread, role } = await loadThreadFor(db, p, threadId);
  if (role === "admin") throw new AppError("Administrators cannot arrange visits.", 403);
  const lock = await threadLock(db, thread, role);
  if (lock.readOnly) throw new AppError(lock.note, 409);
  return { db, thread, role: role as Exclude<ThreadRole, "admin"> };
}

/**
 * Proposes up to three visit slots (the buyer first; the seller may answer with others). Each
 * slot must start in the future and fall within the next 30 days in India; a bad slot is named
 * on its field and nothing is saved. A new proposal replaces the open one; a booked visit must be
 * cancelled before another is proposed.
 */
export async function proposeVisit(p: Participant, input: ProposeVisitInput, now = new Date()) {
  const { threadId, slots } = proposeVisitSchema.parse(input);
  const fieldErrors: Record<string, string> = {};
  slots.forEach((slot, i) => {
    const problem = slotProblem(slot, now);
    if (problem) fieldErrors[`slots.${i}`] = problem;
  });
  const keys = slots.map((s) => `${s.date}|${s.window}`);
  keys.forEach((k, i) => {
    if (keys.indexOf(k) !== i) fieldErrors[`slots.${i}`] = "This time is already in your list.";
  });
  if (Object.keys(fieldErrors).length) {
    throw new AppError(Object.values(fieldErrors)[0], 400, fieldErrors);
  }
  const { db, thread, role } = await writableThread(p, threadId);
  const result = await db.transaction(async (tx) => {
    const open = await tx
      .select({ id: siteVisits.id, status: siteVisits.status })
      .from(siteVisits)
      .where(
        and(
          eq(siteVisits.threadId, threadId),
          inArray(siteVisits.status, ["proposed", "confirmed"]),
        ),
      )
      .for("update");
    if (open.some((v) => v.status === "confirmed")) {
      throw new AppError("A visit is already booked. Cancel it first to choose another time.", 409);
    }
    if (open.length) {
      await tx
        .update(siteVisits)
        .set({ status: "replaced", updatedAt: now })
        .where(
          inArray(
            siteVisits.id,
            open.map((v) => v.id),
          ),
        );
    }
    const [visit] = await tx
      .insert(siteVisits)
      .values({ threadId, proposedBy: role, slots, createdAt: now, updatedAt: now })
      .returning({ id: siteVisits.id });
    const text = `${role === "buyer" ? "Proposed" : "Offered"} times for a site visit: ${slots.map((slot) => slotLabel(slot)).join("; ")}.`;
    const { pending } = await appendMessage(tx, thread, "system", text, {
      now,
      notify: role === "buyer" ? "seller" : "buyer",
    });
    return { visitId: visit.id, pending };
  });
  await publishEvents([result.pending]);
  return { visitId: result.visitId };
}

/** The other side accepts one of the proposed slots: the visit is booked, both are told (.ics). */
export async function acceptVisit(p: Participant, input: unknown, now = new Date()) {
  const { visitId, slot } = acceptVisitSchema.parse(input);
  const db = await getDb();
  const [visit] = await db.select().from(siteVisits).where(eq(siteVisits.id, visitId)).limit(1);
  if (!visit) throw new NotFoundError("This visit was not found.");
  const { thread, role } = await writableThread(p, visit.threadId);
  if (visit.status !== "proposed") throw new AppError("This proposal is no longer open.", 409);
  if (visit.proposedBy === role) {
    throw new AppError("The other side chooses one of the times you proposed.", 403);
  }
  const chosen = visit.slots[slot];
  if (!chosen)
    throw new AppError("Choose one of the proposed times.", 400, {
      slot: "Choose one of the proposed times.",
    });
  const problem = slotProblem({ date: chosen.date, window: chosen.window as VisitWindow }, now);
  if (problem) throw new AppError(problem, 409, { slot: problem });
  const pending = await db.transaction(async (tx) => {
    const updated = await tx
      .update(siteVisits)
      .set({
        status: "confirmed",
        visitDate: chosen.date,
        visitWindow: chosen.window,
        updatedAt: now,
      })
      .where(and(eq(siteVisits.id, visitId), eq(siteVisits.status, "proposed")))
      .returning({ id: siteVisits.id });
    if (!updated.length) throw new AppError("This proposal is no longer open.", 409);
    const label = slotLabel({ date: chosen.date, window: chosen.window as VisitWindow });
    const posted = await appendMessage(tx, thread, "system", `Site visit booked for ${label}.`, {
      now,
      notify: null,
    });
    await enqueueJob(
      tx,
      VISIT_CONFIRMED_JOB,
      { visitId },
      { dedupeKey: `${VISIT_CONFIRMED_JOB}:${visitId}` },
    );
    const remindAt = reminderTime(chosen.date);
    if (remindAt.getTime() > now.getTime()) {
      await enqueueJob(
        tx,
        VISIT_REMINDER_JOB,
        { visitId },
        { runAt: remindAt, dedupeKey: `${VISIT_REMINDER_JOB}:${visitId}` },
      );
    }
    return posted.pending;
  });
  await publishEvents([pending]);
  return { visitId };
}

/** Either side cancels a proposal or a booked visit; the other side is told. */
export async function cancelVisit(p: Participant, input: unknown, now = new Date()) {
  const { visitId } = cancelVisitSchema.parse(input);
  const db = await getDb();
  const [visit] = await db.select().from(siteVisits).where(eq(siteVisits.id, visitId)).limit(1);
  if (!visit) throw new NotFoundError("This visit was not found.");
  const { thread, role } = await loadThreadFor(db, p, visit.threadId);
  if (role === "admin") throw new AppError("Administrators cannot arrange visits.", 403);
  if (visit.status !== "proposed" && visit.status !== "confirmed") {
    throw new AppError("This visit is already cancelled.", 409);
  }
  const pending = await db.transaction(async (tx) => {
    const updated = await tx
      .update(siteVisits)
      .set({ status: "cancelled", cancelledBy: role, updatedAt: now })
      .where(and(eq(siteVisits.id, visitId), inArray(siteVisits.status, ["proposed", "confirmed"])))
      .returning({ id: siteVisits.id });
    if (!updated.length) throw new AppError("This visit is already cancelled.", 409);
    const what =
      visit.status === "confirmed" && visit.visitDate && visit.visitWindow
        ? `The site visit on ${slotLabel({ date: visit.visitDate, window: visit.visitWindow as VisitWindow })} was cancelled by the ${role}.`
        : `The proposed visit times were withdrawn by the ${role}.`;
    const posted = await appendMessage(tx, thread, "system", what, {
      now,
      notify: visit.status === "confirmed" ? null : role === "buyer" ? "seller" : "buyer",
    });
    if (visit.status === "confirmed") {
      await enqueueJob(
        tx,
        VISIT_CANCELLED_JOB,
        { visitId, by: role },
        { dedupeKey: `${VISIT_CANCELLED_JOB}:${visitId}` },
      );
    }
    return posted.pending;
  });
  await publishEvents([pending]);
  return { visitId };
}
