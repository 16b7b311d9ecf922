import { a79WholeRoadEast } from '@portico/contract/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertSubscriptions, mailOutbox } from '../src/db/schema/index.ts';
import { runAlertRemindersJob } from '../src/jobs/alert-reminders.ts';
import { alertMailRenderers } from '../src/modules/alerts/mails/renderers.ts';
import { findJourneySettings } from '../src/modules/journeys/repository.ts';
import { mailToRender } from '../src/modules/mail/outbox.ts';
import { settleJourneys } from '../src/modules/journeys/settle-journeys.ts';
import { useApp } from './helpers/build-app.ts';
import {
  alertMails,
  freshPlate,
  ingest,
  setAlertSettings,
  subscribe,
} from './helpers/alert-deliveries.ts';
import { trip } from './helpers/trips.ts';
import { testConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 11 item 6: one reminder 24 hours (the white-label's setting) before the payment deadline
 * of an unpaid journey of a subscribed plate, at the right instant across a change of Paris time.
 */
const app = useApp();
const db = () => app().database.db;
const minute = 60_000;
const hour = 60 * minute;
const at = (iso: string) => new Date(iso);
const before = (instant: Date, ms: number) => new Date(instant.getTime() - ms);

/** A whole-road trip of the plate whose last passage is at `lastPassage` (72 h to pay from it). */
async function tripEndingAt(tenant: RoadTenant, plate: string, lastPassage: Date) {
  await ingest(app(), tenant, trip(plate, a79WholeRoadEast, before(lastPassage, 50 * minute)));
  const journeys = await plateJourneys(db(), tenant.id, plate);
  const journey = journeys.find((row) => row.lastPassageAt.getTime() === lastPassage.getTime());
  if (!journey) throw new Error('no journey ending then');
  return journey;
}

/** The tenant's only e-mail of this kind, rendered as the mail job would at `now`. */
async function renderAt(tenant: RoadTenant, kind: 'alert_deadline' | 'alert_passage', now: Date) {
  const rows = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.whitelabelId, tenant.id), eq(mailOutbox.kind, kind)));
  expect(rows).toHaveLength(1);
  const config = testConfig();
  const renderers = alertMailRenderers(db(), {
    publicOrigin: config.publicOrigin,
    unsubscribeSecret: config.lookup.secret,
    clock: () => now,
  });
  const [row] = rows;
  return row ? renderers[kind](mailToRender(row)) : null;
}

const remind = (tenant: RoadTenant, now: Date) =>
  runAlertRemindersJob(db(), now, { whitelabelId: tenant.id });

