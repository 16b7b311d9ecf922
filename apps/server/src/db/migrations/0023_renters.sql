CREATE TABLE "fleet_plates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fleet_plates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_plates_period_check" CHECK ("fleet_plates"."valid_until" is null or "fleet_plates"."valid_until" > "fleet_plates"."valid_from"),
	CONSTRAINT "fleet_plates_country_check" CHECK ("fleet_plates"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "fleet_company_id" integer;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "fleet_plate_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "fleet_plates" ADD CONSTRAINT "fleet_plates_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_plates" ADD CONSTRAINT "fleet_plates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_plates_company_plate_idx" ON "fleet_plates" USING btree ("company_id","plate");--> statement-breakpoint
CREATE INDEX "fleet_plates_plate_idx" ON "fleet_plates" USING btree ("whitelabel_id","plate","country_code");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id") WHERE "users"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "journeys_fleet_idx" ON "journeys" USING btree ("fleet_company_id","first_passage_at","id","fleet_plate_id") WHERE "journeys"."fleet_company_id" is not null and "journeys"."dunning_kind" in ('due', 'notice', 'infraction', 'imported', 'omp', 'paid');--> statement-breakpoint
CREATE INDEX "journeys_fleet_state_due_idx" ON "journeys" USING btree ("fleet_company_id","first_passage_at","id") WHERE "journeys"."fleet_company_id" is not null and "journeys"."dunning_kind" = 'due' and ("journeys"."dunning" ->> 'claimOpenedAt') is null;--> statement-breakpoint
CREATE INDEX "journeys_fleet_state_notice_idx" ON "journeys" USING btree ("fleet_company_id","first_passage_at","id") WHERE "journeys"."fleet_company_id" is not null and "journeys"."dunning_kind" in ('notice', 'infraction', 'imported') and ("journeys"."dunning" ->> 'claimOpenedAt') is null;--> statement-breakpoint
CREATE INDEX "journeys_fleet_state_paid_idx" ON "journeys" USING btree ("fleet_company_id","first_passage_at","id") WHERE "journeys"."fleet_company_id" is not null and "journeys"."dunning_kind" = 'paid';--> statement-breakpoint
CREATE INDEX "journeys_fleet_state_contested_idx" ON "journeys" USING btree ("fleet_company_id","first_passage_at","id") WHERE "journeys"."fleet_company_id" is not null and "journeys"."dunning_kind" in ('due', 'notice', 'infraction', 'imported') and ("journeys"."dunning" ->> 'claimOpenedAt') is not null;--> statement-breakpoint
CREATE INDEX "journeys_fleet_state_omp_idx" ON "journeys" USING btree ("fleet_company_id","first_passage_at","id") WHERE "journeys"."fleet_company_id" is not null and "journeys"."dunning_kind" = 'omp';--> statement-breakpoint
CREATE INDEX "journeys_fleet_notice_idx" ON "journeys" USING btree ("fleet_company_id","first_passage_at","id") WHERE "journeys"."fleet_company_id" is not null and "journeys"."dunning_kind" in ('due', 'notice', 'infraction', 'imported', 'omp', 'paid') and "journeys"."nature" in ('latePayment', 'nonPaymentDeclaration');--> statement-breakpoint
CREATE INDEX "journeys_fleet_amount_idx" ON "journeys" USING btree ("fleet_company_id",(coalesce("ttc_cents", 0) + "indemnity_cents"),"id") WHERE "journeys"."fleet_company_id" is not null and "journeys"."dunning_kind" in ('due', 'notice', 'infraction', 'imported', 'omp', 'paid');--> statement-breakpoint
CREATE INDEX "journeys_fleet_plate_idx" ON "journeys" USING btree ("fleet_plate_id","first_passage_at","id") WHERE "journeys"."fleet_plate_id" is not null and "journeys"."dunning_kind" in ('due', 'notice', 'infraction', 'imported', 'omp', 'paid');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_renter_company_check" CHECK (("users"."account_type" = 'renter') = ("users"."company_id" is not null));