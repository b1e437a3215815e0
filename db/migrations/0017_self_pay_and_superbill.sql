ALTER TABLE "directory_listings" ADD COLUMN "superbill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "self_pay_first_visit_cents" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "insurance_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "self_pay_first_visit_cents" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "self_pay_follow_up_cents" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "superbill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sliding_scale" boolean DEFAULT false NOT NULL;