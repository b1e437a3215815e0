CREATE TABLE "mail_soft_bounces" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"bounce_id" bigint NOT NULL,
	"message_id" text,
	"bounced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_soft_bounces_bounce_id_unique" UNIQUE("bounce_id")
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"since" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer
);
--> statement-breakpoint
ALTER TABLE "mail_sends" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "stream" text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "skipped" text;--> statement-breakpoint
CREATE INDEX "mail_soft_bounces_email_idx" ON "mail_soft_bounces" USING btree ("email","bounced_at");--> statement-breakpoint
CREATE INDEX "mail_sends_message_idx" ON "mail_sends" USING btree ("message_id") WHERE "mail_sends"."message_id" is not null;