CREATE TABLE "alert_deliveries" (
	"journey_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_journey_id_kind_pk" PRIMARY KEY("journey_id","kind"),
	CONSTRAINT "alert_deliveries_kind_check" CHECK ("alert_deliveries"."kind" in ('passage', 'deadline', 'notice'))
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"whitelabel_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"state" text NOT NULL,
	"end_reason" text,
	"confirmation_hash" text,
	"confirmation_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "alert_subscriptions_country_check" CHECK ("alert_subscriptions"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "alert_subscriptions_state_check" CHECK ("alert_subscriptions"."state" in ('pending', 'active', 'ended')),
	CONSTRAINT "alert_subscriptions_rental_check" CHECK (("alert_subscriptions"."start_time" is null) = ("alert_subscriptions"."end_time" is null) and ("alert_subscriptions"."end_time" is null or "alert_subscriptions"."end_time" > "alert_subscriptions"."start_time"))
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_active_plate_key" ON "alert_subscriptions" USING btree ("whitelabel_id","country_code","plate") WHERE "alert_subscriptions"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_confirmation_key" ON "alert_subscriptions" USING btree ("confirmation_hash") WHERE "alert_subscriptions"."confirmation_hash" is not null;--> statement-breakpoint
CREATE INDEX "alert_subscriptions_email_idx" ON "alert_subscriptions" USING btree ("whitelabel_id",lower("email"));