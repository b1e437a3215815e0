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
	"telehealth_reach" text[] NOT NULL,
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
CREATE INDEX "directory_listings_location_idx" ON "directory_listings" USING spgist ("location") INCLUDE ("x","y","z","featured","user_id");--> statement-breakpoint
CREATE INDEX "directory_listings_city_idx" ON "directory_listings" USING btree ("state","city_key") INCLUDE ("featured","user_id");--> statement-breakpoint
CREATE INDEX "directory_listings_name_idx" ON "directory_listings" USING btree ("last_name","first_name","user_id");--> statement-breakpoint
CREATE INDEX "directory_listings_telehealth_states_idx" ON "directory_listings" USING gin ("telehealth_states");--> statement-breakpoint
CREATE INDEX "directory_listings_telehealth_reach_idx" ON "directory_listings" USING gin ("telehealth_reach");--> statement-breakpoint
CREATE INDEX "directory_listings_specialties_idx" ON "directory_listings" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "directory_listings_insurance_idx" ON "directory_listings" USING gin ("insurance");--> statement-breakpoint
CREATE INDEX "directory_listings_languages_idx" ON "directory_listings" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "directory_listings_credentials_idx" ON "directory_listings" USING gin ("credentials");--> statement-breakpoint
CREATE INDEX "directory_listings_home_page_idx" ON "directory_listings" USING btree ("user_id") WHERE "directory_listings"."home_page";--> statement-breakpoint
-- A search is a short query among many: parallel workers would only take the cores other requests need (and on two cores they made the planner's choices erratic).
ALTER TABLE "directory_listings" SET (parallel_workers = 0);--> statement-breakpoint
-- The listings of the profiles listed when this migration runs (the rule of listedProfile() with the plans of that day: 1, 2 and 3 list, 3 is featured and on the home page). From now on the profiles, billing and accounts modules keep the table; `npm run directory:rebuild` recomputes it.
INSERT INTO "directory_listings" ("user_id", "featured", "home_page", "location", "x", "y", "z", "state", "city_key", "in_person", "telehealth", "accepting", "telehealth_states", "telehealth_reach", "specialties", "insurance", "languages", "credentials", "first_name", "last_name", "role", "city_name", "zipcode", "avatar_key", "summary_preview")
SELECT p."user_id", u."plan" = 3, u."plan" = 3, point(p."longitude", p."latitude"),
	cos(radians(p."latitude")) * cos(radians(p."longitude")), cos(radians(p."latitude")) * sin(radians(p."longitude")), sin(radians(p."latitude")),
	p."state", p."city_key", p."offers_in_person", p."offers_telehealth", p."accepting_new_clients",
	p."telehealth_states",
	CASE WHEN p."offers_telehealth" THEN array(select distinct s from unnest(p."telehealth_states" || p."state") as s order by s) ELSE '{}'::text[] END,
	p."specialties", p."insurance", p."languages", p."credentials",
	u."first_name", u."last_name", p."role", p."city_name", p."zipcode", p."avatar_key",
	(select case when char_length(s) <= 270 then s else regexp_replace(left(s, 269), '\s+\S*$', '') || '…' end
		from (select btrim(regexp_replace(coalesce(p."summary", ''), '\s+', ' ', 'g')) as s) as one_line)
FROM "profiles" p INNER JOIN "users" u ON u."id" = p."user_id"
WHERE p."review_status" = 'approved' AND u."suspended_at" IS NULL AND u."plan" IN (1, 2, 3)
	AND p."latitude" IS NOT NULL AND p."longitude" IS NOT NULL AND p."state" IS NOT NULL;
