-- Two appointments of one dietitian that keep their time (held, requested, confirmed) never overlap:
-- the database refuses the second insert (23P01), however many requests race (docs/decisions/090).
-- btree_gist lets one GiST index hold the dietitian's id (equality) and the time range (overlap).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
	EXCLUDE USING gist ("dietitian_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
	WHERE ("status" IN ('held', 'requested', 'confirmed'));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_after_start" CHECK ("ends_at" > "starts_at");
