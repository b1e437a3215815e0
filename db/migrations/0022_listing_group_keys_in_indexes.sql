-- Best match orders by the listing groups (issue 30: listing_state, slow_replies) between the distance band
-- and the rotation: the two indexes a radius and a state search read carry them too, so those searches
-- still count, filter and order their matches from the index alone (no heap visit per match).
DROP INDEX "directory_listings_location_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_location_idx" ON "directory_listings" USING spgist ("location") INCLUDE ("x","y","z","featured","user_id","next_opening","listing_state","slow_replies");--> statement-breakpoint
DROP INDEX "directory_listings_city_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_city_idx" ON "directory_listings" USING btree ("state","city_key") INCLUDE ("featured","user_id","next_opening","listing_state","slow_replies");
