CREATE TABLE "journeys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journeys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"key" text NOT NULL,
	"plate" text NOT NULL,
	"country_code" text NOT NULL,
	"direction" text NOT NULL,
	"in_gate" text NOT NULL,
	"out_gate" text,
	"first_passage_at" timestamp with time zone NOT NULL,
	"last_passage_at" timestamp with time zone NOT NULL,
	"vehicle_class" smallint NOT NULL,
	"emission_tier" text,
	"status" text NOT NULL,
	"completed" boolean NOT NULL,
	"passage_ids" text[] NOT NULL,
	"gantries" text[] NOT NULL,
	"billable_gantries" text[] NOT NULL,
	"tag_paid_gantries" text[] NOT NULL,
	"tag_paid_only" boolean NOT NULL,
	"pricing_error" text,
	"ht_cents" integer,
	"tva_cents" integer,
	"ttc_cents" integer,
	"tva_rate" integer,
	"tariff_date" date,
	"deadline" timestamp with time zone NOT NULL,
	"dunning" jsonb,
	"dunning_kind" text,
	"payment_limit" text,
	"notice_date" timestamp with time zone,
	"pv_number" text,
	"indemnity_cents" integer DEFAULT 0 NOT NULL,
	"next_transition_at" timestamp with time zone,
	"frozen" boolean DEFAULT false NOT NULL,
	"nature" text DEFAULT 'freeFlow' NOT NULL,
	"case_origin" text,
	"ticket_number" text,
	"cnp_number" text,
	"already_paid_cents" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journeys_key_key" UNIQUE("whitelabel_id","key"),
	CONSTRAINT "journeys_pv_number_key" UNIQUE("whitelabel_id","pv_number"),
	CONSTRAINT "journeys_direction_check" CHECK ("journeys"."direction" in ('east', 'west')),
	CONSTRAINT "journeys_status_check" CHECK ("journeys"."status" in ('EN_COURS', 'TERMINE')),
	CONSTRAINT "journeys_vehicle_class_check" CHECK ("journeys"."vehicle_class" between 1 and 5),
	CONSTRAINT "journeys_amounts_check" CHECK ("journeys"."ttc_cents" is null or "journeys"."ht_cents" + "journeys"."tva_cents" = "journeys"."ttc_cents")
);
--> statement-breakpoint
CREATE TABLE "pv_counters" (
	"whitelabel_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "pv_counters_whitelabel_id_year_pk" PRIMARY KEY("whitelabel_id","year")
);
--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pv_counters" ADD CONSTRAINT "pv_counters_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journeys_plate_idx" ON "journeys" USING btree ("whitelabel_id","plate","country_code");--> statement-breakpoint
CREATE INDEX "journeys_ticket_number_idx" ON "journeys" USING btree ("whitelabel_id","ticket_number") WHERE "journeys"."ticket_number" is not null;--> statement-breakpoint
CREATE INDEX "journeys_next_transition_idx" ON "journeys" USING btree ("next_transition_at") WHERE "journeys"."next_transition_at" is not null;--> statement-breakpoint
CREATE INDEX "journeys_ongoing_idx" ON "journeys" USING btree ("whitelabel_id","last_passage_at") WHERE "journeys"."status" = 'EN_COURS';