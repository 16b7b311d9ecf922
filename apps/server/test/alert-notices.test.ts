import { a79WholeRoadEast } from '@portico/contract/testing';
import { describe, expect, it } from 'vitest';
import { runDunningJob } from '../src/jobs/dunning.ts';
import { useApp } from './helpers/build-app.ts';
import {
  alertMails,
  freshPlate,
  ingest,
  setAlertSettings,
  subscribe,
} from './helpers/alert-deliveries.ts';
import { trip } from './helpers/trips.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/** Issue 11 item 6: one e-mail when a payment notice is issued for a subscribed plate's journey. */
const app = useApp();
const db = () => app().database.db;
const minute = 60_000;
const hour = 60 * minute;
const lastPassage = new Date('2026-11-10T15:00:00Z');
const afterDeadline = new Date(lastPassage.getTime() + 72 * hour + 1);

async function unpaidTrip(tenant: RoadTenant, plate: string): Promise<number> {
  await ingest(
    app(),
    tenant,
    trip(plate, a79WholeRoadEast, new Date(lastPassage.getTime() - 50 * minute)),
  );
  const [journey] = await plateJourneys(db(), tenant.id, plate);
  if (!journey) throw new Error('no journey');
  return journey.id;
}

const dunning = (tenant: RoadTenant, now: Date) =>
  runDunningJob(db(), now, { whitelabelId: tenant.id });

describe('notice e-mails', () => {
  it('writes one e-mail with the notice, even when two instances run the dunning job', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate();
    const unsubscribed = freshPlate();
    const subscriptionId = await subscribe(db(), tenant, plate);
    const journeyId = await unpaidTrip(tenant, plate);
    await unpaidTrip(tenant, unsubscribed);

    const results = await Promise.all([
      dunning(tenant, afterDeadline),
      dunning(tenant, afterDeadline),
    ]);
    expect(results.reduce((sum, result) => sum + result.notices, 0)).toBe(2);
    expect(results.reduce((sum, result) => sum + result.noticeEmails, 0)).toBe(1);
    const [journey] = await plateJourneys(db(), tenant.id, plate);
    expect(journey).toMatchObject({ dunningKind: 'notice', paymentLimit: 'PRIMO_DESIGNATED' });
    expect(await alertMails(db(), tenant, 'alert_notice')).toEqual([
      {
        kind: 'alert_notice',
        recipient: `${plate.toLowerCase()}@example.org`,
        language: 'it',
        payload: { subscriptionId, journeyId },
      },
    ]);

    // The next runs (the notice's later steps included) write no other notice e-mail.
    await dunning(tenant, new Date(afterDeadline.getTime() + 16 * 24 * hour));
    expect(await alertMails(db(), tenant, 'alert_notice')).toHaveLength(1);
  });

  it('writes none when the white-label switched notice e-mails off, or the rental is over', async () => {
    const off = await createRoadTenant(db());
    const rentals = await createRoadTenant(db());
    await setAlertSettings(db(), off, { noticeEmails: false });
    const plate = freshPlate();
    await subscribe(db(), off, plate);
    await unpaidTrip(off, plate);
    const rented = freshPlate();
    await subscribe(db(), rentals, rented, {
      rental: {
        start: new Date(lastPassage.getTime() - 5 * hour),
        end: new Date(lastPassage.getTime() + 5 * hour),
      },
    });
    await unpaidTrip(rentals, rented);

    expect(await dunning(off, afterDeadline)).toMatchObject({ notices: 1, noticeEmails: 0 });
    expect(await dunning(rentals, afterDeadline)).toMatchObject({ notices: 1, noticeEmails: 0 });
    expect(await alertMails(db(), off, 'alert_notice')).toEqual([]);
    expect(await alertMails(db(), rentals, 'alert_notice')).toEqual([]);
  });
});
