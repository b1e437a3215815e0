ALTER TABLE "directory_listings" ADD COLUMN "medicare" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The flags radius and state searches filter and order by, in the two indexes those searches read, so they count,
-- filter and order their matches from the index alone (issue 44): "accepting new clients", which Best match orders
-- by first since 42.8 (without it every such search fetched each match's row to sort it), and "Takes Medicare"
-- (the Medicare guide's search; its own column, as `spanish`) and "Superbill".
DROP INDEX "directory_listings_location_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_location_idx" ON "directory_listings" USING spgist ("location") INCLUDE ("x","y","z","featured","user_id","next_opening","listing_state","slow_replies","spanish","accepting","superbill","medicare");--> statement-breakpoint
DROP INDEX "directory_listings_city_idx";--> statement-breakpoint
CREATE INDEX "directory_listings_city_idx" ON "directory_listings" USING btree ("state","city_key") INCLUDE ("featured","user_id","next_opening","listing_state","slow_replies","spanish","accepting","superbill","medicare");--> statement-breakpoint
-- Decision 123: the listings' change trigger fires now, not at the commit, so no later migration of this run meets
-- pending events when it changes the table.
SET CONSTRAINTS "directory_listings_changed" IMMEDIATE;--> statement-breakpoint
UPDATE "directory_listings" SET "medicare" = true WHERE "insurance" @> array['Medicare']::text[];
