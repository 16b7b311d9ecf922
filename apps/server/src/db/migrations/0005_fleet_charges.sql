CREATE TABLE "fleet_charges" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"whitelabel_id" integer NOT NULL,
	"charge_key" text NOT NULL,
	"card_type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text NOT NULL,
	"authorization_code" text,
	"processor_code" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_charges_charge_key_key" UNIQUE("charge_key"),
	CONSTRAINT "fleet_charges_state_check" CHECK ("fleet_charges"."state" in ('charging', 'approved', 'refused', 'voiding', 'voided'))
);
--> statement-breakpoint
ALTER TABLE "fleet_charges" ADD CONSTRAINT "fleet_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_charges" ADD CONSTRAINT "fleet_charges_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_charges_due_idx" ON "fleet_charges" USING btree ("next_check_at") WHERE "fleet_charges"."state" in ('charging', 'voiding');
