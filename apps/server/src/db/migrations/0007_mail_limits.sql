ALTER TABLE "mail_outbox" ADD COLUMN "resend_of" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_resend_of_idx" ON "mail_outbox" USING btree ("resend_of","created_at") WHERE "mail_outbox"."resend_of" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_resend_recipient_idx" ON "mail_outbox" USING btree (lower("mail_outbox"."recipient"),"created_at") WHERE "mail_outbox"."resend_of" is not null;
