import { apiPrefix, type PassageInput, routes, whitelabelHostHeader } from '@portico/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { seedDemoTrips } from '../src/demo/seed-demo-trips.ts';
import { useApp } from './helpers/build-app.ts';
import {
  type ConcurrentQueryGuard,
  watchConcurrentQueries,
} from './helpers/concurrent-query-guard.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { tripPassages } from './helpers/payments.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 16: no two queries at once on one transaction's connection (Promise.all over a
 * transaction; pg's DeprecationWarning). The guard sees every overlap on both drivers, not only
 * the first warning of the process.
 */
let guard: ConcurrentQueryGuard | undefined;
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
beforeAll(() => {
  guard = watchConcurrentQueries();
  process.on('warning', onWarning);
});
afterAll(() => {
  guard?.restore();
  process.off('warning', onWarning);
});
const app = useApp();
const db = (): Database => app().database.db;
const overlaps = () => guard?.overlaps() ?? ['the guard is not installed'];
const minute = 60_000;

describe('one query at a time on a transaction', () => {
  it('seeds the demo trips (ingestion, case import, rebuilds, jobs, a payment) in one transaction', async () => {
    const tenant = await createRoadTenant(db());
    guard?.reset();
    expect(await seedDemoTrips(db(), { now: new Date(), whitelabelId: tenant.id })).toMatchObject({
      seeded: true,
    });
    expect(overlaps()).toEqual([]);
  });

  it('ingests passages and imports cases', async () => {
    const tenant = await createRoadTenant(db());
    const post = (route: string, body: object) =>
      app().inject({
        method: 'POST',
        url: `${apiPrefix}${route}`,
        headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': tenant.key },
        payload: body,
      });
    guard?.reset();
    const start = new Date(Date.now() - 3 * 60 * minute);
    const passages: PassageInput[] = [
      ...tripPassages(`Q${uniqueSuffix().slice(0, 6).toUpperCase()}`, start),
      ...tripPassages(`R${uniqueSuffix().slice(0, 6).toUpperCase()}`, start),
    ];
    expect((await post(routes.ingestPassages.path, { passages })).statusCode).toBe(200);
    const cases = [
      {
        kind: 'CNP',
        caseNumber: `CNP-${uniqueSuffix()}`.toUpperCase(),
        plate: 'CASE16',
        countryCode: 'FR',
        date: start.toISOString(),
        inGate: '33',
        outGate: '29',
        vehicleClass: 1,
        caseDate: new Date(start.getTime() + minute).toISOString(),
      },
    ];
    expect((await post(routes.importCases.path, { cases })).statusCode).toBe(200);
    expect(overlaps()).toEqual([]);
  });

  it('never made pg warn about a query sent while another runs', () => {
    const fromPg = warnings.filter(
      (warning) =>
        warning.name === 'DeprecationWarning' && warning.message.includes('client.query()'),
    );
    expect(fromPg.map((warning) => warning.message)).toEqual([]);
  });
});
