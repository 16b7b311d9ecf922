CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_code_key" UNIQUE("whitelabel_id","code")
);
--> statement-breakpoint
CREATE TABLE "journeys_to_pay_pages" (
	"whitelabel_id" integer PRIMARY KEY NOT NULL,
	"primo_passant_text" jsonb,
	"article_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"background_picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_registry" (
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"model" text NOT NULL,
	"energy" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_registry_country_code_plate_pk" PRIMARY KEY("country_code","plate"),
	CONSTRAINT "vehicle_registry_country_check" CHECK ("vehicle_registry"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journeys_to_pay_pages" ADD CONSTRAINT "journeys_to_pay_pages_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;