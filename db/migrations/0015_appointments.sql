CREATE TABLE "appointment_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notice_hours" integer DEFAULT 24 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"kinds" jsonb NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_opening_at" timestamp with time zone,
	"next_opening_local" text,
	"next_opening_recheck_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"dietitian_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_email" text NOT NULL,
	"visitor_phone" text,
	"reason" text NOT NULL,
	"insurance" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone,
	"reply_due_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_note" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"closed_at" timestamp with time zone,
	"invitation_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "next_opening" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "next_opening_local" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_settings" ADD CONSTRAINT "appointment_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_dietitian_id_users_id_fk" FOREIGN KEY ("dietitian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_settings_recheck_idx" ON "appointment_settings" USING btree ("next_opening_recheck_at") WHERE "appointment_settings"."next_opening_recheck_at" is not null;--> statement-breakpoint
CREATE INDEX "appointments_dietitian_idx" ON "appointments" USING btree ("dietitian_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_hold_due_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "appointments_reply_due_idx" ON "appointments" USING btree ("reply_due_at") WHERE "appointments"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "appointments_ends_idx" ON "appointments" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "appointments_email_idx" ON "appointments" USING btree (lower("visitor_email"),"created_at");