-- A keyword search within a city read the city's matches of every type from the table to keep the
-- type it asked for: at 5,000,000 listings "boundary wall plot in Pune" found 8,420 Pune listings
-- with both words, read 8,363 table pages to keep the plots, and did so once per branch of the page
-- (bench/README.md). The words are now keyed by the city and the type ("7.pl:boundary": city 7,
-- a plot), so the index returns the asked type's listings only; a search without a type asks for
-- each type's keys (lib/search/search-conditions.ts).
-- Each type has a two-letter code here (the full names would double the column's size); a type
-- added to the enum later is keyed by its full name until it gets one, which stays correct.
-- (Not the enum's position: `enum_range` costs about 60 µs a call, 5 minutes over 5,000,000 rows.)
CREATE FUNCTION city_type_keyed_words(city integer, kind property_type, words tsvector) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array(SELECT p.prefix || w FROM unnest(tsvector_to_array(words)) AS w)
    FROM (SELECT city || '.' || CASE kind
      WHEN 'FlatApartment' THEN 'fa' WHEN 'IndependentHouseVilla' THEN 'hv'
      WHEN 'IndependentBuilderFloor' THEN 'bf' WHEN 'RKStudioApartment' THEN 'rk'
      WHEN 'ServicedApartment' THEN 'sa' WHEN 'Farmhouse' THEN 'fh' WHEN 'Plot' THEN 'pl'
      WHEN 'Land' THEN 'la' WHEN 'Office' THEN 'of' WHEN 'Shop' THEN 'sh' WHEN 'Showroom' THEN 'sr'
      WHEN 'Warehouse' THEN 'wh' WHEN 'Industrial' THEN 'in' WHEN 'Hospitality' THEN 'ho'
      WHEN 'Other' THEN 'ot' ELSE kind::text END || ':' AS prefix) AS p $$;--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "city_words";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city_words" text[] GENERATED ALWAYS AS (city_type_keyed_words(city_id, property_type, to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(locality_name, '') || ' ' || coalesce(city_name, '') || ' ' || coalesce(description, '')))) STORED;--> statement-breakpoint
CREATE INDEX "properties_city_text_sale_idx" ON "properties" USING gin ("city_words") WHERE status = 'active' and deal_type = 'sale';--> statement-breakpoint
CREATE INDEX "properties_city_text_rent_idx" ON "properties" USING gin ("city_words") WHERE status = 'active' and deal_type = 'rent';--> statement-breakpoint
CREATE INDEX "properties_city_text_pg_idx" ON "properties" USING gin ("city_words") WHERE status = 'active' and deal_type = 'pg';--> statement-breakpoint
DROP FUNCTION city_keyed_words(integer, tsvector);
