/** How long a listing stays live before it must be renewed. Isomorphic. */
export const LISTING_LIFETIME_DAYS = 90;
/** "About to expire" on the dashboard and in notifications. */
export const EXPIRY_WARNING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export function listingExpiry(from: Date): Date {
  return new Date(from.getTime() + LISTING_LIFETIME_DAYS * DAY_MS);
}

export function daysFromNow(days: number, now = new Date()): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
