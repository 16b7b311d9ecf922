import { buildPath, errorEnvelopeSchema, routes } from '@portico/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startApp } from './helpers/build-app.ts';
import { captureLog } from './helpers/captured-log.ts';
import { testConfig } from './helpers/config.ts';
import { freshPlate, onTenant, plateSession } from './helpers/payments.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 11: the error log never carries SQL parameters (plates, e-mails, billing data).
 * Drizzle puts them in DrizzleQueryError's message ("Failed query: ... params: ...") and fields,
 * pg and PGlite in `detail` and in the message of a data exception; the logger's err serializer
 * drops them. On PGlite, and on PostgreSQL with DATABASE_URL.
 */
const config = testConfig({ logLevel: 'info' });

describe('the error log of a failed query', () => {
  it('keeps the SQLSTATE of a query failing on a plate parameter, never the plate', async () => {
    const log = captureLog();
    const app = await startApp(config, { logDestination: log });
    try {
      const plate = freshPlate('LG');
      const email = `${plate.toLowerCase()}@example.fr`;
      const { db } = app.database;
      const badInteger = await db.execute(sql`select ${plate}::integer`).then(
        () => undefined,
        (error: unknown) => error,
      );
      // A duplicate key names the row's values in `detail`: "Key (plate)=(...) already exists".
      const duplicate = await db
        .transaction(async (tx) => {
          await tx.execute(sql`create temporary table log_hygiene (plate text primary key)`);
          await tx.execute(sql`insert into log_hygiene values (${plate}), (${plate})`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(String(badInteger)).toContain(plate);
      app.log.error({ err: badInteger, email }, 'first query failed');
      app.log.error({ err: duplicate }, 'second query failed');

      expect(log.text()).toContain('first query failed');
      expect(log.text()).not.toContain(plate);
      const [first, second] = log
        .entries()
        .filter((entry) => String(entry.msg).endsWith('query failed'));
      expect(first?.err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '22P02' } });
      expect(second?.err).toMatchObject({ cause: { code: '23505' } });
    } finally {
      await app.close();
    }
  });

  it('answers a request whose database is gone 503 with Retry-After, logging no plate', async () => {
    const log = captureLog();
    const app = await startApp(config, { logDestination: log });
    try {
      const tenant = await createRoadTenant(app.database.db);
      const plate = freshPlate('LG');
      const basket = () =>
        onTenant(app, tenant, {
          method: 'POST',
          url: buildPath(routes.payAllJourneys.path),
          query: { sessionId: plateSession(config, tenant.id, plate) },
          payload: { prepayments: [] },
        });
      // Once with the database, so that the tenant is cached and the plate's query comes first.
      expect((await basket()).statusCode).toBeLessThan(500);
      await app.database.close();

      const answer = await basket();
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(errorEnvelopeSchema.parse(answer.json())).toEqual({ message: 'service_unavailable' });
      const failure = log
        .entries()
        .find((entry) => entry.msg === 'request failed: service unavailable');
      expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError' });
      expect(log.text()).not.toContain(plate);
    } finally {
      await app.close();
    }
  });
});
