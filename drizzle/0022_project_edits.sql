-- A builder's edit of a live project waits here for review while buyers keep seeing the approved
-- version (as listing_edits does for listings, 0010).
CREATE TABLE "project_edits" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_edits" ADD CONSTRAINT "project_edits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
