CREATE TABLE "busy_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address_sealed" text NOT NULL,
	"host" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"checked_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone,
	"parsed_at" timestamp with time zone,
	"busy_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"unknown_zones" text[] DEFAULT '{}' NOT NULL,
	"first_failed_at" timestamp with time zone,
	"failure_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "busy_ranges" (
	"calendar_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "busy_calendars" ADD CONSTRAINT "busy_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_ranges" ADD CONSTRAINT "busy_ranges_calendar_id_busy_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."busy_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busy_calendars_user_idx" ON "busy_calendars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "busy_calendars_checked_idx" ON "busy_calendars" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "busy_ranges_calendar_idx" ON "busy_ranges" USING btree ("calendar_id","starts_at");