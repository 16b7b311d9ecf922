import { createHash } from 'node:crypto';
import { confirmAlertResponseSchema, hideEmail } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertSubscriptions, whitelabels } from '../src/db/schema/index.ts';
import {
  alertClient,
  alertMailsTo,
  freshAddress,
  freshAlertPlate,
  lastConfirmationToken,
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
 * Issue 11 items 3, 4 and 7: passage-alert subscriptions. Every status, the confirmation link
 * (single use, 24 h), the move of a plate to another address (the previous one told, one active
 * row left), rental periods that stop by themselves. The app's clock is the test's, so expiries
 * are reached by moving it.
 */
const base = testConfig();
const config = testConfig({
  rateLimit: { max: 100_000, windowMs: 60_000 },
  alerts: { ...base.alerts, rateLimitMax: 100_000 },
});
let now = new Date();
const app = useApp(config, { clock: () => now });

const hour = 3_600_000;
const day = 24 * hour;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeEach(() => {
  now = new Date();
});

async function tenantWithClient(settings?: Record<string, unknown>) {
  const tenant = await createTenant(app().database.db);
  if (settings) {
    await app()
      .database.db.update(whitelabels)
      .set({ settings })
      .where(eq(whitelabels.id, tenant.id));
  }
  return { tenant, client: alertClient(app, config, tenant.host, { now: () => now }) };
}

describe('GET /customers and the confirmation link', () => {
  it('answers every status, and only a confirmed address counts', async () => {
    const { tenant, client } = await tenantWithClient();
    const plate = freshAlertPlate();
    const owner = freshAddress('Jean.Dupont');
    const other = freshAddress('marie');

    expect(await statusOf(client, plate.typed, owner)).toEqual({
      alertStatus: 'UNACTIVATED',
      hiddenEmail: null,
    });
    const outcome = await subscribed(client, { email: owner, numberPlate: plate.typed });
    expect(outcome).toBe('CONFIRMATION_SENT');
    // Pending: nothing is told to an address that has not proved it is its own.
    expect((await statusOf(client, plate.typed, owner)).alertStatus).toBe('UNACTIVATED');

    const confirmed = await client.confirm(await lastConfirmationToken(app(), owner));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmAlertResponseSchema.parse(confirmed.json())).toEqual({
      countryCode: 'FR',
      numberPlate: plate.stored,
      hiddenEmail: hideEmail(owner),
      endTime: null,
      handoverAt: null,
      alreadyConfirmed: false,
    });

    // The plate as typed any way, the address in any case.
    expect(await statusOf(client, plate.stored, owner.toUpperCase())).toEqual({
      alertStatus: 'ACTIVATED',
      hiddenEmail: null,
    });
    expect(await statusOf(client, plate.typed, other)).toEqual({
      alertStatus: 'ACTIVATED_ANOTHER_EMAIL',
      hiddenEmail: hideEmail(owner),
    });
    expect(hideEmail(owner)).toBe('J***@e***.org');
    // Another tenant's plate of the same number is another plate.
    const elsewhere = await tenantWithClient();
    expect((await statusOf(elsewhere.client, plate.typed, owner)).alertStatus).toBe('UNACTIVATED');
    expect((await rowsOfPlate(app(), tenant.id, plate.stored)).map((row) => row.state)).toEqual([
      'active',
    ]);
  });

  it('writes the link to the outbox in the request language, and keeps only its hash', async () => {
    const { tenant, client } = await tenantWithClient();
    const plate = freshAlertPlate();
    const email = freshAddress();
    const response = await client.subscribe(
      { email, numberPlate: plate.typed },
      { headers: { 'accept-language': 'it-IT,it;q=0.9' } },
    );
    expect(response.json()).toEqual({ outcome: 'CONFIRMATION_SENT' });

    const [row] = await rowsOfPlate(app(), tenant.id, plate.stored);
    const mails = await alertMailsTo(app(), email);
    expect(mails).toEqual([
      {
        kind: 'alert_confirmation',
        language: 'it',
        whitelabelId: tenant.id,
        payload: { subscriptionId: row?.id, token: expect.any(String) },
      },
    ]);
    const token = String(mails[0]?.payload.token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row).toMatchObject({
      state: 'pending',
      language: 'it',
      confirmationHash: createHash('sha256').update(token).digest('hex'),
      confirmationExpiresAt: new Date(now.getTime() + 24 * hour),
    });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('takes a link once; opened again it says the subscription is already confirmed (issue 26 item 16)', async () => {
    const { tenant, client } = await tenantWithClient();
    const email = freshAddress();
    const plate = freshAlertPlate();
    await subscribed(client, { email, numberPlate: plate.typed });
    const token = await lastConfirmationToken(app(), email);
    const first = await client.confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ alreadyConfirmed: false, handoverAt: null });
    const [confirmed] = await rowsOfPlate(app(), tenant.id, plate.stored);
    later(hour);
    const again = await client.confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), alreadyConfirmed: true });
    // Nothing changed: still the one active row, confirmed when the link was first followed.
    expect(await rowsOfPlate(app(), tenant.id, plate.stored)).toEqual([confirmed]);
    expect(confirmed).toMatchObject({ state: 'active' });
    expectError(await client.confirm('A'.repeat(43)), 404, 'alert_confirmation_invalid');
  });

  it('takes the same link once when it is followed twice at the same time', async () => {
    const { tenant, client } = await tenantWithClient();
    const plate = freshAlertPlate();
    const email = freshAddress();
    await subscribed(client, { email, numberPlate: plate.typed });
    const token = await lastConfirmationToken(app(), email);
    const answers = await Promise.all([client.confirm(token), client.confirm(token)]);
    // One confirms; the other finds it confirmed (issue 26 item 16), never a second active row.
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(
      answers
        .map((answer) => (answer.json() as { alreadyConfirmed: boolean }).alreadyConfirmed)
        .sort(),
    ).toEqual([false, true]);
    expect((await rowsOfPlate(app(), tenant.id, plate.stored)).map((row) => row.state)).toEqual([
      'active',
    ]);
  });

  it('expires a link after 24 hours', async () => {
    const { client } = await tenantWithClient();
    const plate = freshAlertPlate();
    const late = freshAddress('late');
    const inTime = freshAddress('intime');
    await subscribed(client, { email: late, numberPlate: plate.typed });
    await subscribed(client, { email: inTime, numberPlate: plate.typed });
    later(24 * hour - 60_000);
    expect((await client.confirm(await lastConfirmationToken(app(), inTime))).statusCode).toBe(200);
    later(60_000);
    expectError(
      await client.confirm(await lastConfirmationToken(app(), late)),
      410,
      'alert_confirmation_expired',
    );
    expect((await statusOf(client, plate.typed, inTime)).alertStatus).toBe('ACTIVATED');
  });

  it('expires a link sooner when the operator\u2019s settings say so', async () => {
    const { client } = await tenantWithClient({ alerts: { confirmationHours: 2 } });
    const email = freshAddress();
    await subscribed(client, { email, numberPlate: freshAlertPlate().typed });
    later(2 * hour);
    expectError(
      await client.confirm(await lastConfirmationToken(app(), email)),
      410,
      'alert_confirmation_expired',
    );
  });

  it('says a used link is invalid once its subscription ended', async () => {
    const { tenant, client } = await tenantWithClient();
    const email = freshAddress();
    const plate = freshAlertPlate();
    await subscribed(client, { email, numberPlate: plate.typed });
    const token = await lastConfirmationToken(app(), email);
    expect((await client.confirm(token)).statusCode).toBe(200);
    await app()
      .database.db.update(alertSubscriptions)
      .set({ state: 'ended', endReason: 'unsubscribed', endedAt: now })
      .where(eq(alertSubscriptions.whitelabelId, tenant.id));
    expectError(await client.confirm(token), 404, 'alert_confirmation_invalid');
  });

  it('refuses a link on another operator\u2019s host', async () => {
    const { client } = await tenantWithClient();
    const elsewhere = await tenantWithClient();
    const email = freshAddress();
    await subscribed(client, { email, numberPlate: freshAlertPlate().typed });
    const token = await lastConfirmationToken(app(), email);
    expectError(await elsewhere.client.confirm(token), 404, 'alert_confirmation_invalid');
    expect((await client.confirm(token)).statusCode).toBe(200);
  });

  it('keeps only the newest link of an address for a plate', async () => {
    const { client } = await tenantWithClient();
    const plate = freshAlertPlate();
    const email = freshAddress();
    await subscribed(client, { email, numberPlate: plate.typed });
    const first = await lastConfirmationToken(app(), email);
    await subscribed(client, { email, numberPlate: plate.stored });
    const second = await lastConfirmationToken(app(), email);
    expectError(await client.confirm(first), 404, 'alert_confirmation_invalid');
    expect((await client.confirm(second)).statusCode).toBe(200);
  });
});

