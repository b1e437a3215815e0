CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"profile_name" text,
	"role" text,
	"credentials" text[] DEFAULT '{}'::text[] NOT NULL,
	"business_email" text,
	"office_number" text,
	"office_fax" text,
	"street_address" text,
	"apt_suite" text,
	"city_name" text,
	"city_key" text,
	"state" text,
	"zipcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text,
	"website_url" text,
	"summary" text,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"offers_in_person" boolean DEFAULT true NOT NULL,
	"offers_telehealth" boolean DEFAULT false NOT NULL,
	"telehealth_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"insurance" text[] DEFAULT '{}'::text[] NOT NULL,
	"self_pay_min_cents" integer,
	"self_pay_max_cents" integer,
	"languages" text[] DEFAULT '{English}'::text[] NOT NULL,
	"accepting_new_clients" boolean DEFAULT true NOT NULL,
	"working_time" jsonb,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facebook" text,
	"instagram" text,
	"twitter" text,
	"avatar_key" text,
	"npi" text,
	"cdr_number" text,
	"license_number" text,
	"review_status" text DEFAULT 'draft' NOT NULL,
	"step1_saved_at" timestamp with time zone,
	"step2_saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_location_idx" ON "profiles" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree ("state","city_key");--> statement-breakpoint
CREATE INDEX "profiles_zipcode_idx" ON "profiles" USING btree ("zipcode");--> statement-breakpoint
CREATE INDEX "profiles_review_idx" ON "profiles" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "profiles_specialties_idx" ON "profiles" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "profiles_telehealth_states_idx" ON "profiles" USING gin ("telehealth_states");--> statement-breakpoint
CREATE INDEX "profiles_insurance_idx" ON "profiles" USING gin ("insurance");--> statement-breakpoint
CREATE INDEX "profiles_languages_idx" ON "profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "profiles_credentials_idx" ON "profiles" USING gin ("credentials");