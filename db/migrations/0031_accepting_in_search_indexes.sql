-- Best match orders by "accepting new clients" first (issue 42.8), and the two indexes that radius and state
-- searches read did not carry it: every such search fetched each match's row from the table to sort it. With
-- the flag in them, a search counts, filters and orders its matches from the index alone again (issue 44).
DROP INDEX "directory_listings_location_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_location_idx" ON "directory_listings" USING spgist ("location") INCLUDE ("x","y","z","featured","user_id","next_opening","listing_state","slow_replies","spanish","accepting");--> statement-breakpoint
DROP INDEX "directory_listings_city_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_city_idx" ON "directory_listings" USING btree ("state","city_key") INCLUDE ("featured","user_id","next_opening","listing_state","slow_replies","spanish","accepting");
