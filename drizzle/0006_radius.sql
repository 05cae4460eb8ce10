-- Distance search (lib/search/distance-sql.ts): one GiST index per deal over active listings on
-- point(lon, lat) (core point_ops, no extension). The INCLUDE columns (which the Drizzle schema
-- cannot declare) let the box scan, the exact distance, the usual orders and the common filters
-- run index-only.
CREATE INDEX "properties_geo_sale_idx" ON "properties" USING gist (point(lon, lat)) INCLUDE (lat, lon, property_type, posted_at, id, featured_until, price, price_per_sqft, bhk, area_sqft) WHERE status = 'active' and deal_type = 'sale';--> statement-breakpoint
CREATE INDEX "properties_geo_rent_idx" ON "properties" USING gist (point(lon, lat)) INCLUDE (lat, lon, property_type, posted_at, id, featured_until, price, price_per_sqft, bhk, area_sqft) WHERE status = 'active' and deal_type = 'rent';--> statement-breakpoint
CREATE INDEX "properties_geo_pg_idx" ON "properties" USING gist (point(lon, lat)) INCLUDE (lat, lon, property_type, posted_at, id, featured_until, price, price_per_sqft, bhk, area_sqft) WHERE status = 'active' and deal_type = 'pg';
