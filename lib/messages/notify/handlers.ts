import "server-only";
import { getDb } from "@/lib/db/client";
import type { JobHandlers } from "@/lib/jobs/queue";
import { ENQUIRY_ALERT_JOB, runEnquiryAlert } from "./enquiry-alert";
import { THREAD_NOTICE_JOB } from "./schedule";
import { runThreadNotice } from "./thread-notice";
import {
  runVisitCancelled,
  runVisitConfirmed,
  runVisitReminder,
  VISIT_CANCELLED_JOB,
  VISIT_CONFIRMED_JOB,
  VISIT_REMINDER_JOB,
} from "../visits/visit-jobs";

/** The conversation jobs the server's worker runs (lib/jobs/worker.ts). */
export const messageJobHandlers: JobHandlers = {
  [THREAD_NOTICE_JOB]: async (payload, job) =>
    runThreadNotice(await getDb(), payload as { threadId: number; to: "buyer" | "seller" }, job.id),
  [ENQUIRY_ALERT_JOB]: async (payload) =>
    runEnquiryAlert(await getDb(), payload as { leadId: number; threadId: number }),
  [VISIT_CONFIRMED_JOB]: async (payload) =>
    runVisitConfirmed(await getDb(), payload as { visitId: number }),
  [VISIT_REMINDER_JOB]: async (payload) =>
    runVisitReminder(await getDb(), payload as { visitId: number }),
  [VISIT_CANCELLED_JOB]: async (payload) =>
    runVisitCancelled(await getDb(), payload as { visitId: number; by: "buyer" | "seller" }),
};
