CREATE TABLE "review_invitations" (
	"appointment_id" integer PRIMARY KEY NOT NULL,
	"dietitian_id" integer NOT NULL,
	"not_held_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"link_id" integer,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_moderation" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reported_by" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"outcome" text,
	CONSTRAINT "review_reports_reason" CHECK ("review_reports"."reason" in ('not-a-client', 'health-details', 'hateful', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"dietitian_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"recommend" boolean NOT NULL,
	"text" text,
	"display" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"kind" text NOT NULL,
	"visit_month" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("reviews"."text") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_dietitian_id_users_id_fk" FOREIGN KEY ("dietitian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation" ADD CONSTRAINT "review_moderation_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_moderation" ADD CONSTRAINT "review_moderation_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_dietitian_id_users_id_fk" FOREIGN KEY ("dietitian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_invitations_remind_idx" ON "review_invitations" USING btree ("remind_at") WHERE "review_invitations"."reminded_at" is null and "review_invitations"."remind_at" is not null;--> statement-breakpoint
CREATE INDEX "review_moderation_review_idx" ON "review_moderation" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE "review_reports"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_visit_idx" ON "reviews" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_link_idx" ON "reviews" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "reviews_shown_idx" ON "reviews" USING btree ("dietitian_id","created_at") WHERE "reviews"."hidden_at" is null;