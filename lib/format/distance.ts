/** "2.3 km away" (one decimal; "0.4 km away" under a kilometre). Isomorphic. */
export function formatDistanceAway(km: number): string {
  return `${(Math.round(km * 10) / 10).toFixed(1)} km away`;
}
