-- Buyers' reports of listings reach the moderators (/admin/reports): an admin resolves a report
-- (after acting on the listing) or dismisses it, and the row keeps who closed it, when and why.
-- One open report per account and listing is now held by the database too (two quick clicks
-- could insert two); older duplicates are closed first, keeping each account's first report.
ALTER TABLE "listing_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "listing_reports" AS r SET "status" = 'dismissed', "resolved_at" = now(), "resolution_note" = 'Closed automatically: the same account had already reported this listing.'
WHERE r."status" = 'open' AND r."user_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "listing_reports" AS f
  WHERE f."status" = 'open' AND f."property_id" = r."property_id" AND f."user_id" = r."user_id" AND f."id" < r."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_once_idx" ON "listing_reports" USING btree ("property_id","user_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("created_at") WHERE status = 'open';
