import { fleetImportErrorSchema } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { day, fleetTenant } from './helpers/fleet-trips.ts';
import { fileDate } from './helpers/fleet-plates.ts';
import { multipartBody, multipartContentType } from './helpers/multipart.ts';
import { freshPlate } from './helpers/payments.ts';

/**
 * An import of more plates than are locked one by one (1,000: it takes the white-label's
 * all-plates lock instead) racing another company's addition of one of its plates, as real
 * requests: one of them wins, the other is refused, never both written.
 */
describe('fleet import racing an addition', () => {
  const app = useApp();

  it('lets exactly one of them hold the plate', async () => {
    const { tenant, renter, other } = await fleetTenant(app());
    const address = await app().listen({ port: 0, host: '127.0.0.1' });
    const contested = freshPlate('RC');
    const start = fileDate(new Date(Date.now() - 5 * day));
    const prefix = freshPlate('R').slice(0, 5);
    const lines = ['Pays;Immatriculation;Date de début;Date de fin', `FR;${contested};${start};`];
    for (let index = 0; index < 1_100; index += 1) {
      lines.push(`FR;${prefix}${String(index).padStart(4, '0')};${start};`);
    }
    const headers = (token: string) => ({
      'x-whitelabel-host': tenant.host,
      authorization: `Bearer ${token}`,
    });
    const [imported, added] = await Promise.all([
      fetch(`${address}/services/v1/renters/me/plates/import`, {
        method: 'POST',
        headers: { ...headers(renter.accessToken), 'content-type': multipartContentType },
        body: multipartBody([
          { name: 'importFile', fileName: 'fleet.csv', content: lines.join('\n') },
        ]),
      }),
      fetch(`${address}/services/v1/renters/me/plates`, {
        method: 'POST',
        headers: { ...headers(other.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({
          countryCode: 'FR',
          numberPlate: contested,
          validityStartDate: new Date(Date.now() - 3 * day).toISOString(),
        }),
      }),
    ]);
    if (imported.status === 200) {
      expect(added.status).toBe(409);
    } else {
      expect(added.status).toBe(201);
      expect(imported.status).toBe(400);
      const report = fleetImportErrorSchema.parse(await imported.json());
      expect(report.rows).toEqual([
        { row: 2, reason: 'held_by_another_company', numberPlate: contested },
      ]);
    }
  });
});
