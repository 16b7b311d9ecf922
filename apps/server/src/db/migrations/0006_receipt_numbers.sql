CREATE TABLE "receipt_counters" (
	"whitelabel_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "receipt_counters_whitelabel_id_year_pk" PRIMARY KEY("whitelabel_id","year")
);
--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
-- Payments settled before numbering existed get their numbers in the order they were settled.
WITH "numbered" AS (
	SELECT "payments"."id", upper("whitelabels"."code") AS "series",
		extract(year FROM coalesce("payments"."settled_at", "payments"."updated_at") AT TIME ZONE 'Europe/Paris')::integer AS "year",
		row_number() OVER (
			PARTITION BY "payments"."whitelabel_id", extract(year FROM coalesce("payments"."settled_at", "payments"."updated_at") AT TIME ZONE 'Europe/Paris')
			ORDER BY coalesce("payments"."settled_at", "payments"."updated_at"), "payments"."id"
		) AS "value"
	FROM "payments" JOIN "whitelabels" ON "whitelabels"."id" = "payments"."whitelabel_id"
	WHERE "payments"."status" = 'SUCCEED'
)
UPDATE "payments" SET "receipt_number" = "numbered"."series" || '-R-' || "numbered"."year" || '-' || lpad("numbered"."value"::text, greatest(6, length("numbered"."value"::text)), '0')
FROM "numbered" WHERE "payments"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("whitelabel_id", "year", "last_value")
SELECT "whitelabel_id", extract(year FROM coalesce("settled_at", "updated_at") AT TIME ZONE 'Europe/Paris')::integer, count(*)
FROM "payments" WHERE "status" = 'SUCCEED'
GROUP BY 1, 2;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_key" UNIQUE("whitelabel_id","receipt_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_check" CHECK ("payments"."status" <> 'SUCCEED' or "payments"."receipt_number" is not null);--> statement-breakpoint
-- The next number of the payment's white-label and year (Europe/Paris, of settled_at), taken in
-- the transaction that makes the payment SUCCEED, whichever code path does it: the counter row
-- stays locked until that transaction ends (no duplicates) and rolls back with it (no gaps).
-- The format is CODE-R-YEAR-NNNNNN: "R" keeps it apart from the notice numbers CODE-YEAR-NNNNNN.
CREATE FUNCTION "payments_assign_receipt_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	issued_year integer := extract(year FROM coalesce(NEW.settled_at, now()) AT TIME ZONE 'Europe/Paris')::integer;
	next_value integer;
	series text;
BEGIN
	INSERT INTO receipt_counters AS counter (whitelabel_id, year, last_value)
	VALUES (NEW.whitelabel_id, issued_year, 1)
	ON CONFLICT (whitelabel_id, year) DO UPDATE SET last_value = counter.last_value + 1
	RETURNING counter.last_value INTO next_value;
	SELECT upper(code) INTO STRICT series FROM whitelabels WHERE id = NEW.whitelabel_id;
	NEW.receipt_number := series || '-R-' || issued_year || '-' || lpad(next_value::text, greatest(6, length(next_value::text)), '0');
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_receipt_number" BEFORE INSERT OR UPDATE OF "status" ON "payments"
FOR EACH ROW WHEN (NEW.status = 'SUCCEED' AND NEW.receipt_number IS NULL)
EXECUTE FUNCTION "payments_assign_receipt_number"();
