CREATE INDEX "alert_subscriptions_plate_idx" ON "alert_subscriptions" USING btree ("whitelabel_id","plate","country_code");--> statement-breakpoint
CREATE INDEX "payments_email_idx" ON "payments" USING btree ("whitelabel_id",lower("email")) WHERE "payments"."email" is not null;--> statement-breakpoint
CREATE INDEX "payments_psp_transaction_idx" ON "payments" USING btree ("whitelabel_id",split_part("psp_transaction", '/', 1)) WHERE "payments"."psp_transaction" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_payment_idx" ON "mail_outbox" USING btree (("payload" ->> 'paymentId')) WHERE ("mail_outbox"."payload" ->> 'paymentId') is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_subscription_idx" ON "mail_outbox" USING btree (("payload" ->> 'subscriptionId')) WHERE ("mail_outbox"."payload" ->> 'subscriptionId') is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_protest_idx" ON "mail_outbox" USING btree (("payload" ->> 'protestId')) WHERE ("mail_outbox"."payload" ->> 'protestId') is not null;--> statement-breakpoint
CREATE INDEX "user_plates_plate_country_idx" ON "user_plates" USING btree ("whitelabel_id","plate","country_code");--> statement-breakpoint
CREATE INDEX "protest_journeys_journey_idx" ON "protest_journeys" USING btree ("journey_id");