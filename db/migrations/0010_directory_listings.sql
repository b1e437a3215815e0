CREATE TABLE "directory_listings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"featured" boolean NOT NULL,
	"home_page" boolean NOT NULL,
	"location" "point" NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"z" double precision NOT NULL,
	"state" text NOT NULL,
	"city_key" text,
	"in_person" boolean NOT NULL,
	"telehealth" boolean NOT NULL,
	"accepting" boolean NOT NULL,
	"telehealth_states" text[] NOT NULL,
	"specialties" text[] NOT NULL,
	"insurance" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"credentials" text[] NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text,
	"city_name" text,
	"zipcode" text,
	"avatar_key" text,
	"summary_preview" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_location_idx";--> statement-breakpoint
DROP INDEX "profiles_specialties_idx";--> statement-breakpoint
DROP INDEX "profiles_telehealth_states_idx";--> statement-breakpoint
DROP INDEX "profiles_insurance_idx";--> statement-breakpoint
DROP INDEX "profiles_languages_idx";--> statement-breakpoint
DROP INDEX "profiles_credentials_idx";--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_listings_location_idx" ON "directory_listings" USING spgist ("location");--> statement-breakpoint
CREATE INDEX "directory_listings_city_idx" ON "directory_listings" USING btree ("state","city_key");--> statement-breakpoint
CREATE INDEX "directory_listings_name_idx" ON "directory_listings" USING btree ("last_name","first_name","user_id");--> statement-breakpoint
CREATE INDEX "directory_listings_telehealth_states_idx" ON "directory_listings" USING gin ("telehealth_states");--> statement-breakpoint
CREATE INDEX "directory_listings_specialties_idx" ON "directory_listings" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "directory_listings_insurance_idx" ON "directory_listings" USING gin ("insurance");--> statement-breakpoint
CREATE INDEX "directory_listings_languages_idx" ON "directory_listings" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "directory_listings_credentials_idx" ON "directory_listings" USING gin ("credentials");--> statement-breakpoint
CREATE INDEX "directory_listings_home_page_idx" ON "directory_listings" USING btree ("user_id") WHERE "directory_listings"."home_page";