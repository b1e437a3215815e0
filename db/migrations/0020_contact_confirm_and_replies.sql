ALTER TABLE "contact_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "reply_kind" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "reply_message" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "overdue_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_requests_hold_idx" ON "contact_requests" USING btree ("confirm_by") WHERE "contact_requests"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "contact_requests_reply_due_idx" ON "contact_requests" USING btree ("reply_due_at") WHERE "contact_requests"."replied_at" is null and "contact_requests"."overdue_notice_at" is null;--> statement-breakpoint
CREATE INDEX "contact_requests_confirmed_idx" ON "contact_requests" USING btree ("profile_user_id","confirmed_at") WHERE "contact_requests"."confirmed_at" is not null;--> statement-breakpoint
-- Requests stored before confirmation existed were mailed at once: they count as confirmed when they were made.
UPDATE "contact_requests" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
