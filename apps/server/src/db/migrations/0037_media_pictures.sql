CREATE TABLE "media_pictures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"whitelabel_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_pictures_name_key" UNIQUE("whitelabel_id","name"),
	CONSTRAINT "media_pictures_size_check" CHECK ("media_pictures"."size" = octet_length("media_pictures"."content"))
);
--> statement-breakpoint
ALTER TABLE "media_pictures" ADD CONSTRAINT "media_pictures_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_pictures" ADD CONSTRAINT "media_pictures_uploaded_by_staff_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_pictures_library_idx" ON "media_pictures" USING btree ("whitelabel_id","id");