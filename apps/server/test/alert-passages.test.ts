import {
  buildPath,
  gateText,
  type Journey,
  journeySetSchema,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { a79WholeRoadEast } from '@portico/contract/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertDeliveries, mailOutbox } from '../src/db/schema/index.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from '../src/db/seed/demo-road.ts';
import { seedRoad } from '../src/db/seed/seed-road.ts';
import { runCompletionJob } from '../src/jobs/completion.ts';
import { formatMoney, formatParisDateTime } from '../src/shared/formats.ts';
import { useApp } from './helpers/build-app.ts';
import {
  alertMails,
  freshPlate,
  ingest,
  setAlertSettings,
  subscribe,
} from './helpers/alert-deliveries.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';
import { trip } from './helpers/trips.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 11 item 5: the passage e-mail, one per completed and priced journey of a subscribed
 * plate, written with the journey by ingestion or by the completion job.
 */
const config = testConfig();
const app = useApp(config);
const db = () => app().database.db;
const minute = 60_000;
const hour = 60 * minute;
const ago = (ms: number) => new Date(Date.now() - ms);

async function onlyJourneyId(tenant: RoadTenant, plate: string): Promise<number> {
  const rows = await plateJourneys(db(), tenant.id, plate);
  expect(rows).toHaveLength(1);
  return rows[0]?.id ?? -1;
}

const complete = (tenant: RoadTenant, now: Date) =>
  runCompletionJob({ db: db(), journeys: app().services.journeys }, now, {
    whitelabelId: tenant.id,
  });

describe('passage e-mails', () => {
  it('writes one e-mail per journey, not per gantry, and never twice for a replay', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate();
    const subscriptionId = await subscribe(db(), tenant, plate);
    const first = trip(plate, a79WholeRoadEast, ago(5 * hour));
    await ingest(app(), tenant, first);

    const journeyId = await onlyJourneyId(tenant, plate);
    expect(await alertMails(db(), tenant)).toEqual([
      {
        kind: 'alert_passage',
        recipient: `${plate.toLowerCase()}@example.org`,
        language: 'it',
        payload: { subscriptionId, journeyId },
      },
    ]);
    expect(
      await db().select().from(alertDeliveries).where(eq(alertDeliveries.journeyId, journeyId)),
    ).toMatchObject([{ kind: 'passage', subscriptionId }]);

    // The roadside sends the batch again: same journey, no new e-mail.
    await ingest(app(), tenant, first);
    expect(await alertMails(db(), tenant)).toHaveLength(1);

    // A second trip of the plate is a second journey: its own e-mail.
    await ingest(app(), tenant, trip(plate, a79WholeRoadEast.slice(0, 3), ago(3 * hour)));
    const mails = await alertMails(db(), tenant);
    expect(mails).toHaveLength(2);
    const ids = (await plateJourneys(db(), tenant.id, plate)).map((row) => row.id);
    expect(mails.map((mail) => mail.payload.journeyId).sort()).toEqual([...ids].sort());
  });

  it('sends the e-mail once the ingestion has committed, without waiting for the mail job', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate();
    await subscribe(db(), tenant, plate);
    await ingest(app(), tenant, trip(plate, a79WholeRoadEast, ago(5 * hour)));

    // The kicked outbox run renders and captures it (no SMTP in tests): no job round needed.
    const statusOf = async () =>
      (
        await db()
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.whitelabelId, tenant.id))
      ).map((row) => row.status);
    await expect.poll(statusOf, { timeout: 5000, interval: 50 }).toEqual(['captured']);
  });

  it('tells a journey once it is completed: at its road end, or by the completion job', async () => {
    const tenant = await createRoadTenant(db());
    const endsAtRoadEnd = freshPlate();
    const goesQuiet = freshPlate();
    await subscribe(db(), tenant, endsAtRoadEnd);
    await subscribe(db(), tenant, goesQuiet);
    const whole = trip(endsAtRoadEnd, a79WholeRoadEast, ago(60 * minute));

    // Under way: the first two gantries, 50 minutes ago. Nothing yet.
    await ingest(app(), tenant, [
      ...whole.slice(0, 2),
      ...trip(goesQuiet, a79WholeRoadEast.slice(0, 2), ago(60 * minute)),
    ]);
    expect(await alertMails(db(), tenant)).toEqual([]);

    // The rest of the trip reaches the end of the road: completed, told.
    await ingest(app(), tenant, whole.slice(2));
    expect((await alertMails(db(), tenant)).map((mail) => mail.payload.journeyId)).toEqual([
      await onlyJourneyId(tenant, endsAtRoadEnd),
    ]);

    // The other went quiet: two instances' completion jobs complete it, one e-mail.
    const later = new Date(Date.now() + hour);
    await Promise.all([complete(tenant, later), complete(tenant, later)]);
    const quietId = await onlyJourneyId(tenant, goesQuiet);
    expect((await alertMails(db(), tenant)).map((mail) => mail.payload.journeyId)).toEqual([
      await onlyJourneyId(tenant, endsAtRoadEnd),
      quietId,
    ]);
  });

  it('writes one e-mail when two instances ingest the same trip at once', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate();
    await subscribe(db(), tenant, plate);
    const passages = trip(plate, a79WholeRoadEast, ago(4 * hour));
    await Promise.all([ingest(app(), tenant, passages), ingest(app(), tenant, passages)]);
    expect(await alertMails(db(), tenant)).toHaveLength(1);
  });

  it('sends nothing for a trip paid by tag, and tells the owed part of a partly tagged one', async () => {
    const tenant = await createRoadTenant(db());
    const tagged = freshPlate();
    const partly = freshPlate();
    await subscribe(db(), tenant, tagged);
    await subscribe(db(), tenant, partly);
    await ingest(app(), tenant, [
      ...trip(tagged, a79WholeRoadEast, ago(5 * hour), { tagPaid: true }),
      ...trip(partly, a79WholeRoadEast.slice(0, 2), ago(5 * hour), { tagPaid: true }),
      ...trip(partly, a79WholeRoadEast.slice(2), new Date(Date.now() - 5 * hour + 20 * minute)),
    ]);
    const [taggedJourney] = await plateJourneys(db(), tenant.id, tagged);
    expect(taggedJourney).toMatchObject({ tagPaidOnly: true, completed: true });
    expect((await alertMails(db(), tenant)).map((mail) => mail.payload.journeyId)).toEqual([
      await onlyJourneyId(tenant, partly),
    ]);
  });

  it('sends nothing without an active subscription of the plate in the tenant, confirmed before the trip', async () => {
    const tenant = await createRoadTenant(db());
    const other = await createRoadTenant(db());
    const pending = freshPlate();
    const ended = freshPlate();
    const german = freshPlate();
    const elsewhere = freshPlate();
    const none = freshPlate();
    const confirmedLater = freshPlate();
    const unproven = freshPlate();
    await subscribe(db(), tenant, pending, { state: 'pending' });
    // Issue 24 item 6: an active row without a proof of possession (made before proofs) is told
    // nothing, whatever the vehicle does.
    await subscribe(db(), tenant, unproven, { proven: false });
    // The address confirmed after the trip began: it never learns of it.
    await subscribe(db(), tenant, confirmedLater, { confirmedAt: ago(5 * hour - minute) });
    await subscribe(db(), tenant, ended, { state: 'ended' });
    await subscribe(db(), tenant, german, { countryCode: 'DE' });
    await subscribe(db(), other, elsewhere);
    const start = ago(5 * hour);
    await ingest(app(), tenant, [
      ...[pending, ended, german, elsewhere, none, confirmedLater, unproven].flatMap((plate) =>
        trip(plate, a79WholeRoadEast, start),
      ),
    ]);
    expect(await plateJourneys(db(), tenant.id, german)).toHaveLength(1);
    expect(await alertMails(db(), tenant)).toEqual([]);
    expect(await alertMails(db(), other)).toEqual([]);
  });

  it('tells a rental only of journeys within its period, and nothing once it is over', async () => {
    const tenant = await createRoadTenant(db());
    const running = freshPlate();
    const over = freshPlate();
    await subscribe(db(), tenant, running, {
      rental: { start: ago(10 * hour), end: new Date(Date.now() + 10 * hour) },
    });
    await subscribe(db(), tenant, over, { rental: { start: ago(10 * hour), end: ago(hour) } });
    await ingest(app(), tenant, [
      ...trip(running, a79WholeRoadEast, ago(12 * hour)),
      ...trip(running, a79WholeRoadEast, ago(5 * hour)),
      // Within its period, but the rental ended before the trip was received.
      ...trip(over, a79WholeRoadEast, ago(5 * hour)),
    ]);
    const [before, within] = await plateJourneys(db(), tenant.id, running);
    expect(before?.completed && within?.completed).toBe(true);
    expect((await alertMails(db(), tenant)).map((mail) => mail.payload.journeyId)).toEqual([
      within?.id,
    ]);
  });

  it('sends nothing when the white-label switched passage e-mails off', async () => {
    const tenant = await createRoadTenant(db());
    await setAlertSettings(db(), tenant, { passageEmails: false });
    const plate = freshPlate();
    await subscribe(db(), tenant, plate);
    await ingest(app(), tenant, trip(plate, a79WholeRoadEast, ago(5 * hour)));
    expect(await plateJourneys(db(), tenant.id, plate)).toHaveLength(1);
    expect(await alertMails(db(), tenant)).toEqual([]);
  });

  it('waits for the price: an unpriced journey is told by the rebuild that prices it', async () => {
    const tenant = await createRoadTenant(db(), { priced: false });
    const plate = freshPlate();
    await subscribe(db(), tenant, plate);
    await ingest(app(), tenant, trip(plate, a79WholeRoadEast, ago(5 * hour)));
    const [unpriced] = await plateJourneys(db(), tenant.id, plate);
    expect(unpriced?.pricingError).not.toBeNull();
    expect(await alertMails(db(), tenant)).toEqual([]);

    await seedRoad(db(), tenant.id, {
      gates: a79Gates,
      gantryPairs: a79GantryPairs,
      gantries: a79Gantries,
      tariffs: a79Tariffs,
    });
    await app().services.journeys.rebuildPlates(
      tenant.id,
      [{ plate, countryCode: 'FR' }],
      new Date(),
    );
    expect((await alertMails(db(), tenant)).map((mail) => mail.payload.journeyId)).toEqual([
      unpriced?.id,
    ]);
  });
});

