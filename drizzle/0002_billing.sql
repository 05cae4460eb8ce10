CREATE TABLE "invoice_counters" (
	"financial_year" text NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_financial_year_pk" PRIMARY KEY("financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"billed_name" text NOT NULL,
	"billed_email" text NOT NULL,
	"gstin" text,
	"place_of_supply" text,
	"description" text NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_profiles" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "is_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "listing_quota" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "featured_quota" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "granted_by" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grant_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_seller_idx" ON "invoices" USING btree ("seller_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_seller_idx" ON "payments" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_free_tier_key" ON "plans" USING btree ("seller_kind") WHERE "plans"."is_free";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_payment_key" ON "subscriptions" USING btree ("payment_id");--> statement-breakpoint
UPDATE "payments" SET "amount" = "amount" * 100;--> statement-breakpoint
UPDATE "subscriptions" s SET "plan_name" = p."name", "price_paise" = p."price" * 100, "listing_quota" = p."listing_quota", "featured_quota" = p."featured_quota" FROM "plans" p WHERE p."id" = s."plan_id";--> statement-breakpoint
UPDATE "subscriptions" s SET "payment_id" = m."pay_id" FROM (
  SELECT sub."id" AS "sub_id", pay."id" AS "pay_id"
  FROM (SELECT "id", "seller_id", "plan_id", row_number() OVER (PARTITION BY "seller_id", "plan_id" ORDER BY "id") AS "rn" FROM "subscriptions") sub
  JOIN (SELECT "id", "seller_id", "plan_id", row_number() OVER (PARTITION BY "seller_id", "plan_id" ORDER BY "id") AS "rn" FROM "payments" WHERE "status" IN ('completed', 'refunded')) pay
    ON pay."seller_id" = sub."seller_id" AND pay."plan_id" = sub."plan_id" AND pay."rn" = sub."rn"
) m WHERE s."id" = m."sub_id";--> statement-breakpoint
INSERT INTO "plans" ("name", "seller_kind", "price", "is_free", "duration_days", "listing_quota", "featured_quota", "features") VALUES
  ('Free', 'individual', 0, true, 3650, 1, 0, E'1 live listing\nNo featured listing'),
  ('Free', 'agent', 0, true, 3650, 3, 0, E'3 live listings\nNo featured listing'),
  ('Free', 'builder', 0, true, 3650, 2, 0, E'2 live listings\nNo featured listing');