describe('deadline reminders', () => {
  // Paris leaves summer time on Sunday 25 October 2026 at 03:00 (01:00 UTC), and enters it on
  // Sunday 29 March 2026 at 02:00 (01:00 UTC). A reminder whose 24 hours span the change is due
  // 24 real hours before the deadline: 23 hours of the wall clock in October, 25 in March.
  it.each([
    {
      change: 'October (clocks go back)',
      lastPassage: '2026-10-22T12:00:00Z', // Thursday 14:00 in Paris (summer time)
      deadline: '2026-10-25T12:00:00Z', // Sunday 13:00 in Paris (winter time)
      remindAt: '2026-10-24T12:00:00Z', // Saturday 14:00 in Paris: 23 wall-clock hours before
      wallClockGuess: '2026-10-24T11:00:00Z', // Saturday 13:00, the deadline's time a day before
      shownStart: '22/10/26 13:10', // the first passage, 50 minutes before the last
      shownDeadline: '25/10/26 13:00',
    },
    {
      change: 'March (clocks go forward)',
      lastPassage: '2026-03-26T12:00:00Z', // Thursday 13:00 in Paris (winter time)
      deadline: '2026-03-29T12:00:00Z', // Sunday 14:00 in Paris (summer time)
      remindAt: '2026-03-28T12:00:00Z', // Saturday 13:00 in Paris: 25 wall-clock hours before
      wallClockGuess: '2026-03-28T13:00:00Z', // Saturday 14:00, the deadline's time a day before
      shownStart: '26/03/26 12:10',
      shownDeadline: '29/03/26 14:00',
    },
  ])(
    'reminds 24 real hours before the deadline across the change of $change',
    async ({ lastPassage, deadline, remindAt, wallClockGuess, shownStart, shownDeadline }) => {
      const tenant = await createRoadTenant(db());
      const plate = freshPlate();
      const subscriptionId = await subscribe(db(), tenant, plate);
      const journey = await tripEndingAt(tenant, plate, at(lastPassage));
      expect(journey.deadline).toEqual(at(deadline));
      expect(journey.nextTransitionAt).toEqual(at(deadline));

      const due = at(remindAt);
      const earliest = new Date(Math.min(due.getTime(), at(wallClockGuess).getTime()));
      expect(await remind(tenant, before(earliest, 1))).toMatchObject({ reminders: 0 });
      expect(await remind(tenant, before(due, 1))).toMatchObject({ reminders: 0 });
      expect(await remind(tenant, due)).toMatchObject({ reminders: 1 });
      expect(await alertMails(db(), tenant, 'alert_deadline')).toEqual([
        {
          kind: 'alert_deadline',
          recipient: `${plate.toLowerCase()}@example.org`,
          language: 'it',
          payload: { subscriptionId, journeyId: journey.id },
        },
      ]);
      // The e-mail, rendered when the job sends it: Paris times, 24 hours left.
      const reminder = await renderAt(tenant, 'alert_deadline', due);
      expect(reminder?.text).toContain(shownDeadline);
      expect(reminder?.text).toContain('24 ore');
      expect(reminder?.text).toContain(shownStart);
      const passage = await renderAt(tenant, 'alert_passage', due);
      expect(passage?.text).toContain(shownDeadline);
      expect(passage?.text).toContain(shownStart);

      // Once: the next runs, up to the deadline, write nothing more.
      expect(await remind(tenant, due)).toMatchObject({ reminders: 0 });
      expect(await remind(tenant, before(at(deadline), 1))).toMatchObject({ reminders: 0 });
      expect(await alertMails(db(), tenant, 'alert_deadline')).toHaveLength(1);
    },
  );

  it('writes one reminder per journey when two instances run the job at once', async () => {
    const tenant = await createRoadTenant(db());
    const plates = [freshPlate(), freshPlate(), freshPlate()];
    const lastPassage = at('2026-11-02T09:30:00Z');
    const journeys = [];
    for (const plate of plates) {
      await subscribe(db(), tenant, plate);
      journeys.push(await tripEndingAt(tenant, plate, lastPassage));
    }
    const due = new Date(lastPassage.getTime() + 48 * hour);
    const results = await Promise.all([remind(tenant, due), remind(tenant, due)]);
    expect(results[0].reminders + results[1].reminders).toBe(3);
    const mails = await alertMails(db(), tenant, 'alert_deadline');
    expect(mails.map((mail) => mail.payload.journeyId).sort()).toEqual(
      journeys.map((row) => row.id).sort(),
    );
  });

  it('reminds only of unpaid owed journeys, before their deadline, of subscribed plates', async () => {
    const tenant = await createRoadTenant(db());
    const lastPassage = at('2026-11-03T16:00:00Z');
    const [told, paid, tagged, pending, none, confirmedLater] = [
      freshPlate(),
      freshPlate(),
      freshPlate(),
      freshPlate(),
      freshPlate(),
      freshPlate(),
    ];
    for (const plate of [told, paid, tagged]) await subscribe(db(), tenant, plate);
    await subscribe(db(), tenant, pending, { state: 'pending' });
    // Confirmed after the trip: no reminder of a trip from before the address subscribed.
    await subscribe(db(), tenant, confirmedLater, { confirmedAt: lastPassage });
    await tripEndingAt(tenant, confirmedLater, lastPassage);
    const toldJourney = await tripEndingAt(tenant, told, lastPassage);
    const paidJourney = await tripEndingAt(tenant, paid, lastPassage);
    await tripEndingAt(tenant, pending, lastPassage);
    await tripEndingAt(tenant, none, lastPassage);
    await ingest(
      app(),
      tenant,
      trip(tagged, a79WholeRoadEast, before(lastPassage, 50 * minute), { tagPaid: true }),
    );
    const { settings } = await findJourneySettings(db(), tenant.id);
    await db().transaction((tx) =>
      settleJourneys(
        tx,
        tenant.id,
        { plate: paid, countryCode: 'FR' },
        [{ journeyId: paidJourney.id, paidCents: paidJourney.ttcCents ?? 0, indemnityCents: 0 }],
        { paymentId: `pay-${paid}`, at: lastPassage, settings },
      ),
    );

    const deadline = toldJourney.deadline;
    // Run late, past the deadline: too late to remind.
    expect(await remind(tenant, deadline)).toMatchObject({ reminders: 0 });
    expect(await remind(tenant, before(deadline, 20 * hour))).toMatchObject({ reminders: 1 });
    expect(
      (await alertMails(db(), tenant, 'alert_deadline')).map((mail) => mail.payload.journeyId),
    ).toEqual([toldJourney.id]);
  });

  it('follows the white-label: its hours before the deadline, or no reminders at all', async () => {
    const early = await createRoadTenant(db());
    const off = await createRoadTenant(db());
    await setAlertSettings(db(), early, { reminderHoursBeforeDeadline: 6 });
    await setAlertSettings(db(), off, { deadlineReminders: false });
    const lastPassage = at('2026-11-04T07:00:00Z');
    const journeys = [];
    for (const tenant of [early, off]) {
      const plate = freshPlate();
      await subscribe(db(), tenant, plate);
      journeys.push(await tripEndingAt(tenant, plate, lastPassage));
    }
    const deadline = journeys[0]?.deadline ?? new Date(0);
    expect(await remind(early, before(deadline, 6 * hour + 1))).toMatchObject({ reminders: 0 });
    expect(await remind(early, before(deadline, 6 * hour))).toMatchObject({ reminders: 1 });
    expect(await remind(off, before(deadline, 6 * hour))).toMatchObject({ reminders: 0 });
    expect(await alertMails(db(), off, 'alert_deadline')).toEqual([]);
  });

  it('ends a rental subscription past its period and reminds it of nothing', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate();
    const lastPassage = at('2026-11-05T10:00:00Z');
    const rental = {
      start: before(lastPassage, 5 * hour),
      end: new Date(lastPassage.getTime() + 12 * hour),
    };
    const subscriptionId = await subscribe(db(), tenant, plate, { rental });
    const journey = await tripEndingAt(tenant, plate, lastPassage);

    // The car went back 12 hours after the trip; the reminder would be due 48 hours after it.
    const due = before(journey.deadline, 24 * hour);
    expect(await remind(tenant, due)).toEqual({ rentalsEnded: 1, reminders: 0 });
    const [row] = await db()
      .select()
      .from(alertSubscriptions)
      .where(and(eq(alertSubscriptions.id, subscriptionId)));
    expect(row).toMatchObject({ state: 'ended', endReason: 'rental_over', endedAt: due });
    expect(await alertMails(db(), tenant, 'alert_deadline')).toEqual([]);
  });
});
