CREATE TABLE "alert_handovers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_handovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"from_subscription_id" integer NOT NULL,
	"to_subscription_id" integer NOT NULL,
	"state" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"moves_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_hash" text NOT NULL,
	CONSTRAINT "alert_handovers_state_check" CHECK ("alert_handovers"."state" in ('open', 'moved', 'kept', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "daily_counters" (
	"whitelabel_id" integer NOT NULL,
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "daily_counters_whitelabel_id_scope_target_day_pk" PRIMARY KEY("whitelabel_id","scope","target","day"),
	CONSTRAINT "daily_counters_amount_check" CHECK ("daily_counters"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "codes_window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "codes_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wrong_code_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD COLUMN "proof_kind" text;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD COLUMN "proof_payment_id" text;--> statement-breakpoint
ALTER TABLE "user_plates" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_plates" ADD COLUMN "proof_kind" text;--> statement-breakpoint
ALTER TABLE "user_plates" ADD COLUMN "proof_payment_id" text;--> statement-breakpoint
ALTER TABLE "alert_handovers" ADD CONSTRAINT "alert_handovers_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_handovers" ADD CONSTRAINT "alert_handovers_from_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("from_subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_handovers" ADD CONSTRAINT "alert_handovers_to_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("to_subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_counters" ADD CONSTRAINT "daily_counters_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_handovers_open_plate_key" ON "alert_handovers" USING btree ("whitelabel_id","country_code","plate") WHERE "alert_handovers"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "alert_handovers_decision_key" ON "alert_handovers" USING btree ("decision_hash");--> statement-breakpoint
CREATE INDEX "alert_handovers_due_idx" ON "alert_handovers" USING btree ("moves_at") WHERE "alert_handovers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "alert_handovers_to_idx" ON "alert_handovers" USING btree ("to_subscription_id");--> statement-breakpoint
CREATE INDEX "alert_handovers_from_idx" ON "alert_handovers" USING btree ("from_subscription_id");--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_proof_payment_id_payments_id_fk" FOREIGN KEY ("proof_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plates" ADD CONSTRAINT "user_plates_proof_payment_id_payments_id_fk" FOREIGN KEY ("proof_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;