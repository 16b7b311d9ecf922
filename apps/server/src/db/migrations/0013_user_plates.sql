CREATE TABLE "user_plates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_plates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"whitelabel_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"plate" text NOT NULL,
	"validity_start_date" timestamp with time zone,
	"validity_end_date" timestamp with time zone,
	"email_notifications" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_plates_validity_check" CHECK (("user_plates"."validity_start_date" is null and "user_plates"."validity_end_date" is null) or ("user_plates"."validity_start_date" is not null and "user_plates"."validity_end_date" > "user_plates"."validity_start_date"))
);
--> statement-breakpoint
ALTER TABLE "user_plates" ADD CONSTRAINT "user_plates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plates" ADD CONSTRAINT "user_plates_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_plates_user_plate_key" ON "user_plates" USING btree ("user_id","country_code","plate");--> statement-breakpoint
CREATE INDEX "user_plates_plate_idx" ON "user_plates" USING btree ("whitelabel_id","country_code","plate");