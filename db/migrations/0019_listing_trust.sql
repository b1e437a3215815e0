CREATE TABLE "credential_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"state" text,
	"checked_at" timestamp with time zone NOT NULL,
	"checked_by" integer,
	"checked_by_email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "listing_state" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "accepting_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "credential_checks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accepting_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "availability_mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credential_checks" ADD CONSTRAINT "credential_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_checks" ADD CONSTRAINT "credential_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_checks_user_idx" ON "credential_checks" USING btree ("user_id","checked_at");--> statement-breakpoint
CREATE INDEX "directory_listings_confirmed_idx" ON "directory_listings" USING btree ("accepting_confirmed_at");--> statement-breakpoint
CREATE INDEX "profiles_availability_mail_idx" ON "profiles" USING btree ("availability_mail_due_at") WHERE "profiles"."availability_mail_due_at" is not null;--> statement-breakpoint
-- Issue 30: the availability of the profiles that exist is taken as confirmed on the day of this
-- migration (nothing older says otherwise), so none pauses at once; their first "still accepting?"
-- mail is due 30 days later. No credential check is invented: approval recorded none, so the
-- existing listings show no "Verified" until an administrator records one.
UPDATE "profiles" SET "accepting_confirmed_at" = now(), "availability_mail_due_at" = now() + interval '30 days';
--> statement-breakpoint
UPDATE "directory_listings" l SET "accepting_confirmed_at" = p."accepting_confirmed_at" FROM "profiles" p WHERE p."user_id" = l."user_id";
