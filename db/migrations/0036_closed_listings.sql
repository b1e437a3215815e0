CREATE TABLE "closed_listings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"state" text,
	"latitude" double precision,
	"longitude" double precision,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
