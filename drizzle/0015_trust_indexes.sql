-- Near-duplicate photo lookups (lib/trust/near-photos.ts) test the Hamming distance on the hash
-- kept in each band's index (index-only scans) and read the table only for the matches: each
-- band index carries the hash as its second column.
DROP INDEX IF EXISTS "photo_hashes_band0_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "photo_hashes_band1_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "photo_hashes_band2_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "photo_hashes_band3_idx";--> statement-breakpoint
CREATE INDEX "photo_hashes_band0_hash_idx" ON "photo_hashes" USING btree ("band0","hash");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1_hash_idx" ON "photo_hashes" USING btree ("band1","hash");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2_hash_idx" ON "photo_hashes" USING btree ("band2","hash");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3_hash_idx" ON "photo_hashes" USING btree ("band3","hash");--> statement-breakpoint
-- The reconfirmation job (lib/trust/reconfirm-job.ts) walks live listings in batches ordered by
-- (last confirmed, id): with the id in the index each batch is one short range of it, instead of
-- a sort of every listing still due (which made a run over 1,000,000 listings quadratic).
DROP INDEX IF EXISTS "properties_confirm_due_idx";--> statement-breakpoint
CREATE INDEX "properties_confirm_due_idx" ON "properties" USING btree ((coalesce("confirmed_at", "approved_at", "posted_at")),"id") WHERE status = 'active';--> statement-breakpoint
-- The planner keeps no statistics for a partial index's expression: without these it guesses
-- that a batch's range holds a handful of listings and sorts them all (Drizzle's schema cannot
-- declare statistics objects).
CREATE STATISTICS IF NOT EXISTS "properties_confirm_since_stats" ON (coalesce("confirmed_at", "approved_at", "posted_at")) FROM "properties";
