-- A locality search counts its matches (up to the cap) from `properties_locality_idx`, but the
-- search also tests the city (`city_id = …`), which the index did not hold: every match was read
-- from the table (≈8,000 table pages, 380 ms cold, for one Mumbai locality at 5,000,000 listings).
-- With the city as the index's last column the count is an index-only scan.
DROP INDEX IF EXISTS "properties_locality_idx";--> statement-breakpoint
CREATE INDEX "properties_locality_idx" ON "properties" USING btree ("locality_id","status","deal_type","property_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","bhk","featured_until","city_id") WHERE status = 'active';
--> statement-breakpoint
-- The count of a city search with a price range and BHK (`+ price + bhk`) walks
-- `properties_search_city_idx` by price and tested the BHK on the table: ≈25,000 table pages for
-- the 10,001 rows of the capped count at 5,000,000 listings. With the BHK in the index it is
-- index-only.
DROP INDEX IF EXISTS "properties_search_city_idx";--> statement-breakpoint
CREATE INDEX "properties_search_city_idx" ON "properties" USING btree ("status","city_id","deal_type","property_type","price","bhk") WHERE status = 'active';
