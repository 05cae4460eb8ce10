/** What every answer says while the database is down (no imports: proxy.ts uses it too). */
export const SERVICE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a moment.";

/** Seconds a client should wait before retrying after a 503 (a database restart takes a few). */
export const RETRY_AFTER_SECONDS = 5;
