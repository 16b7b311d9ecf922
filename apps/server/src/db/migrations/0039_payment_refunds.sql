CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"approved_by" uuid,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"psp_transaction" text,
	"psp_code" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_cents" > 0),
	CONSTRAINT "payment_refunds_attempt_key_check" CHECK ("payment_refunds"."attempt_key" ~ '^[A-Za-z0-9-]{1,32}$'),
	CONSTRAINT "payment_refunds_reason_check" CHECK (char_length("payment_refunds"."reason") between 1 and 500),
	CONSTRAINT "payment_refunds_state_check" CHECK ("payment_refunds"."state" in ('awaiting_approval', 'approved', 'sending', 'unknown', 'refunded', 'refused', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_staff_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_approved_by_staff_members_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_attempt_key_key" ON "payment_refunds" USING btree ("attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_unfinished_key" ON "payment_refunds" USING btree ("payment_id") WHERE "payment_refunds"."state" in ('awaiting_approval', 'approved', 'sending', 'unknown');--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("next_try_at") WHERE "payment_refunds"."state" in ('approved', 'sending', 'unknown');--> statement-breakpoint
CREATE INDEX "payment_refunds_history_idx" ON "payment_refunds" USING btree ("whitelabel_id","created_at");