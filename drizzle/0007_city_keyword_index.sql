-- Words of a listing keyed by its city ("12:kitchen"): a keyword search within one city asks
-- the GIN index for that city's words only (lib/search/search-conditions.ts).
CREATE FUNCTION city_keyed_words(city integer, words tsvector) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array(SELECT city || ':' || w FROM unnest(tsvector_to_array(words)) AS w) $$;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city_words" text[] GENERATED ALWAYS AS (city_keyed_words(city_id, to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(locality_name, '') || ' ' || coalesce(city_name, '') || ' ' || coalesce(description, '')))) STORED;--> statement-breakpoint
CREATE INDEX "properties_city_text_sale_idx" ON "properties" USING gin ("city_words") WHERE status = 'active' and deal_type = 'sale';--> statement-breakpoint
CREATE INDEX "properties_city_text_rent_idx" ON "properties" USING gin ("city_words") WHERE status = 'active' and deal_type = 'rent';--> statement-breakpoint
CREATE INDEX "properties_city_text_pg_idx" ON "properties" USING gin ("city_words") WHERE status = 'active' and deal_type = 'pg';