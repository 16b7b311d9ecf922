CREATE INDEX "passages_time_idx" ON "passages" USING btree ("whitelabel_id","passed_at");--> statement-breakpoint
CREATE INDEX "journeys_notice_date_idx" ON "journeys" USING btree ("whitelabel_id","notice_date") WHERE "journeys"."notice_date" is not null;--> statement-breakpoint
CREATE INDEX "payments_settled_idx" ON "payments" USING btree ("whitelabel_id","settled_at") WHERE "payments"."status" = 'SUCCEED';--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("whitelabel_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("whitelabel_id") WHERE "payments"."refund_due";--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("whitelabel_id","created_at") WHERE "mail_outbox"."status" = 'pending';