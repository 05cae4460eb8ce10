/** Why a listing can be reported. Isomorphic and free of zod, for the report dialog. */
export const REPORT_REASONS = [
  { id: "wrong_price", label: "Wrong price" },
  { id: "already_sold", label: "Already sold / rented out" },
  { id: "fake_photos", label: "Fake photos" },
  { id: "wrong_location", label: "Wrong location" },
  { id: "spam", label: "Spam or fraud" },
  { id: "other", label: "Other" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["id"];
