/** The reconfirmation rhythm (issue 27). Pure constants shared by the job, pages and tests. */
export const RECONFIRM_EVERY_DAYS = 14;
export const ANSWER_WITHIN_DAYS = 3;
/** Distinct buyers whose "No longer available" asks the seller at once. */
export const BUYER_REPORTS_TO_ASK = 3;
export const RECONFIRM_LOCK_KEY = 7_351_027;
export const DAY_MS = 86_400_000;
export const STILL_AVAILABLE_JOB = "trust.still-available";
export const PAUSED_NOTICE_JOB = "trust.paused-notice";
