CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"preferred_contact" text DEFAULT 'email' NOT NULL,
	"message" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_daily_stats" (
	"profile_user_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_daily_stats_profile_user_id_day_pk" PRIMARY KEY("profile_user_id","day")
);
--> statement-breakpoint
CREATE TABLE "profile_view_visitors" (
	"profile_user_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "profile_view_visitors_profile_user_id_day_visitor_hash_pk" PRIMARY KEY("profile_user_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_profile_user_id_users_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_daily_stats" ADD CONSTRAINT "profile_daily_stats_profile_user_id_users_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_view_visitors" ADD CONSTRAINT "profile_view_visitors_profile_user_id_users_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_profile_idx" ON "contact_requests" USING btree ("profile_user_id","created_at");