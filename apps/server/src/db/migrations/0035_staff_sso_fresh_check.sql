ALTER TABLE "staff_sso_logins" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sso_logins" ADD COLUMN "session_hash" text;--> statement-breakpoint
ALTER TABLE "staff_sso_logins" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "staff_sso_logins" ADD CONSTRAINT "staff_sso_logins_session_hash_staff_sessions_id_hash_fk" FOREIGN KEY ("session_hash") REFERENCES "public"."staff_sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sso_logins" ADD CONSTRAINT "staff_sso_logins_reauthentication_check" CHECK (("staff_sso_logins"."session_hash" is null) = ("staff_sso_logins"."return_path" is null));