CREATE TABLE "mail_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_sends_key_idx" ON "mail_sends" USING btree ("key") WHERE "mail_sends"."key" is not null and "mail_sends"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "mail_sends_created_idx" ON "mail_sends" USING btree ("created_at");