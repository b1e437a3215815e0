ALTER TABLE "appointments" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;