ALTER TABLE "directory_listings" ADD COLUMN "spanish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "summary_es" text;--> statement-breakpoint
-- Issue 32: the listings that exist already counsel in Spanish when their profile says so (what every refresh writes from now on).
UPDATE "directory_listings" l SET "spanish" = true FROM "profiles" p WHERE p."user_id" = l."user_id" AND p."languages" @> array['Spanish']::text[];--> statement-breakpoint
-- "Counsels in Spanish" filters a radius or a state search: the two indexes those searches read carry the flag, so
-- they still count, filter and order their matches from the index alone.
DROP INDEX "directory_listings_location_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_location_idx" ON "directory_listings" USING spgist ("location") INCLUDE ("x","y","z","featured","user_id","next_opening","listing_state","slow_replies","spanish");--> statement-breakpoint
DROP INDEX "directory_listings_city_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_city_idx" ON "directory_listings" USING btree ("state","city_key") INCLUDE ("featured","user_id","next_opening","listing_state","slow_replies","spanish");
