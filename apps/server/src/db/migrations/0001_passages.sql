CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"label" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_label_key" UNIQUE("whitelabel_id","label"),
	CONSTRAINT "api_keys_key_hash_key" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_key_hash_check" CHECK ("api_keys"."key_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "passages" (
	"whitelabel_id" integer NOT NULL,
	"passage_id" text NOT NULL,
	"gantry" text NOT NULL,
	"direction" text NOT NULL,
	"plate" text NOT NULL,
	"country_code" text NOT NULL,
	"vehicle_class" smallint NOT NULL,
	"emission_tier" text,
	"passed_at" timestamp with time zone NOT NULL,
	"tag_paid" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passages_pkey" PRIMARY KEY("whitelabel_id","passage_id"),
	CONSTRAINT "passages_direction_check" CHECK ("passages"."direction" in ('east', 'west')),
	CONSTRAINT "passages_vehicle_class_check" CHECK ("passages"."vehicle_class" between 1 and 5),
	CONSTRAINT "passages_emission_tier_check" CHECK ("passages"."emission_tier" is null
        or ("passages"."vehicle_class" in (1, 2, 5) and "passages"."emission_tier" in ('standard', 'low_emission'))
        or ("passages"."vehicle_class" in (3, 4) and "passages"."emission_tier" in ('euro0_3', 'euro4', 'euro5', 'euro6_7')))
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_gantry_fk" FOREIGN KEY ("whitelabel_id","gantry") REFERENCES "public"."gantries"("whitelabel_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passages_plate_idx" ON "passages" USING btree ("whitelabel_id","plate","country_code","passed_at");