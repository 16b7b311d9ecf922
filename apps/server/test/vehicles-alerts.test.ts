import {
  hiddenEmailDetailPath,
  hideEmail,
  registeredPlateListSchema,
  type RegisteredPlate,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { accountClient } from './helpers/accounts.ts';
import {
  alertClient,
  alertMailsTo,
  freshAddress,
  freshAlertPlate,
  lastHandoverToken,
  rowsOfPlate,
  statusOf,
  subscribeAndConfirm,
} from './helpers/alerts.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';
import { paidReceipt } from './helpers/vehicle-proofs.ts';

/**
 * Issue 12 item 9: the profile's "Notifica Info transito" toggle is the plate's passage alert for
 * the account's address (PATCH /users/me/plates/{id}): on subscribes it at once (the address is
 * verified), another address's alerts move only once the customer confirms (409 with the masked
 * address first, then alert_moved to the previous one), off ends it, a removed plate ends it.
 */
const base = testConfig();
const config = testConfig({
  rateLimit: { max: 100_000, windowMs: 60_000 },
  alerts: { ...base.alerts, rateLimitMax: 100_000 },
  lookup: { ...base.lookup, rateLimitMax: 100_000 },
  accounts: { ...base.accounts, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
});
let now = new Date();
const app = useApp(config, { clock: () => now });
const hour = 3_600_000;
const day = 24 * hour;

beforeEach(() => {
  now = new Date();
});

/**
 * A tenant, a signed-in customer (Italian) and one plate of theirs, typed as a customer would.
 * Proven by default (issue 24 item 6): a payment for the vehicle whose receipt went to the
 * customer's address proves it as the plate is added.
 */
async function customerWithPlate(rental?: { start: Date; end: Date }, { proven = true } = {}) {
  const tenant = await createTenant(app().database.db);
  const accounts = accountClient(app, config, tenant.host, () => now);
  const customer = await accounts.customer();
  const token = customer.tokens.accessToken;
  const plate = freshAlertPlate();
  if (proven) {
    await paidReceipt(
      app().database.db,
      tenant.id,
      { plate: plate.stored },
      { email: customer.email },
    );
  }
  const added = await accounts.call('addMyPlate', {
    token,
    body: {
      countryCode: 'FR',
      numberPlate: plate.typed,
      ...(rental
        ? {
            validityStartDate: rental.start.toISOString(),
            validityEndDate: rental.end.toISOString(),
          }
        : {}),
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  const row = registeredPlateListSchema.parse(added.json())[0] as RegisteredPlate;
  const alerts = alertClient(app, config, tenant.host, { now: () => now });
  const toggle = (body: { emailNotifications: boolean; confirmReassignment?: boolean }) =>
    accounts.call('updateMyPlate', { token, params: { id: String(row.id) }, body });
  return { tenant, accounts, customer, token, plate, row, alerts, toggle };
}

function listOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return registeredPlateListSchema.parse(response.json());
}

describe('switching the alert toggle on', () => {
  it('subscribes the account\u2019s address at once, in its language, with no confirmation e-mail', async () => {
    const { tenant, customer, plate, alerts, toggle } = await customerWithPlate();
    const list = listOf(await toggle({ emailNotifications: true }));
    expect(list[0]?.emailNotifications).toBe(true);
    const rows = await rowsOfPlate(app(), tenant.id, plate.stored);
    expect(rows).toMatchObject([
      { state: 'active', email: customer.email, language: 'it', startTime: null, endTime: null },
    ]);
    expect(rows[0]?.confirmedAt).toEqual(now);
    expect(await alertMailsTo(app(), customer.email)).toEqual([]);
    expect((await statusOf(alerts, plate.typed, customer.email)).alertStatus).toBe('ACTIVATED');
    // Twice is once: the same row stays.
    listOf(await toggle({ emailNotifications: true }));
    expect(await rowsOfPlate(app(), tenant.id, plate.stored)).toHaveLength(1);
  });

  it('limits a rented vehicle\u2019s alerts to its validity dates, and refuses a rental over', async () => {
    const start = new Date(now.getTime() - day);
    // Ends within the access token's life, so the same sign-in sees it over.
    const end = new Date(now.getTime() + 5 * 60_000);
    const { tenant, plate, toggle } = await customerWithPlate({ start, end });
    listOf(await toggle({ emailNotifications: true }));
    expect(await rowsOfPlate(app(), tenant.id, plate.stored)).toMatchObject([
      { state: 'active', startTime: start, endTime: end },
    ]);
    now = new Date(end.getTime() + 60_000);
    const list = listOf(await toggle({ emailNotifications: false }));
    expect(list[0]?.emailNotifications).toBe(false);
    expectError(await toggle({ emailNotifications: true }), 400, 'invalid_date_range');
  });

  it('answers 409 with the masked address when another one receives the alerts, and changes nothing', async () => {
    const { tenant, plate, alerts, toggle } = await customerWithPlate();
    const other = freshAddress('other');
    await subscribeAndConfirm(app(), alerts, { email: other, numberPlate: plate.typed });
    const refused = await toggle({ emailNotifications: true });
    expectError(refused, 409, 'alert_active_for_another_email');
    expect((refused.json() as { details?: unknown }).details).toEqual([
      { path: hiddenEmailDetailPath, code: hideEmail(other) },
    ]);
    expect(await rowsOfPlate(app(), tenant.id, plate.stored)).toMatchObject([
      { state: 'active', email: other },
    ]);
    expect((await alertMailsTo(app(), other)).map((mail) => mail.kind)).toEqual([
      'alert_confirmation',
    ]);
    expectError(
      await toggle({ emailNotifications: true, confirmReassignment: false }),
      409,
      'alert_active_for_another_email',
    );
  });

  it('asks the other address once the customer confirms, and moves the alerts when it lets them go', async () => {
    const { tenant, customer, plate, alerts, toggle } = await customerWithPlate();
    const other = freshAddress('other');
    await subscribeAndConfirm(app(), alerts, { email: other, numberPlate: plate.typed });
    const movesAt = new Date(now.getTime() + 7 * day).toISOString();
    // Issue 24 item 6: nothing moves yet; the list says when it will.
    const list = listOf(await toggle({ emailNotifications: true, confirmReassignment: true }));
    expect(list[0]).toMatchObject({ emailNotifications: false, alertHandoverAt: movesAt });
    // Sent again while it waits: the same answer, no second request.
    const again = listOf(await toggle({ emailNotifications: true, confirmReassignment: true }));
    expect(again[0]?.alertHandoverAt).toBe(movesAt);
    const waiting = await rowsOfPlate(app(), tenant.id, plate.stored);
    expect(waiting.map((row) => [row.email, row.state])).toEqual([
      [other, 'active'],
      [customer.email, 'pending'],
    ]);
    expect((await alertMailsTo(app(), other)).map((mail) => mail.kind)).toEqual([
      'alert_confirmation',
      'alert_handover_requested',
    ]);

    const released = await alerts.decideHandover(await lastHandoverToken(app(), other), 'RELEASE');
    expect(released.json()).toMatchObject({ state: 'MOVED' });
    const rows = await rowsOfPlate(app(), tenant.id, plate.stored);
    expect(rows.map((row) => [row.email, row.state, row.endReason])).toEqual([
      [other, 'ended', 'replaced'],
      [customer.email, 'active', null],
    ]);
    const moved = (await alertMailsTo(app(), other)).filter((mail) => mail.kind === 'alert_moved');
    expect(moved).toEqual([
      {
        kind: 'alert_moved',
        language: 'fr',
        whitelabelId: tenant.id,
        payload: { subscriptionId: rows[0]?.id },
      },
    ]);
    expect((await statusOf(alerts, plate.typed, other)).alertStatus).toBe(
      'ACTIVATED_ANOTHER_EMAIL',
    );
    const after = listOf(await toggle({ emailNotifications: true }));
    expect(after[0]).toMatchObject({ emailNotifications: true, alertHandoverAt: null });
    // Rendered by the outbox (not skipped: the ended row is the one it tells about), naming the plate.
    await app().services.mail.idle();
    await app().services.mail.runOutbox(new Date(Date.now() + hour));
    const [sent] = await app()
      .database.db.select({ status: mailOutbox.status, message: mailOutbox.message })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, other), eq(mailOutbox.kind, 'alert_moved')));
    expect(sent?.status).toBe('captured');
    expect(sent?.message?.text).toContain(plate.stored);
  });

  it('refuses a plate the customer has not proved theirs, and switches off without a proof', async () => {
    const { tenant, plate, toggle } = await customerWithPlate(undefined, { proven: false });
    expectError(await toggle({ emailNotifications: true }), 403, 'vehicle_proof_required');
    expect(await rowsOfPlate(app(), tenant.id, plate.stored)).toEqual([]);
    expect(listOf(await toggle({ emailNotifications: false }))[0]?.proven).toBe(false);
  });

  it('sends the plate\u2019s passages to the account\u2019s address (recipientFor)', async () => {
    const { tenant, customer, plate, toggle } = await customerWithPlate();
    listOf(await toggle({ emailNotifications: true }));
    const vehicle = { countryCode: 'FR', plate: plate.stored };
    const passage = new Date(now.getTime() + hour);
    const { alerts } = app().services;
    expect(await alerts.recipientFor(tenant.id, vehicle, passage, passage)).toMatchObject({
      whitelabelId: tenant.id,
      email: customer.email,
      language: 'it',
    });
    // Never a journey from before the toggle.
    const before = new Date(now.getTime() - hour);
    expect(await alerts.recipientFor(tenant.id, vehicle, before, passage)).toBeNull();
  });
});

describe('switching the alert toggle off, and the toggle as the list shows it', () => {
  it('ends the account\u2019s subscription', async () => {
    const { tenant, plate, alerts, customer, toggle } = await customerWithPlate();
    listOf(await toggle({ emailNotifications: true }));
    const list = listOf(await toggle({ emailNotifications: false }));
    expect(list[0]?.emailNotifications).toBe(false);
    expect(await rowsOfPlate(app(), tenant.id, plate.stored)).toMatchObject([
      { state: 'ended', endReason: 'unsubscribed' },
    ]);
    expect((await statusOf(alerts, plate.typed, customer.email)).alertStatus).toBe('UNACTIVATED');
  });

  it('leaves another address\u2019s subscription alone', async () => {
    const { tenant, plate, alerts, toggle } = await customerWithPlate();
    const other = freshAddress('other');
    await subscribeAndConfirm(app(), alerts, { email: other, numberPlate: plate.typed });
    listOf(await toggle({ emailNotifications: false }));
    expect(await rowsOfPlate(app(), tenant.id, plate.stored)).toMatchObject([
      { state: 'active', email: other },
    ]);
  });

  it('shows off once the alerts moved to another address through the public form', async () => {
    const { accounts, token, plate, alerts, toggle } = await customerWithPlate();
    listOf(await toggle({ emailNotifications: true }));
    await subscribeAndConfirm(app(), alerts, {
      email: freshAddress('other'),
      numberPlate: plate.typed,
    });
    // Issue 24: the account's address was asked; the alerts stay with it for the notice period.
    expect(listOf(await accounts.call('myPlates', { token }))[0]?.emailNotifications).toBe(true);
    await app().services.alerts.moveDueHandovers(new Date(now.getTime() + 7 * day));
    const list = listOf(await accounts.call('myPlates', { token }));
    expect(list[0]?.emailNotifications).toBe(false);
  });

  it('ends the account\u2019s subscription when the plate is removed', async () => {
    const { tenant, accounts, token, row, plate, toggle } = await customerWithPlate();
    listOf(await toggle({ emailNotifications: true }));
    listOf(await accounts.call('deleteMyPlate', { token, params: { id: String(row.id) } }));
    expect(await rowsOfPlate(app(), tenant.id, plate.stored)).toMatchObject([
      { state: 'ended', endReason: 'unsubscribed' },
    ]);
  });
});

describe('two customers of one plate at once', () => {
  it('leave one active subscription and one handover asking its address', async () => {
    const first = await customerWithPlate();
    const second = await first.accounts.customer();
    await paidReceipt(
      app().database.db,
      first.tenant.id,
      { plate: first.plate.stored },
      { email: second.email },
    );
    const added = await first.accounts.call('addMyPlate', {
      token: second.tokens.accessToken,
      body: { countryCode: 'FR', numberPlate: first.plate.typed },
    });
    const [theirs] = registeredPlateListSchema.parse(added.json());
    expect(theirs?.proven).toBe(true);
    const answers = await Promise.all([
      first.toggle({ emailNotifications: true, confirmReassignment: true }),
      first.accounts.call('updateMyPlate', {
        token: second.tokens.accessToken,
        params: { id: String(theirs?.id) },
        body: { emailNotifications: true, confirmReassignment: true },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await rowsOfPlate(app(), first.tenant.id, first.plate.stored);
    expect(rows.map((row) => row.state).sort()).toEqual(['active', 'pending']);
    const active = rows.find((row) => row.state === 'active');
    const waiting = rows.find((row) => row.state === 'pending');
    // Whoever came second asked the first: its address got the handover request.
    const asked = (await alertMailsTo(app(), active?.email ?? '')).map((mail) => mail.kind);
    expect(asked).toEqual(['alert_handover_requested']);
    expect(waiting?.email).not.toBe(active?.email);
  });
});

describe('another customer\u2019s plate', () => {
  it('answers 404 on or off, and touches no subscription', async () => {
    const victim = await customerWithPlate();
    const other = await victim.accounts.customer();
    for (const emailNotifications of [true, false]) {
      expectError(
        await victim.accounts.call('updateMyPlate', {
          token: other.tokens.accessToken,
          params: { id: String(victim.row.id) },
          body: { emailNotifications, confirmReassignment: true },
        }),
        404,
        'vehicle_not_found',
      );
    }
    expect(await rowsOfPlate(app(), victim.tenant.id, victim.plate.stored)).toEqual([]);
  });
});
