/** Cache tag names, in one place: reads tag with these, writes revalidate them. */
export const tags = {
  properties: "properties",
  property: (id: number) => `property:${id}`,
  cityProperties: (citySlug: string) => `city-properties:${citySlug}`,
  featured: "featured-properties",
  projects: "projects",
  project: (id: number) => `project:${id}`,
  broker: (id: number) => `broker:${id}`,
  cities: "cities",
  plans: "plans",
  /** The insights rollup (price trends, supply); the refresh job's cache life bounds it. */
  insights: "insights",
  /** Published reviews of a locality, and the city's review aggregates. */
  localityReviews: (localityId: number) => `locality-reviews:${localityId}`,
  cityReviews: (cityId: number) => `city-reviews:${cityId}`,
  reviews: "reviews",
} as const;