describe('what a passage e-mail tells (issue 24 item 6)', () => {
  it('no more than the public lookup of the plate shows of the same trip', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate();
    const subscriptionId = await subscribe(db(), tenant, plate);
    await ingest(app(), tenant, trip(plate, a79WholeRoadEast, ago(5 * hour)));
    const journeyId = await onlyJourneyId(tenant, plate);

    // What anyone typing the plate sees (the spec's lookup, with its captcha).
    const lookup = await app().inject({
      method: 'GET',
      url: buildPath(routes.detailedJourneys.path),
      query: { plate, country: 'FR', captchaToken: solvedCaptchaToken(config) },
      headers: { [whitelabelHostHeader]: tenant.host },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const shown = journeySetSchema
      .parse(lookup.json())
      .journeys.find((journey: Journey) => journey.id === String(journeyId));
    if (!shown) throw new Error('the lookup does not show the trip');

    const mail = await app().services.mailRenderers.alert_passage({
      id: 1,
      whitelabelId: tenant.id,
      kind: 'alert_passage',
      recipient: `${plate.toLowerCase()}@example.org`,
      language: 'it',
      payload: { subscriptionId, journeyId },
    });
    const text = mail?.text ?? '';
    const date = formatParisDateTime(new Date(shown.date), 'it');
    const deadline = formatParisDateTime(new Date(shown.deadline ?? ''), 'it');
    // Every fact of the e-mail is one of the lookup's, word for word...
    const facts = text.slice(text.indexOf('Veicolo:'), text.indexOf('Da pagare entro il:'));
    expect(facts.trim().split('\n')).toEqual([
      `Veicolo: ${plate}`,
      `Entrata: ${gateText(shown.in)}`,
      `Uscita: ${shown.out ? gateText(shown.out) : ''}`,
      `Data: ${date}`,
      `Classe del veicolo: Classe ${shown.carCategory}`,
      `Prezzo IVA inclusa: ${formatMoney(shown.ttcPrice, 'it')}`,
    ]);
    expect(text).toContain(`Da pagare entro il: ${deadline}`);
    // ...and nothing more: no gantry crossed, no time but the trip's start and its deadline.
    expect(text).not.toMatch(/Montet|Montbeugny|Molinet/);
    const times = [...text.matchAll(/\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/g)].map((m) => m[0]);
    expect(new Set(times)).toEqual(new Set([date, deadline]));
  });
});
