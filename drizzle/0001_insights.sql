CREATE TABLE "insight_refreshes" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"rows" integer NOT NULL,
	"millis" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_supply" (
	"city_id" integer NOT NULL,
	"locality_id" integer DEFAULT 0 NOT NULL,
	"deal_type" "deal_type" NOT NULL,
	"property_type" text NOT NULL,
	"bhk" smallint DEFAULT -1 NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_supply_city_id_locality_id_deal_type_property_type_bhk_pk" PRIMARY KEY("city_id","locality_id","deal_type","property_type","bhk")
);
--> statement-breakpoint
CREATE TABLE "locality_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locality_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"locality_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"relation" text NOT NULL,
	"overall" smallint NOT NULL,
	"connectivity" smallint NOT NULL,
	"safety" smallint NOT NULL,
	"schools" smallint NOT NULL,
	"utilities" smallint NOT NULL,
	"cleanliness" smallint NOT NULL,
	"body" text NOT NULL,
	"body_key" text NOT NULL,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"helpful" integer DEFAULT 0 NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_trends" (
	"city_id" integer NOT NULL,
	"locality_id" integer DEFAULT 0 NOT NULL,
	"deal_type" "deal_type" NOT NULL,
	"property_type" text DEFAULT '' NOT NULL,
	"bhk" smallint DEFAULT -1 NOT NULL,
	"month" date NOT NULL,
	"listings" integer NOT NULL,
	"p25" double precision,
	"median" double precision,
	"p75" double precision,
	CONSTRAINT "price_trends_city_id_locality_id_deal_type_property_type_bhk_month_pk" PRIMARY KEY("city_id","locality_id","deal_type","property_type","bhk","month")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "listing_supply" ADD CONSTRAINT "listing_supply_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_reviews" ADD CONSTRAINT "locality_reviews_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_reviews" ADD CONSTRAINT "locality_reviews_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_reviews" ADD CONSTRAINT "locality_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locality_reviews" ADD CONSTRAINT "locality_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_trends" ADD CONSTRAINT "price_trends_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_locality_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."locality_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_locality_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."locality_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locality_reviews_user_locality_key" ON "locality_reviews" USING btree ("user_id","locality_id");--> statement-breakpoint
CREATE INDEX "locality_reviews_locality_idx" ON "locality_reviews" USING btree ("locality_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "locality_reviews_city_idx" ON "locality_reviews" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "locality_reviews_status_idx" ON "locality_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "locality_reviews_body_key_idx" ON "locality_reviews" USING btree ("body_key");