ALTER TABLE "journeys" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD CONSTRAINT "journeys_cancellation_check" CHECK (("journeys"."cancelled_at" is null) = ("journeys"."cancel_reason" is null));