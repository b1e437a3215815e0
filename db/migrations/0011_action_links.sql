CREATE TABLE "action_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" integer NOT NULL,
	"batch" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "action_links_batch_idx" ON "action_links" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "action_links_subject_idx" ON "action_links" USING btree ("purpose","subject_id");