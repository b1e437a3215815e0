-- One price per visit (issue 42.2, docs/decisions/122): a first visit costs the profile's first-visit
-- fee, the one "Services and fees", the booking section, the booking page and the card show. The
-- price the availability kept of its own moves into the fee where the profile states none, and leaves
-- the visit kinds. A profile that states its fee keeps it: that is the price its page showed beside
-- the booking's.
UPDATE "profiles" AS p
SET "self_pay_first_visit_cents" = moved."cents", "updated_at" = now()
FROM (
	SELECT s."user_id", (kind->>'priceCents')::integer AS "cents"
	FROM "appointment_settings" AS s, jsonb_array_elements(s."kinds") AS kind
	WHERE kind->>'kind' = 'first' AND jsonb_typeof(kind->'priceCents') = 'number'
) AS moved
WHERE p."user_id" = moved."user_id" AND p."self_pay_first_visit_cents" IS NULL;--> statement-breakpoint
-- The listings' change trigger fires at once (decision 123): no event is left pending for a later
-- migration of the same run that alters the table (0039 adds its rating columns).
SET CONSTRAINTS "directory_listings_changed" IMMEDIATE;--> statement-breakpoint
-- The card reads the fee from the listing: it follows the profile.
UPDATE "directory_listings" AS l
SET "self_pay_first_visit_cents" = p."self_pay_first_visit_cents"
FROM "profiles" AS p
WHERE l."user_id" = p."user_id" AND l."self_pay_first_visit_cents" IS DISTINCT FROM p."self_pay_first_visit_cents";--> statement-breakpoint
-- The old price leaves the kinds, in their order.
UPDATE "appointment_settings"
SET "kinds" = (SELECT jsonb_agg(kind - 'priceCents' ORDER BY position) FROM jsonb_array_elements("kinds") WITH ORDINALITY AS k(kind, position))
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("kinds") AS kind WHERE kind ? 'priceCents');
