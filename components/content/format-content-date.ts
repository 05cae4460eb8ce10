/** "2026-11-23" → "23 November 2026" (dates of guides and legal pages, in Indian style). */
export function formatContentDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
