CREATE TABLE "prepayments_pages" (
	"whitelabel_id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"picture" text,
	"picture_alt" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prepayments_pages" ADD CONSTRAINT "prepayments_pages_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;