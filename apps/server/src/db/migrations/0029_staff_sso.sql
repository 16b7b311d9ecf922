CREATE TABLE "staff_sso_logins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"whitelabel_id" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "staff_sso_logins" ADD CONSTRAINT "staff_sso_logins_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sso_logins_expiry_idx" ON "staff_sso_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_sso_key" ON "staff_members" USING btree ("whitelabel_id","sso_issuer","sso_subject") WHERE "staff_members"."sso_subject" is not null;