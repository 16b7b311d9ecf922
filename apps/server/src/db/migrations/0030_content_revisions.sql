CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"whitelabel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"document" jsonb NOT NULL,
	"state" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_state_check" CHECK ("content_revisions"."state" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_staff_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_item_idx" ON "content_revisions" USING btree ("whitelabel_id","kind","key","id");