-- Listings that leave the public site (paused, sold, rented, expired, rejected) leave the search
-- indexes too: each search index covers live listings only (every search reads `status =
-- 'active'`). A status change cannot be a HOT update, so before this every listing paused by the
-- reconfirmation job (lib/trust/reconfirm-job.ts: up to half the site in one run) or expired
-- added an entry to each of these nine indexes; now it adds none, and the indexes hold only what
-- search reads. The admin's queues (any status) keep `properties_recent_idx`, the seller's
-- lists `properties_seller_idx`.

DROP INDEX IF EXISTS "properties_search_city_idx";--> statement-breakpoint
CREATE INDEX "properties_search_city_idx" ON "properties" USING btree ("status","city_id","deal_type","property_type","price") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_type_idx";--> statement-breakpoint
CREATE INDEX "properties_search_type_idx" ON "properties" USING btree ("status","deal_type","property_type","price") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_city_recent_idx";--> statement-breakpoint
CREATE INDEX "properties_search_city_recent_idx" ON "properties" USING btree ("status","city_id","deal_type","property_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","price_per_sqft","bhk","area_sqft","furnishing","verified","posted_by","possession","featured_until") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_city_ppsf_idx";--> statement-breakpoint
CREATE INDEX "properties_search_city_ppsf_idx" ON "properties" USING btree ("status","city_id","deal_type","property_type","price_per_sqft","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_deal_ppsf_idx";--> statement-breakpoint
CREATE INDEX "properties_deal_ppsf_idx" ON "properties" USING btree ("status","deal_type","price_per_sqft","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"property_type","city_id") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_deal_recent_idx";--> statement-breakpoint
CREATE INDEX "properties_deal_recent_idx" ON "properties" USING btree ("status","deal_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"property_type","city_id","price","bhk","area_sqft","verified","featured_until") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_city_recent_idx";--> statement-breakpoint
CREATE INDEX "properties_city_recent_idx" ON "properties" USING btree ("status","city_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_locality_idx";--> statement-breakpoint
CREATE INDEX "properties_locality_idx" ON "properties" USING btree ("locality_id","status","deal_type","property_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","bhk","featured_until") WHERE status = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "properties_amenities_idx";--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities") WHERE status = 'active';
