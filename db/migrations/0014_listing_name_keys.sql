-- The name keys of the listings that existed before the column: what refreshListing writes for each (listings.server.ts).
UPDATE "directory_listings" SET "name_key" = lower(unaccent("first_name" || ' ' || "last_name"));