describe('POST /customers for an address already subscribed', () => {
  it('answers ALREADY_ACTIVE without any e-mail for the same period', async () => {
    const { client } = await tenantWithClient();
    const plate = freshAlertPlate();
    const email = freshAddress();
    await subscribeAndConfirm(app(), client, { email, numberPlate: plate.typed });
    const mails = (await alertMailsTo(app(), email)).length;
    expect(
      await subscribed(client, { email: email.toUpperCase(), numberPlate: plate.stored }),
    ).toBe('ALREADY_ACTIVE');
    expect(await alertMailsTo(app(), email)).toHaveLength(mails);
  });

  it('asks the address to confirm another rental period, then replaces its own row silently', async () => {
    const { tenant, client } = await tenantWithClient();
    const plate = freshAlertPlate();
    const email = freshAddress();
    await subscribeAndConfirm(app(), client, { email, numberPlate: plate.typed });
    const rental = {
      startTime: new Date(now.getTime() - hour).toISOString(),
      endTime: new Date(now.getTime() + 3 * day).toISOString(),
    };
    const confirmed = await subscribeAndConfirm(app(), client, {
      email,
      numberPlate: plate.typed,
      ...rental,
    });
    expect(confirmed.json()).toMatchObject({ endTime: rental.endTime });
    const rows = await rowsOfPlate(app(), tenant.id, plate.stored);
    expect(rows.map((row) => [row.state, row.endReason])).toEqual([
      ['ended', 'replaced'],
      ['active', null],
    ]);
    // Its own address is not told that the plate moved.
    expect((await alertMailsTo(app(), email)).map((mail) => mail.kind)).toEqual([
      'alert_confirmation',
      'alert_confirmation',
    ]);
  });
});

