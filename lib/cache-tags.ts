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
} as const;
