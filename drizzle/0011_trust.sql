-- Listings buyers can trust (issue 27): named checks, price history, reconfirmation, photo
-- fingerprints and duplicate / fake flags.
ALTER TABLE "properties" ADD COLUMN "documents_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- "verified" now means exactly "owner's documents checked"; earlier rows keep their flag with
-- their approval as the date.
UPDATE "properties" SET "documents_checked_at" = coalesce("approved_at", "posted_at") WHERE "verified";--> statement-breakpoint
-- The reconfirmation job: live listings last confirmed longest ago. A question out is a row of
-- listing_confirmations (asking writes no properties row: 20+ indexes would be rewritten).
CREATE INDEX "properties_confirm_due_idx" ON "properties" USING btree ((coalesce("confirmed_at", "approved_at", "posted_at"))) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "property_media_storage_key_idx" ON "property_media" USING btree ("storage_key");--> statement-breakpoint
CREATE TABLE "listing_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer,
	"project_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_type" text,
	"document_key" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"requested_by" integer,
	"checked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "listing_checks" ADD CONSTRAINT "listing_checks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_checks" ADD CONSTRAINT "listing_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_checks" ADD CONSTRAINT "listing_checks_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_checks" ADD CONSTRAINT "listing_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_checks_property_idx" ON "listing_checks" USING btree ("property_id","kind");--> statement-breakpoint
CREATE INDEX "listing_checks_project_idx" ON "listing_checks" USING btree ("project_id","kind");--> statement-breakpoint
CREATE INDEX "listing_checks_pending_idx" ON "listing_checks" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "listing_checks_one_waiting_idx" ON "listing_checks" USING btree ("property_id","kind") WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer
);--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_property_idx" ON "price_history" USING btree ("property_id","changed_at");--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"taken_at" timestamp with time zone,
	"lat" double precision,
	"lon" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_hashes_band0_idx" ON "photo_hashes" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "photo_hashes_band1_idx" ON "photo_hashes" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "photo_hashes_band2_idx" ON "photo_hashes" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "photo_hashes_band3_idx" ON "photo_hashes" USING btree ("band3");--> statement-breakpoint
CREATE TABLE "listing_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"reason" text DEFAULT 'schedule' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text
);--> statement-breakpoint
ALTER TABLE "listing_confirmations" ADD CONSTRAINT "listing_confirmations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_confirmations" ADD CONSTRAINT "listing_confirmations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_confirmations_property_idx" ON "listing_confirmations" USING btree ("property_id","sent_at");--> statement-breakpoint
-- Questions waiting for an answer, oldest first (the pause after three days).
CREATE INDEX "listing_confirmations_open_idx" ON "listing_confirmations" USING btree ("sent_at") WHERE answered_at is null;--> statement-breakpoint
CREATE INDEX "listing_confirmations_open_seller_idx" ON "listing_confirmations" USING btree ("seller_id","sent_at") WHERE answered_at is null;--> statement-breakpoint
CREATE TABLE "availability_reports" (
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_reports_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);--> statement-breakpoint
ALTER TABLE "availability_reports" ADD CONSTRAINT "availability_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_reports" ADD CONSTRAINT "availability_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "trust_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trust_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"other_property_id" integer,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text
);--> statement-breakpoint
ALTER TABLE "trust_flags" ADD CONSTRAINT "trust_flags_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_flags" ADD CONSTRAINT "trust_flags_other_property_id_properties_id_fk" FOREIGN KEY ("other_property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_flags" ADD CONSTRAINT "trust_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_flags_once_idx" ON "trust_flags" USING btree ("property_id","kind",(coalesce("other_property_id", 0)));--> statement-breakpoint
CREATE INDEX "trust_flags_open_idx" ON "trust_flags" USING btree ("created_at") WHERE status = 'open';
