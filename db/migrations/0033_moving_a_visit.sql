ALTER TABLE "appointments" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visit_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_replaces_id_appointments_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_replaces_idx" ON "appointments" USING btree ("replaces_id") WHERE "appointments"."replaces_id" is not null;--> statement-breakpoint
-- The rows of one visit (the original and a request to move it) may overlap: moving a visit half an hour
-- later must not be refused by its own time. Rows of different visits still never overlap (docs/decisions/120).
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
	EXCLUDE USING gist ("dietitian_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&, (coalesce("visit_id", "id")) WITH <>)
	WHERE ("status" IN ('held', 'requested', 'confirmed'));
