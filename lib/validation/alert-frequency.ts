/**
 * How often a saved search alerts, and how many a buyer keeps. Isomorphic and free of zod, for
 * the dialogs (lib/validation/saved-search.ts holds the schemas and re-exports these).
 */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Instantly",
  daily: "Daily digest",
  weekly: "Weekly digest",
};

/** The frequencies as radio options, in order. */
export const ALERT_FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((value) => ({
  value,
  label: ALERT_FREQUENCY_LABELS[value],
}));

/** A buyer keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 50;
