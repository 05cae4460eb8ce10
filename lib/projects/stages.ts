/** Project construction stages as buyers read them. Isomorphic. */
export const STAGE_LABELS = {
  upcoming: "Upcoming",
  under_construction: "Under construction",
  ready: "Ready to move",
} as const;
