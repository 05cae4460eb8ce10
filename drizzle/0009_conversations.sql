CREATE TABLE "threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"buyer_id" integer,
	"buyer_phone" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"property_id" integer,
	"project_id" integer,
	"target_key" text NOT NULL,
	"subject" text NOT NULL,
	"phone_shared_at" timestamp with time zone,
	"buyer_sms" boolean DEFAULT false NOT NULL,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"report_resolved_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_preview" text DEFAULT '' NOT NULL,
	"buyer_unread" integer DEFAULT 0 NOT NULL,
	"seller_unread" integer DEFAULT 0 NOT NULL,
	"first_reply_at" timestamp with time zone,
	"buyer_mail_due_at" timestamp with time zone,
	"seller_mail_due_at" timestamp with time zone,
	"buyer_mailed_at" timestamp with time zone,
	"seller_mailed_at" timestamp with time zone,
	"buyer_notified_id" integer DEFAULT 0 NOT NULL,
	"seller_notified_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "messages_sender_check" CHECK ("messages"."sender" in ('buyer', 'seller', 'system')),
	CONSTRAINT "messages_body_check" CHECK (char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "seller_blocks" (
	"buyer_phone" text NOT NULL,
	"seller_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_blocks_buyer_phone_seller_id_pk" PRIMARY KEY("buyer_phone","seller_id")
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"proposed_by" text NOT NULL,
	"slots" jsonb NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"visit_date" text,
	"visit_window" text,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_visits_status_check" CHECK ("site_visits"."status" in ('proposed', 'confirmed', 'replaced', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_blocks" ADD CONSTRAINT "seller_blocks_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "threads_target_key" ON "threads" USING btree ("seller_id","buyer_phone","target_key");--> statement-breakpoint
CREATE INDEX "threads_seller_idx" ON "threads" USING btree ("seller_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "threads_buyer_idx" ON "threads" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "threads_buyer_phone_idx" ON "threads" USING btree ("buyer_phone","last_message_at");--> statement-breakpoint
CREATE INDEX "threads_reported_idx" ON "threads" USING btree ("reported_at") WHERE "threads"."reported_at" is not null and "threads"."report_resolved_at" is null;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "site_visits_thread_idx" ON "site_visits" USING btree ("thread_id","id");--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "thread_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_thread_idx" ON "leads" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "leads_phone_views_idx" ON "leads" USING btree ("user_id","source","created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
INSERT INTO "threads" ("seller_id", "buyer_id", "buyer_phone", "buyer_name", "buyer_email", "property_id", "project_id", "target_key", "subject", "last_message_at", "last_message_preview", "seller_unread", "created_at")
SELECT l."seller_id",
	max(l."user_id"),
	l."phone",
	(array_agg(l."name" ORDER BY l."id" DESC))[1],
	(array_agg(l."email" ORDER BY l."id" DESC))[1],
	l."property_id",
	l."project_id",
	CASE WHEN l."property_id" IS NOT NULL THEN 'p:' || l."property_id" WHEN l."project_id" IS NOT NULL THEN 'j:' || l."project_id" ELSE 'a' END,
	coalesce(max(p."title"), max(j."name"), 'Your agent profile'),
	max(l."created_at"),
	coalesce(nullif(left((array_agg(l."message" ORDER BY l."id" DESC))[1], 140), ''), 'Enquiry sent without a message.'),
	count(*) FILTER (WHERE l."seen_at" IS NULL),
	min(l."created_at")
FROM "leads" l
LEFT JOIN "properties" p ON p."id" = l."property_id"
LEFT JOIN "projects" j ON j."id" = l."project_id"
GROUP BY l."seller_id", l."phone", l."property_id", l."project_id";--> statement-breakpoint
UPDATE "leads" l SET "thread_id" = t."id" FROM "threads" t
WHERE t."seller_id" = l."seller_id" AND t."buyer_phone" = l."phone"
	AND t."target_key" = CASE WHEN l."property_id" IS NOT NULL THEN 'p:' || l."property_id" WHEN l."project_id" IS NOT NULL THEN 'j:' || l."project_id" ELSE 'a' END;--> statement-breakpoint
INSERT INTO "messages" ("thread_id", "sender", "body", "created_at", "seen_at")
SELECT l."thread_id",
	CASE WHEN l."message" <> '' THEN 'buyer' ELSE 'system' END,
	CASE WHEN l."message" <> '' THEN left(l."message", 2000) ELSE 'Enquiry sent without a message.' END,
	l."created_at", l."seen_at"
FROM "leads" l WHERE l."thread_id" IS NOT NULL ORDER BY l."id";
