import {
  alertHandoverResponseSchema,
  confirmAlertResponseSchema,
  hideEmail,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertHandovers } from '../src/db/schema/index.ts';
import { issueUnsubscribeToken } from '../src/modules/alerts/unsubscribe-token.ts';
import {
  alertClient,
  alertMailsTo,
  freshAddress,
  freshAlertPlate,
  lastConfirmationToken,
  lastHandoverToken,
  rowsOfPlate,
  statusOf,
  subscribeAndConfirm,
  subscribed,
} from './helpers/alerts.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 24 item 6: the alerts of a plate no longer move to another address the moment it
 * confirms. The address receiving them is asked by e-mail: it keeps them with one click, lets them
 * go, or says nothing and they move at the end of the notice period (7 days by default).
 * Requests are limited and logged (alert_handovers). The app's clock is the test's.
 */
const base = testConfig();
const config = testConfig({
  rateLimit: { max: 100_000, windowMs: 60_000 },
  alerts: { ...base.alerts, rateLimitMax: 100_000, confirmationsPerAddress: 100 },
});
let now = new Date();
const app = useApp(config, { clock: () => now });

const day = 86_400_000;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeEach(() => {
  now = new Date();
});

async function watchedPlate(on?: Awaited<ReturnType<typeof createTenant>>) {
  const tenant = on ?? (await createTenant(app().database.db));
  const client = alertClient(app, config, tenant.host, { now: () => now });
  const plate = freshAlertPlate();
  const current = freshAddress('current');
  await subscribeAndConfirm(app(), client, { email: current, numberPlate: plate.typed });
  return { tenant, client, plate, current };
}

/** Subscribes and confirms `email` for the plate; answers the confirmation's body. */
async function askFor(
  client: ReturnType<typeof alertClient>,
  email: string,
  plate: { typed: string },
) {
  expect(await subscribed(client, { email, numberPlate: plate.typed })).toBe('CONFIRMATION_SENT');
  const confirmed = await client.confirm(await lastConfirmationToken(app(), email));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmAlertResponseSchema.parse(confirmed.json());
}

/**
 * Runs the handover job and answers the state of the plate's latest handover. Not the job's count:
 * on PostgreSQL the database is shared with the other files, whose open handovers fall due too
 * once this file's clock jumps a week.
 */
async function moveDue(tenantId: number, plate: { stored: string }) {
  await app().services.alerts.moveDueHandovers(now);
  const handovers = await app()
    .database.db.select({ id: alertHandovers.id, state: alertHandovers.state })
    .from(alertHandovers)
    .where(and(eq(alertHandovers.whitelabelId, tenantId), eq(alertHandovers.plate, plate.stored)));
  return handovers.sort((a, b) => a.id - b.id).at(-1)?.state;
}