// A plate moving to another address (ACTIVATED_ANOTHER_EMAIL): alerts-handover.test.ts (issue 24).

describe('a rented vehicle', () => {
  it('stops by itself at the rental\u2019s end, and the next address is not told of it', async () => {
    const { tenant, client } = await tenantWithClient();
    const plate = freshAlertPlate();
    const renter = freshAddress('renter');
    const endTime = new Date(now.getTime() + 2 * day);
    await subscribeAndConfirm(app(), client, {
      email: renter,
      numberPlate: plate.typed,
      startTime: new Date(now.getTime() - day).toISOString(),
      endTime: endTime.toISOString(),
    });
    const subscription = (await rowsOfPlate(app(), tenant.id, plate.stored))[0];
    const vehicle = { countryCode: 'FR', plate: plate.stored };
    const { alerts } = app().services;
    const passage = new Date(now.getTime() + hour);
    expect(await alerts.recipientFor(tenant.id, vehicle, passage, passage)).toEqual({
      subscriptionId: subscription?.id,
      whitelabelId: tenant.id,
      email: renter,
      language: 'fr',
    });
    expect((await statusOf(client, plate.typed, renter)).alertStatus).toBe('ACTIVATED');

    now = endTime;
    expect((await statusOf(client, plate.typed, renter)).alertStatus).toBe('UNACTIVATED');
    expect(await alerts.recipientFor(tenant.id, vehicle, passage, now)).toBeNull();

    const owner = freshAddress('owner');
    await subscribeAndConfirm(app(), client, { email: owner, numberPlate: plate.typed });
    const rows = await rowsOfPlate(app(), tenant.id, plate.stored);
    expect(rows.map((row) => [row.email, row.state, row.endReason])).toEqual([
      [renter, 'ended', 'rental_over'],
      [owner, 'active', null],
    ]);
    expect((await alertMailsTo(app(), renter)).map((mail) => mail.kind)).toEqual([
      'alert_confirmation',
    ]);
  });

  it('refuses a link whose rental ended before it was followed', async () => {
    const { client } = await tenantWithClient();
    const email = freshAddress();
    await subscribed(client, {
      email,
      numberPlate: freshAlertPlate().typed,
      startTime: new Date(now.getTime() - day).toISOString(),
      endTime: new Date(now.getTime() + hour).toISOString(),
    });
    later(hour);
    expectError(
      await client.confirm(await lastConfirmationToken(app(), email)),
      410,
      'alert_confirmation_expired',
    );
  });
});

