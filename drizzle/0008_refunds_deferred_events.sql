ALTER TABLE "subscriptions" ADD COLUMN "ends_at_before_refund" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "deferred_payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deferred_payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deferred_payment_events_key" ON "deferred_payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "deferred_payment_events_payment_idx" ON "deferred_payment_events" USING btree ("provider","provider_payment_id","id");