describe('another address confirming a plate whose alerts are in force', () => {
  it('asks the current address, keeps its alerts during the notice, then moves them', async () => {
    const { tenant, client, plate, current } = await watchedPlate();
    const next = freshAddress('next');
    const confirmed = await askFor(client, next, plate);
    expect(confirmed.handoverAt).toBe(new Date(now.getTime() + 7 * day).toISOString());

    // Nothing moved: the current address still receives the alerts, and was asked.
    expect((await statusOf(client, plate.typed, current)).alertStatus).toBe('ACTIVATED');
    const asked = (await alertMailsTo(app(), current)).map((mail) => mail.kind);
    expect(asked).toEqual(['alert_confirmation', 'alert_handover_requested']);
    const page = await client.handover(await lastHandoverToken(app(), current));
    expect(alertHandoverResponseSchema.parse(page.json())).toEqual({
      countryCode: 'FR',
      numberPlate: plate.stored,
      requesterHiddenEmail: hideEmail(next),
      movesAt: confirmed.handoverAt,
      state: 'OPEN',
    });

    later(7 * day - 60_000);
    expect(await moveDue(tenant.id, plate)).toBe('open');
    expect((await statusOf(client, plate.typed, current)).alertStatus).toBe('ACTIVATED');

    later(60_000);
    expect(await moveDue(tenant.id, plate)).toBe('moved');
    expect((await statusOf(client, plate.typed, next)).alertStatus).toBe('ACTIVATED');
    const rows = await rowsOfPlate(app(), tenant.id, plate.stored);
    expect(rows.map((row) => [row.email, row.state, row.endReason])).toEqual([
      [current, 'ended', 'replaced'],
      [next, 'active', null],
    ]);
    // The new address learns of no trip from before the move.
    expect(rows[1]?.confirmedAt?.toISOString()).toBe(now.toISOString());
    expect((await alertMailsTo(app(), current)).at(-1)?.kind).toBe('alert_moved');
    expect((await client.handover(await lastHandoverToken(app(), current))).json()).toMatchObject({
      state: 'MOVED',
    });
  });

  it('lets the current address keep its alerts with one click; the asker is told and may not ask again', async () => {
    const { tenant, client, plate, current } = await watchedPlate();
    const next = freshAddress('next');
    await askFor(client, next, plate);
    const token = await lastHandoverToken(app(), current);

    const kept = await client.decideHandover(token, 'KEEP');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(alertHandoverResponseSchema.parse(kept.json()).state).toBe('KEPT');
    // A second answer changes nothing.
    expect((await client.decideHandover(token, 'RELEASE')).json()).toMatchObject({ state: 'KEPT' });

    later(8 * day);
    expect(await moveDue(tenant.id, plate)).toBe('kept');
    expect((await statusOf(client, plate.typed, current)).alertStatus).toBe('ACTIVATED');
    const rows = await rowsOfPlate(app(), tenant.id, plate.stored);
    expect(rows.map((row) => [row.email, row.state, row.endReason])).toEqual([
      [current, 'active', null],
      [next, 'ended', 'handover_kept'],
    ]);
    expect((await alertMailsTo(app(), next)).at(-1)?.kind).toBe('alert_handover_kept');
    // Within 30 days the same address is refused before any e-mail.
    expectError(
      await client.subscribe({ email: next, numberPlate: plate.typed }),
      409,
      'alert_handover_refused',
    );
    later(23 * day);
    expect(await subscribed(client, { email: next, numberPlate: plate.typed })).toBe(
      'CONFIRMATION_SENT',
    );
  });

  it('moves the alerts at once when the current address lets them go', async () => {
    const { client, plate, current } = await watchedPlate();
    const next = freshAddress('next');
    await askFor(client, next, plate);
    const released = await client.decideHandover(
      await lastHandoverToken(app(), current),
      'RELEASE',
    );
    expect(released.json()).toMatchObject({ state: 'MOVED' });
    expect((await statusOf(client, plate.typed, next)).alertStatus).toBe('ACTIVATED');
    expect((await alertMailsTo(app(), current)).at(-1)?.kind).toBe('alert_moved');
  });

  it('moves at the next run when the current address stops its alerts meanwhile', async () => {
    const { tenant, client, plate, current } = await watchedPlate();
    const next = freshAddress('next');
    await askFor(client, next, plate);
    // The current address follows the one-click link of one of its alerts.
    const oneClick = issueUnsubscribeToken(config.lookup.secret, {
      whitelabelId: tenant.id,
      email: current,
    });
    expect((await client.oneClick(oneClick)).statusCode).toBe(200);
    expect(await moveDue(tenant.id, plate)).toBe('moved');
    expect((await statusOf(client, plate.typed, next)).alertStatus).toBe('ACTIVATED');
    // Its alerts had stopped: it is not told they moved.
    expect((await alertMailsTo(app(), current)).map((mail) => mail.kind)).not.toContain(
      'alert_moved',
    );
  });

  it('refuses a second request while one waits, and a fourth request of one address in 30 days', async () => {
    const { tenant, client, plate } = await watchedPlate();
    await askFor(client, freshAddress('first'), plate);
    expectError(
      await client.subscribe({ email: freshAddress('second'), numberPlate: plate.typed }),
      409,
      'alert_handover_pending',
    );

    const asker = freshAddress('asker');
    for (let n = 0; n < 3; n += 1) {
      const other = await watchedPlate(tenant);
      await askFor(other.client, asker, other.plate);
    }
    const fourth = await watchedPlate(tenant);
    expectError(
      await fourth.client.subscribe({ email: asker, numberPlate: fourth.plate.typed }),
      429,
      'too_many_requests',
    );
  });

  it('opens one handover when three addresses confirm a watched plate at the same time', async () => {
    const { tenant, client, plate } = await watchedPlate();
    const addresses = [freshAddress('a'), freshAddress('b'), freshAddress('c')];
    for (const email of addresses) await subscribed(client, { email, numberPlate: plate.typed });
    const tokens = await Promise.all(addresses.map((email) => lastConfirmationToken(app(), email)));
    const answers = await Promise.all(tokens.map((token) => client.confirm(token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const open = await app()
      .database.db.select()
      .from(alertHandovers)
      .where(and(eq(alertHandovers.whitelabelId, tenant.id), eq(alertHandovers.state, 'open')));
    expect(open).toHaveLength(1);
    const rows = await rowsOfPlate(app(), tenant.id, plate.stored);
    expect(rows.filter((row) => row.state === 'active')).toHaveLength(1);
  });

  it('answers 404 to an unknown handover token', async () => {
    const { client } = await watchedPlate();
    expectError(await client.handover('x'.repeat(43)), 404, 'alert_handover_invalid');
    expectError(await client.decideHandover('x'.repeat(43), 'KEEP'), 404, 'alert_handover_invalid');
  });
});
