CREATE TABLE "dashboard_day_channels" (
	"whitelabel_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"payments" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "dashboard_day_channels_whitelabel_id_day_channel_pk" PRIMARY KEY("whitelabel_id","day","channel")
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_statuses" (
	"whitelabel_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "dashboard_day_statuses_whitelabel_id_day_status_pk" PRIMARY KEY("whitelabel_id","day","status")
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"whitelabel_id" integer NOT NULL,
	"day" date NOT NULL,
	"passages" integer NOT NULL,
	"trips" integer NOT NULL,
	"notices" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_days_whitelabel_id_day_pk" PRIMARY KEY("whitelabel_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_stale_days" (
	"whitelabel_id" integer NOT NULL,
	"day" date NOT NULL,
	"marked_by" bigint DEFAULT txid_current() NOT NULL,
	CONSTRAINT "dashboard_stale_days_whitelabel_id_day_marked_by_pk" PRIMARY KEY("whitelabel_id","day","marked_by")
);
--> statement-breakpoint
ALTER TABLE "dashboard_day_channels" ADD CONSTRAINT "dashboard_day_channels_day_fk" FOREIGN KEY ("whitelabel_id","day") REFERENCES "public"."dashboard_days"("whitelabel_id","day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_day_statuses" ADD CONSTRAINT "dashboard_day_statuses_day_fk" FOREIGN KEY ("whitelabel_id","day") REFERENCES "public"."dashboard_days"("whitelabel_id","day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_days" ADD CONSTRAINT "dashboard_days_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_stale_days" ADD CONSTRAINT "dashboard_stale_days_whitelabel_id_whitelabels_id_fk" FOREIGN KEY ("whitelabel_id") REFERENCES "public"."whitelabels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard's stale days (issue 28 item 6): a write that touches a passage, trip or payment
-- of a closed day (a passage read late, yesterday's basket settled or abandoned after midnight, a
-- claim that cancels last week's trip) marks that day in its own transaction, whichever code path
-- writes, and the dashboard-rollup job counts it again (modules/dashboard/rollup-job.ts). Today's
-- rows are read live and not marked, except in a day's last 15 minutes: a transaction that writes
-- before midnight and commits after the job counted the day (or a server clock a little ahead of
-- the database's) still leaves a mark. One mark per transaction and day (ON CONFLICT on the
-- transaction's own row only): writers never wait on each other's marks.
CREATE FUNCTION "dashboard_mark_stale"("tenant" integer, "instant" timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	marked date := (instant AT TIME ZONE 'Europe/Paris')::date;
BEGIN
	IF marked < ((clock_timestamp() + interval '15 minutes') AT TIME ZONE 'Europe/Paris')::date THEN
		INSERT INTO dashboard_stale_days (whitelabel_id, day) VALUES (tenant, marked) ON CONFLICT DO NOTHING;
	END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "passages_dashboard_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM dashboard_mark_stale(OLD.whitelabel_id, OLD.passed_at);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM dashboard_mark_stale(NEW.whitelabel_id, NEW.passed_at);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "passages_dashboard_written" AFTER INSERT OR DELETE ON "passages"
FOR EACH ROW EXECUTE FUNCTION "passages_dashboard_stale"();--> statement-breakpoint
CREATE TRIGGER "passages_dashboard_moved" AFTER UPDATE ON "passages"
FOR EACH ROW WHEN ((OLD.whitelabel_id, OLD.passed_at) IS DISTINCT FROM (NEW.whitelabel_id, NEW.passed_at))
EXECUTE FUNCTION "passages_dashboard_stale"();--> statement-breakpoint
-- A trip counts on its last passage's day unless cancelled (or its plate cleared); a notice on its
-- notice date: an update marks both days, before and after, when one of these changed.
CREATE FUNCTION "journeys_dashboard_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM dashboard_mark_stale(OLD.whitelabel_id, OLD.last_passage_at);
		PERFORM dashboard_mark_stale(OLD.whitelabel_id, OLD.notice_date);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM dashboard_mark_stale(NEW.whitelabel_id, NEW.last_passage_at);
		PERFORM dashboard_mark_stale(NEW.whitelabel_id, NEW.notice_date);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journeys_dashboard_written" AFTER INSERT OR DELETE ON "journeys"
FOR EACH ROW EXECUTE FUNCTION "journeys_dashboard_stale"();--> statement-breakpoint
CREATE TRIGGER "journeys_dashboard_moved" AFTER UPDATE ON "journeys"
FOR EACH ROW WHEN (
	(OLD.whitelabel_id, OLD.last_passage_at, OLD.notice_date, OLD.plate = '', OLD.dunning_kind IS NOT DISTINCT FROM 'cancelled')
	IS DISTINCT FROM
	(NEW.whitelabel_id, NEW.last_passage_at, NEW.notice_date, NEW.plate = '', NEW.dunning_kind IS NOT DISTINCT FROM 'cancelled')
)
EXECUTE FUNCTION "journeys_dashboard_stale"();--> statement-breakpoint
-- A payment counts on its creation day (by status) and, successful, on its settlement day (by
-- channel, with its amount).
CREATE FUNCTION "payments_dashboard_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM dashboard_mark_stale(OLD.whitelabel_id, OLD.created_at);
		PERFORM dashboard_mark_stale(OLD.whitelabel_id, OLD.settled_at);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM dashboard_mark_stale(NEW.whitelabel_id, NEW.created_at);
		PERFORM dashboard_mark_stale(NEW.whitelabel_id, NEW.settled_at);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_dashboard_written" AFTER INSERT OR DELETE ON "payments"
FOR EACH ROW EXECUTE FUNCTION "payments_dashboard_stale"();--> statement-breakpoint
CREATE TRIGGER "payments_dashboard_moved" AFTER UPDATE ON "payments"
FOR EACH ROW WHEN (
	(OLD.whitelabel_id, OLD.status, OLD.method, OLD.provider, OLD.amount_cents, OLD.created_at, OLD.settled_at)
	IS DISTINCT FROM
	(NEW.whitelabel_id, NEW.status, NEW.method, NEW.provider, NEW.amount_cents, NEW.created_at, NEW.settled_at)
)
EXECUTE FUNCTION "payments_dashboard_stale"();
