-- Follows 0016 and 0017 (already merged): the live-only search indexes without `status` as a key
-- column. PostgreSQL drops a condition the index's predicate already implies (`status =
-- 'active'`) from the index conditions, so with `status` first the city, deal and type could not
-- bound the scan and the planner chose other indexes (a Pune rent search walked 25,500 pages of
-- `properties_deal_recent_idx` at 5,000,000 listings, 450 ms instead of 8 ms).
-- Two indexes gain a column so their counts are index-only: the city's (BHK, for a price range
-- with BHK: ≈25,000 table pages for the capped count at 5,000,000 listings) and the locality's
-- (the city, which the search also tests, as in 0017).
DROP INDEX IF EXISTS "properties_search_city_idx";--> statement-breakpoint
CREATE INDEX "properties_search_city_idx" ON "properties" USING btree ("city_id","deal_type","property_type","price","bhk") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_type_idx";--> statement-breakpoint
CREATE INDEX "properties_search_type_idx" ON "properties" USING btree ("deal_type","property_type","price") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_city_recent_idx";--> statement-breakpoint
CREATE INDEX "properties_search_city_recent_idx" ON "properties" USING btree ("city_id","deal_type","property_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","price_per_sqft","bhk","area_sqft","furnishing","verified","posted_by","possession","featured_until") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_city_ppsf_idx";--> statement-breakpoint
CREATE INDEX "properties_search_city_ppsf_idx" ON "properties" USING btree ("city_id","deal_type","property_type","price_per_sqft","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_deal_ppsf_idx";--> statement-breakpoint
CREATE INDEX "properties_deal_ppsf_idx" ON "properties" USING btree ("deal_type","price_per_sqft","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"property_type","city_id") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_deal_recent_idx";--> statement-breakpoint
CREATE INDEX "properties_deal_recent_idx" ON "properties" USING btree ("deal_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"property_type","city_id","price","bhk","area_sqft","verified","featured_until") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_city_recent_idx";--> statement-breakpoint
CREATE INDEX "properties_city_recent_idx" ON "properties" USING btree ("city_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_locality_idx";--> statement-breakpoint
CREATE INDEX "properties_locality_idx" ON "properties" USING btree ("locality_id","deal_type","property_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","bhk","featured_until","city_id") WHERE status = 'active';
