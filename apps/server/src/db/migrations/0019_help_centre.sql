CREATE TABLE "contact_request_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_request_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"reference" text,
	"node_id" text NOT NULL,
	"topic" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"message" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"whitelabel_id" integer NOT NULL,
	"id" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"article_id" text,
	"title" jsonb,
	"url" text,
	"url_open_new_tab" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_whitelabel_id_id_pk" PRIMARY KEY("whitelabel_id","id"),
	CONSTRAINT "faq_entries_target_check" CHECK (("faq_entries"."kind" = 'ARTICLE' and "faq_entries"."article_id" = "faq_entries"."id" and "faq_entries"."url" is null)
        or ("faq_entries"."kind" = 'URL' and "faq_entries"."url" is not null and "faq_entries"."title" is not null
          and "faq_entries"."article_id" is null))
);
--> statement-breakpoint
CREATE TABLE "help_nodes" (
	"whitelabel_id" integer NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" jsonb NOT NULL,
	"text" jsonb,
	"article_id" text,
	"form" jsonb,
	"category_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_nodes_whitelabel_id_id_pk" PRIMARY KEY("whitelabel_id","id"),
	CONSTRAINT "help_nodes_kind_check" CHECK (("help_nodes"."kind" = 'ROOT') = ("help_nodes"."parent_id" is null)
        and ("help_nodes"."kind" = 'ACTION') = ("help_nodes"."form" is not null)
        and ("help_nodes"."kind" <> 'ARTICLE' or "help_nodes"."article_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "contact_request_attachments" ADD CONSTRAINT "contact_request_attachments_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_category_fk" FOREIGN KEY ("whitelabel_id","category_id") REFERENCES "public"."faq_categories"("whitelabel_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_article_fk" FOREIGN KEY ("whitelabel_id","article_id") REFERENCES "public"."articles"("whitelabel_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_nodes" ADD CONSTRAINT "help_nodes_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_nodes" ADD CONSTRAINT "help_nodes_parent_fk" FOREIGN KEY ("whitelabel_id","parent_id") REFERENCES "public"."help_nodes"("whitelabel_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_nodes" ADD CONSTRAINT "help_nodes_article_fk" FOREIGN KEY ("whitelabel_id","article_id") REFERENCES "public"."articles"("whitelabel_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_request_attachments_request_idx" ON "contact_request_attachments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "contact_requests_whitelabel_idx" ON "contact_requests" USING btree ("whitelabel_id","created_at");--> statement-breakpoint
CREATE INDEX "faq_entries_category_idx" ON "faq_entries" USING btree ("whitelabel_id","category_id","position");--> statement-breakpoint
CREATE INDEX "help_nodes_parent_idx" ON "help_nodes" USING btree ("whitelabel_id","parent_id","position");