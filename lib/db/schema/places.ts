import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    state: text("state").notNull(),
    stateSlug: text("state_slug").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    popular: boolean("popular").notNull().default(false),
    /** Average sale rate, rupees per sq ft. */
    saleRate: integer("sale_rate").notNull(),
    /** Average monthly rent, rupees per sq ft. */
    rentRate: doublePrecision("rent_rate").notNull(),
  },
  (t) => [
    uniqueIndex("cities_slug_key").on(t.slug),
    index("cities_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export const localities = pgTable(
  "localities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  (t) => [
    uniqueIndex("localities_city_slug_key").on(t.cityId, t.slug),
    index("localities_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);
