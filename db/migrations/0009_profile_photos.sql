CREATE TABLE "profile_photos" (
	"user_id" integer NOT NULL,
	"photo_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_photos_user_id_photo_key_pk" PRIMARY KEY("user_id","photo_key")
);
--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;