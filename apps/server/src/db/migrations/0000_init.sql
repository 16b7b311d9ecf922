CREATE TABLE "articles" (
	"whitelabel_id" integer NOT NULL,
	"id" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"url" text,
	"url_open_new_tab" boolean DEFAULT false NOT NULL,
	"picture" text,
	"icon" text,
	"catchphrase" jsonb,
	"button_text" jsonb,
	"dark_mode" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_whitelabel_id_id_pk" PRIMARY KEY("whitelabel_id","id")
);
--> statement-breakpoint
CREATE TABLE "footer_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "footer_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"kind" text NOT NULL,
	"article_id" text,
	"url" text,
	"url_open_new_tab" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_entries_position_key" UNIQUE("whitelabel_id","position"),
	CONSTRAINT "footer_entries_target_check" CHECK (("footer_entries"."kind" = 'article' and "footer_entries"."article_id" is not null and "footer_entries"."url" is null)
        or ("footer_entries"."kind" = 'link' and "footer_entries"."url" is not null and "footer_entries"."article_id" is null))
);
--> statement-breakpoint
CREATE TABLE "home_pages" (
	"whitelabel_id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"picture" text,
	"url" text,
	"url_open_new_tab" boolean DEFAULT false NOT NULL,
	"actions" text[] NOT NULL,
	"list_block_title" jsonb,
	"list_block_article_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"slider_block_article_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"footer_article_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"whitelabel_id" integer NOT NULL,
	"id" text NOT NULL,
	"title" jsonb NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_categories_whitelabel_id_id_pk" PRIMARY KEY("whitelabel_id","id")
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"whitelabel_id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whitelabels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_url" text NOT NULL,
	"gdpr_text" jsonb NOT NULL,
	"seo_title" jsonb NOT NULL,
	"seo_description" jsonb NOT NULL,
	"free_flow_enabled" boolean DEFAULT true NOT NULL,
	"languages" text[] NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whitelabels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "gantries" (
	"whitelabel_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"pair_code" text NOT NULL,
	"side" text NOT NULL,
	"position" integer NOT NULL,
	"west_gate" text NOT NULL,
	"east_gate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gantries_whitelabel_id_code_pk" PRIMARY KEY("whitelabel_id","code"),
	CONSTRAINT "gantries_side_check" CHECK ("gantries"."side" in ('ouest', 'est'))
);
--> statement-breakpoint
CREATE TABLE "gantry_pairs" (
	"whitelabel_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gantry_pairs_whitelabel_id_code_pk" PRIMARY KEY("whitelabel_id","code")
);
--> statement-breakpoint
CREATE TABLE "gates" (
	"whitelabel_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"normalized_gate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gates_whitelabel_id_code_pk" PRIMARY KEY("whitelabel_id","code"),
	CONSTRAINT "gates_position_key" UNIQUE("whitelabel_id","position")
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"gantry_code" text,
	"pair_code" text,
	"vehicle_class" smallint NOT NULL,
	"emission_tier" text NOT NULL,
	"valid_from" date NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariffs_toll_point_key" UNIQUE NULLS NOT DISTINCT("whitelabel_id","gantry_code","pair_code","vehicle_class","emission_tier","valid_from"),
	CONSTRAINT "tariffs_toll_point_check" CHECK (num_nonnulls("tariffs"."gantry_code", "tariffs"."pair_code") = 1),
	CONSTRAINT "tariffs_price_check" CHECK ("tariffs"."price_cents" >= 0),
	CONSTRAINT "tariffs_tier_check" CHECK (("tariffs"."vehicle_class" in (1, 2, 5) and "tariffs"."emission_tier" in ('standard', 'low_emission'))
        or ("tariffs"."vehicle_class" in (3, 4) and "tariffs"."emission_tier" in ('euro0_3', 'euro4', 'euro5', 'euro6_7')))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_entries" ADD CONSTRAINT "footer_entries_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_entries" ADD CONSTRAINT "footer_entries_article_fk" FOREIGN KEY ("whitelabel_id","article_id") REFERENCES "public"."articles"("whitelabel_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_pages" ADD CONSTRAINT "home_pages_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_pages" ADD CONSTRAINT "home_pages_footer_article_fk" FOREIGN KEY ("whitelabel_id","footer_article_id") REFERENCES "public"."articles"("whitelabel_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq" ADD CONSTRAINT "faq_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantries" ADD CONSTRAINT "gantries_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantries" ADD CONSTRAINT "gantries_pair_fk" FOREIGN KEY ("whitelabel_id","pair_code") REFERENCES "public"."gantry_pairs"("whitelabel_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gantry_pairs" ADD CONSTRAINT "gantry_pairs_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gates" ADD CONSTRAINT "gates_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_gantry_fk" FOREIGN KEY ("whitelabel_id","gantry_code") REFERENCES "public"."gantries"("whitelabel_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_pair_fk" FOREIGN KEY ("whitelabel_id","pair_code") REFERENCES "public"."gantry_pairs"("whitelabel_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whitelabels_hosts_idx" ON "whitelabels" USING gin ("hosts");