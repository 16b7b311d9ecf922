CREATE TABLE "payment_lines" (
	"payment_id" text NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"journey_id" integer,
	"in_gate" text NOT NULL,
	"out_gate" text,
	"vehicle_class" smallint NOT NULL,
	"trip_date" timestamp with time zone,
	"case_number" text,
	"ht_cents" integer NOT NULL,
	"tva_cents" integer NOT NULL,
	"tva_rate" integer NOT NULL,
	"ttc_cents" integer NOT NULL,
	"indemnity_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "payment_lines_payment_id_position_pk" PRIMARY KEY("payment_id","position"),
	CONSTRAINT "payment_lines_kind_check" CHECK ("payment_lines"."kind" in ('journey', 'prepayment')),
	CONSTRAINT "payment_lines_amounts_check" CHECK ("payment_lines"."ht_cents" + "payment_lines"."tva_cents" = "payment_lines"."ttc_cents" and "payment_lines"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" text,
	"provider" text NOT NULL,
	"raw" text NOT NULL,
	"verdict" text NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"whitelabel_id" integer NOT NULL,
	"reference" text NOT NULL,
	"plate" text NOT NULL,
	"country_code" text NOT NULL,
	"case_number" text,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"provider" text,
	"amount_cents" integer NOT NULL,
	"email" text,
	"billing" jsonb,
	"psp_transaction" text,
	"psp_code" text,
	"card_label" text,
	"refund_due" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_key" UNIQUE("whitelabel_id","reference"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('OPEN', 'PENDING', 'SUCCEED', 'DUPLICATED', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "prepayment_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prepayment_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"plate" text NOT NULL,
	"country_code" text NOT NULL,
	"in_gate" text NOT NULL,
	"out_gate" text NOT NULL,
	"vehicle_class" smallint NOT NULL,
	"unit_ttc_cents" integer NOT NULL,
	"count" integer NOT NULL,
	"remaining" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepayment_credits_remaining_check" CHECK ("prepayment_credits"."remaining" between 0 and "prepayment_credits"."count")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"message" jsonb,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayment_credits" ADD CONSTRAINT "prepayment_credits_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayment_credits" ADD CONSTRAINT "prepayment_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_lines_journey_idx" ON "payment_lines" USING btree ("journey_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_plate_idx" ON "payments" USING btree ("whitelabel_id","plate","country_code");--> statement-breakpoint
CREATE INDEX "prepayment_credits_plate_idx" ON "prepayment_credits" USING btree ("whitelabel_id","plate","country_code");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';