describe('who a passage is told to (for the alert jobs)', () => {
  it('never tells an address of a journey from before it confirmed', async () => {
    const { tenant, client } = await tenantWithClient();
    const plate = freshAlertPlate();
    const email = freshAddress();
    const confirmedAt = now;
    await subscribeAndConfirm(app(), client, { email, numberPlate: plate.typed });
    const vehicle = { countryCode: 'FR', plate: plate.stored };
    const { alerts } = app().services;
    const before = new Date(confirmedAt.getTime() - hour);
    const after = new Date(confirmedAt.getTime() + hour);
    expect(await alerts.recipientFor(tenant.id, vehicle, before, after)).toBeNull();
    expect(await alerts.recipientFor(tenant.id, vehicle, after, after)).toMatchObject({ email });
    expect(
      await alerts.recipientFor(tenant.id, { ...vehicle, countryCode: 'IT' }, after, after),
    ).toBeNull();
  });
});

describe('bad input', () => {
  it.each([
    ['only a start', { startTime: 'start' }],
    ['only an end', { endTime: 'end' }],
    ['an end before the start', { startTime: 'end', endTime: 'start' }],
    ['an end already past', { startTime: 'yearAgo', endTime: 'hourAgo' }],
    ['a start over a year ago', { startTime: 'overYearAgo', endTime: 'end' }],
    ['an end over two years ahead', { startTime: 'start', endTime: 'overTwoYears' }],
  ])('refuses a rental with %s: invalid_date_range', async (_name, dates) => {
    const { client } = await tenantWithClient();
    const instants: Record<string, number> = {
      start: -hour,
      end: day,
      hourAgo: -hour,
      yearAgo: -360 * day,
      overYearAgo: -370 * day,
      overTwoYears: 740 * day,
    };
    const body: Record<string, string> = {};
    for (const [field, name] of Object.entries(dates)) {
      body[field] = new Date(now.getTime() + (instants[name] ?? 0)).toISOString();
    }
    const response = await client.subscribe({
      email: freshAddress(),
      numberPlate: freshAlertPlate().typed,
      ...body,
    });
    expectError(response, 400, 'invalid_date_range');
  });

  it.each([
    ['a plate of one character', { numberPlate: 'A' }, 'invalid_number_plate'],
    ['a plate of symbols', { numberPlate: '!!??' }, 'invalid_number_plate'],
    ['a plate over 64 characters', { numberPlate: 'A'.repeat(65) }, 'invalid_request'],
    ['a NUL in the plate', { numberPlate: 'AB\u0000123' }, 'invalid_request'],
    ['a NUL in the address', { email: 'a\u0000@example.org' }, 'invalid_request'],
    ['an address over 100 characters', { email: `${'a'.repeat(95)}@b.org` }, 'invalid_request'],
    ['an unknown country', { countryCode: 'XX' }, 'invalid_request'],
    ['a lower-case country', { countryCode: 'fr' }, 'invalid_request'],
    ['no consent', { allowedContact: false }, 'invalid_request'],
    [
      'a date without offset',
      { startTime: '2026-01-01T00:00:00', endTime: '2026-01-02T00:00:00Z' },
      'invalid_request',
    ],
  ])('refuses a subscription with %s', async (_name, change, code) => {
    const { client } = await tenantWithClient();
    const response = await client.subscribe({
      email: freshAddress(),
      numberPlate: freshAlertPlate().typed,
      ...change,
    });
    expectError(response, 400, code);
  });

  it('refuses a status lookup of a bad plate, country or address', async () => {
    const { client } = await tenantWithClient();
    const email = freshAddress();
    expectError(await client.status('!', email), 400, 'invalid_number_plate');
    expectError(await client.status('AB123CD', email, 'XX'), 400, 'invalid_request');
    expectError(await client.status('AB123CD', 'not-an-address'), 400, 'invalid_request');
    expectError(await client.status('A'.repeat(65), email), 400, 'invalid_request');
  });

  it('refuses malformed confirmation tokens', async () => {
    const { client } = await tenantWithClient();
    for (const token of ['short', 'x'.repeat(201), 'a/b+c='.repeat(5), `${'a'.repeat(20)}\u0000`]) {
      expectError(await client.confirm(token), 400, 'invalid_request');
    }
  });

  it('asks for the captcha as the lookups do', async () => {
    const { client } = await tenantWithClient();
    const body = { email: freshAddress(), numberPlate: freshAlertPlate().typed };
    expectError(await client.subscribe(body, { captchaToken: null }), 400, 'invalid_request');
    expectError(await client.subscribe(body, { captchaToken: 'forged' }), 403, 'captcha_invalid');
    expect(await alertMailsTo(app(), body.email)).toEqual([]);
  });
});
