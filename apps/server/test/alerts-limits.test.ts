import { errorEnvelopeSchema } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertSubscriptions } from '../src/db/schema/index.ts';
import { forgetUnconfirmedRequests } from '../src/modules/alerts/service.ts';
import {
  alertClient,
  alertMailsTo,
  freshAddress,
  freshAlertPlate,
  subscribeAndConfirm,
  subscribed,
} from './helpers/alerts.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 11 item 4: the alerts cannot be made a mail cannon nor a plate oracle. At most
 * ALERT_CONFIRMATIONS_PER_ADDRESS confirmation e-mails per address in 24 hours (counted in the
 * database), and ALERT_RATE_LIMIT_MAX calls per client IP and window.
 */
const base = testConfig();
const hour = 3_600_000;
let now = new Date();

const config = testConfig({
  rateLimit: { max: 100_000, windowMs: 60_000 },
  alerts: { rateLimitMax: 100_000, confirmationsPerAddress: 3, unsubscribeConfirmationsPerDay: 3 },
});
const app = useApp(config, { clock: () => now });

const limitedConfig = testConfig({
  rateLimit: { max: 100, windowMs: 60_000 },
  alerts: { ...base.alerts, rateLimitMax: 3 },
});
const limitedApp = useApp(limitedConfig);

describe('confirmation e-mails per address', () => {
  it('sends at most the configured number in 24 hours, whatever the plates', async () => {
    now = new Date();
    const tenant = await createTenant(app().database.db);
    const client = alertClient(app, config, tenant.host, { now: () => now });
    const email = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      expect(await subscribed(client, { email, numberPlate: freshAlertPlate().typed })).toBe(
        'CONFIRMATION_SENT',
      );
    }
    const refused = await client.subscribe({
      email: email.toUpperCase(),
      numberPlate: freshAlertPlate().typed,
    });
    expectError(refused, 429, 'too_many_requests');
    expect(await alertMailsTo(app(), email)).toHaveLength(3);

    // Another address goes on; so does this one a day after its first request.
    expect(
      await subscribed(client, { email: freshAddress(), numberPlate: freshAlertPlate().typed }),
    ).toBe('CONFIRMATION_SENT');
    now = new Date(now.getTime() + 24 * hour + 1);
    expect(await subscribed(client, { email, numberPlate: freshAlertPlate().typed })).toBe(
      'CONFIRMATION_SENT',
    );
  });

  it('holds when the requests arrive together', async () => {
    now = new Date();
    const tenant = await createTenant(app().database.db);
    const client = alertClient(app, config, tenant.host, { now: () => now });
    const email = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.subscribe({ email, numberPlate: freshAlertPlate().typed }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 429, 429, 429,
    ]);
    expect(await alertMailsTo(app(), email)).toHaveLength(3);
  });

  it('needs no e-mail, so counts nothing, for an address already subscribed', async () => {
    now = new Date();
    const tenant = await createTenant(app().database.db);
    const client = alertClient(app, config, tenant.host, { now: () => now });
    const email = freshAddress();
    const plate = freshAlertPlate();
    await subscribeAndConfirm(app(), client, { email, numberPlate: plate.typed });
    for (let i = 0; i < 3; i += 1) {
      expect(await subscribed(client, { email, numberPlate: plate.typed })).toBe('ALREADY_ACTIVE');
    }
    expect(await subscribed(client, { email, numberPlate: freshAlertPlate().typed })).toBe(
      'CONFIRMATION_SENT',
    );
  });
});

describe('requests never confirmed', () => {
  it('are forgotten two days later; confirmed subscriptions stay', async () => {
    now = new Date();
    const tenant = await createTenant(app().database.db);
    const client = alertClient(app, config, tenant.host, { now: () => now });
    const forgotten = freshAddress('forgotten');
    const kept = freshAddress('kept');
    await subscribed(client, { email: forgotten, numberPlate: freshAlertPlate().typed });
    await subscribeAndConfirm(app(), client, { email: kept, numberPlate: freshAlertPlate().typed });
    const rowsOf = (email: string) =>
      app()
        .database.db.select({ state: alertSubscriptions.state })
        .from(alertSubscriptions)
        .where(
          and(eq(alertSubscriptions.whitelabelId, tenant.id), eq(alertSubscriptions.email, email)),
        );

    const { db } = app().database;
    await forgetUnconfirmedRequests(db, new Date(now.getTime() + 47 * hour));
    expect(await rowsOf(forgotten)).toHaveLength(1);
    await forgetUnconfirmedRequests(db, new Date(now.getTime() + 49 * hour));
    expect(await rowsOf(forgotten)).toEqual([]);
    expect(await rowsOf(kept)).toEqual([{ state: 'active' }]);
  });
});

describe('alert calls per client IP', () => {
  it('limits the status, subscription, confirmation and unsubscribe calls together', async () => {
    const tenant = await createTenant(limitedApp().database.db);
    const client = alertClient(limitedApp, limitedConfig, tenant.host, {
      remoteAddress: '203.0.113.61',
    });
    const email = freshAddress();
    const plate = freshAlertPlate().typed;
    const statuses = [
      (await client.status(plate, email)).statusCode,
      (await client.subscribe({ email, numberPlate: plate })).statusCode,
      (await client.unsubscribe(email)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200]);

    for (const refused of [
      await client.status(plate, email),
      await client.confirm('A'.repeat(43)),
      await client.subscribe({ email, numberPlate: plate }),
      await client.unsubscribe(email),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(errorEnvelopeSchema.parse(refused.json())).toEqual({ message: 'too_many_requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }

    const otherClient = alertClient(limitedApp, limitedConfig, tenant.host, {
      remoteAddress: '203.0.113.62',
    });
    expect((await otherClient.status(plate, email)).statusCode).toBe(200);
  });
});
