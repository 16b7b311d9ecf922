CREATE TABLE "authentication_pages" (
	"whitelabel_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"picture" text,
	"picture_alt" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authentication_pages_whitelabel_id_type_pk" PRIMARY KEY("whitelabel_id","type"),
	CONSTRAINT "authentication_pages_type_check" CHECK ("authentication_pages"."type" in ('user', 'renter'))
);
--> statement-breakpoint
ALTER TABLE "authentication_pages" ADD CONSTRAINT "authentication_pages_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;