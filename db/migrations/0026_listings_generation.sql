CREATE TABLE "directory_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "directory_generation_one_row" CHECK ("directory_generation"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "directory_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
-- Counts each committed transaction that changed the listings once (docs/decisions/105). The row
-- trigger is deferred to the commit, so the counter's row is locked only for the commit's last moment
-- (two writers never wait on it while holding listing rows), and it runs once per transaction: the first
-- deferred event sets a transaction-local mark, the others see it.
CREATE FUNCTION "directory_listings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(current_setting('directory.generation_counted', true), '') = '' THEN
		PERFORM set_config('directory.generation_counted', 'yes', true);
		UPDATE "directory_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "directory_listings_changed" AFTER INSERT OR UPDATE OR DELETE ON "directory_listings"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "directory_listings_changed"();--> statement-breakpoint
CREATE TRIGGER "directory_listings_truncated" AFTER TRUNCATE ON "directory_listings"
	FOR EACH STATEMENT EXECUTE FUNCTION "directory_listings_changed"();
