import { apiPrefix, routes } from '@portico/contract';
import { unzipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenterFixture } from './helpers/renters.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';
import { useApp } from './helpers/build-app.ts';
import { freshPlate } from './helpers/payments.ts';
import { addFleetPeriod, day, driveTrip, fleetTenant, makeNotice } from './helpers/fleet-trips.ts';

/** GET /renters/journeys/export (issue 25 item 6): the list's trips as CSV and XLSX. */
describe('the fleet trips export', () => {
  const app = useApp();
  let tenant: RoadTenant;
  let renter: RenterFixture;
  let other: RenterFixture;
  const plate = freshPlate('EX');
  const otherPlate = freshPlate('EY');
  const start = new Date(Date.now() - 20 * day);
  start.setUTCHours(9, 0, 0, 0);
  let noticeId = 0;

  beforeAll(async () => {
    ({ tenant, renter, other } = await fleetTenant(app()));
    await addFleetPeriod(app(), tenant, renter.companyId, plate, new Date(start.getTime() - day));
    await addFleetPeriod(
      app(),
      tenant,
      other.companyId,
      otherPlate,
      new Date(start.getTime() - day),
    );
    noticeId = await driveTrip(app(), tenant, plate, start);
    await driveTrip(app(), tenant, plate, new Date(start.getTime() + 2 * day));
    await driveTrip(app(), tenant, otherPlate, start);
    await makeNotice(app(), noticeId, `EXP-${plate}`);
  });

  const exportAs = (
    instance: FastifyInstance,
    who: RenterFixture,
    query: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    instance.inject({
      method: 'GET',
      url: `${apiPrefix}${routes.renterJourneysExport.path}`,
      query,
      headers: { host: tenant.host, authorization: `Bearer ${who.accessToken}`, ...headers },
    });

  it('writes a CSV of the trips, header in the asked language, amounts in euros', async () => {
    const response = await exportAs(app(), renter, { format: 'csv' }, { 'accept-language': 'it' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="trips-.*\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Data;Targa;Paese;Entrata;Uscita;Classe;Tipo;Numero di pratica;Stato;' +
        'Pedaggio IVA incl. (€);Indennità (€);Pagato (€);Importo dovuto (€);Scadenza',
    );
    expect(lines).toHaveLength(3);
    // Newest first, like the list; the other company's plate never.
    expect(response.body).not.toContain(otherPlate);
    const notice = lines[2]?.split(';') ?? [];
    expect(notice[1]).toBe(plate);
    expect(notice[2]).toBe('FR');
    expect(notice[6]).toBe('Avviso di pagamento');
    expect(notice[7]).toBe(`EXP-${plate}`);
    expect(notice[8]).toBe('Avviso di pagamento');
    expect(notice[10]).toBe('10');
    expect(notice[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('keeps the list’s filters, and the user’s language when none is asked', async () => {
    const response = await exportAs(app(), renter, { format: 'csv', types: 'latePayment' });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('Date;Immatriculation;Pays;')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`EXP-${plate}`);
  });

  it('writes an XLSX that opens, with the same rows', async () => {
    const response = await exportAs(app(), renter, { format: 'xlsx', lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('Number plate');
    expect(sheet.split(`>${plate}<`).length - 1).toBe(2);
    expect(sheet).toContain(`EXP-${plate}`);
    expect(sheet).not.toContain(otherPlate);
  });

  it('refuses a bad format and a visitor', async () => {
    expect((await exportAs(app(), renter, { format: 'pdf' })).statusCode).toBe(400);
    const visitor = await app().inject({
      method: 'GET',
      url: `${apiPrefix}${routes.renterJourneysExport.path}`,
      headers: { host: tenant.host },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
