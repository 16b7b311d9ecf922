ALTER TABLE "staff_sessions" ADD COLUMN "passkey_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_passkey_id_staff_passkeys_id_fk" FOREIGN KEY ("passkey_id") REFERENCES "public"."staff_passkeys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_enrolments_member_idx" ON "staff_enrolments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_passkey_idx" ON "staff_sessions" USING btree ("passkey_id");