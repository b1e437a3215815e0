-- "Openings this week" and "Soonest opening" (issue 29) filter and order on next_opening: the two indexes a
-- radius and a state search read carry it too, so those searches still count and order from the index alone.
DROP INDEX "directory_listings_location_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_location_idx" ON "directory_listings" USING spgist ("location") INCLUDE ("x","y","z","featured","user_id","next_opening");--> statement-breakpoint
DROP INDEX "directory_listings_city_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_city_idx" ON "directory_listings" USING btree ("state","city_key") INCLUDE ("featured","user_id","next_opening");
