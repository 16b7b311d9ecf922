ALTER TABLE "journeys" ADD COLUMN "declared_out_gate" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "declared_at" timestamp with time zone;