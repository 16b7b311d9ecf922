ALTER TABLE "alert_subscriptions" ADD COLUMN "confirmed_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_number" text;--> statement-breakpoint
CREATE INDEX "alert_subscriptions_confirmed_hash_idx" ON "alert_subscriptions" USING btree ("confirmed_hash") WHERE "alert_subscriptions"."confirmed_hash" is not null;