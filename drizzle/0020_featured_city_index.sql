-- The "featured first" branch of a search in a city with no type (a city's page, a keyword search
-- such as "modular kitchen in Pune"): properties_featured_idx has the type before the date, so
-- the planner walked the deal's newest-first index across all of India instead, testing the city
-- inside it (6,068 pages, 117 ms on a first visit at 5,000,000 listings). This one is as small
-- (listings ever featured, live ones only) with the date right after the city and the deal.
CREATE INDEX "properties_featured_city_idx" ON "properties" USING btree ("city_id","deal_type","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST,"property_type","featured_until") WHERE status = 'active' and featured_until is not null;
