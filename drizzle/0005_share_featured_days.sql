CREATE TABLE "shortlist_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_shares_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "featured_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "featured_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shortlist_shares" ADD CONSTRAINT "shortlist_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;