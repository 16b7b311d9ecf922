CREATE TABLE "protest_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"protest_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protest_counters" (
	"whitelabel_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "protest_counters_whitelabel_id_year_pk" PRIMARY KEY("whitelabel_id","year")
);
--> statement-breakpoint
CREATE TABLE "protest_journeys" (
	"protest_id" integer NOT NULL,
	"journey_id" integer NOT NULL,
	"ttc_cents" integer NOT NULL,
	"indemnity_cents" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "protest_journeys_protest_id_journey_id_pk" PRIMARY KEY("protest_id","journey_id")
);
--> statement-breakpoint
CREATE TABLE "protest_reasons" (
	"whitelabel_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"comment_mandatory" boolean NOT NULL,
	"attachment_mandatory" boolean NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protest_reasons_whitelabel_id_type_code_pk" PRIMARY KEY("whitelabel_id","type","code"),
	CONSTRAINT "protest_reasons_type_check" CHECK ("protest_reasons"."type" in ('CNP', 'LATE_PAYMENT', 'FREE_FLOW'))
);
--> statement-breakpoint
CREATE TABLE "protests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"reason_code" text NOT NULL,
	"comment" text,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"account_id" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protests_reference_key" UNIQUE("whitelabel_id","reference"),
	CONSTRAINT "protests_status_check" CHECK ("protests"."status" in ('OPEN', 'ACCEPTED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "protest_attachments" ADD CONSTRAINT "protest_attachments_protest_id_protests_id_fk" FOREIGN KEY ("protest_id") REFERENCES "public"."protests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protest_counters" ADD CONSTRAINT "protest_counters_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protest_journeys" ADD CONSTRAINT "protest_journeys_protest_id_protests_id_fk" FOREIGN KEY ("protest_id") REFERENCES "public"."protests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protest_journeys" ADD CONSTRAINT "protest_journeys_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protest_reasons" ADD CONSTRAINT "protest_reasons_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protests" ADD CONSTRAINT "protests_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protest_attachments_protest_idx" ON "protest_attachments" USING btree ("protest_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "protest_journeys_open_key" ON "protest_journeys" USING btree ("journey_id") WHERE "protest_journeys"."open";--> statement-breakpoint
CREATE INDEX "protests_status_idx" ON "protests" USING btree ("whitelabel_id","status","created_at");