import {
  fleetImportErrorSchema,
  fleetImportResultSchema,
  fleetPlatesPageSchema,
} from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { fleetPlates } from '../src/db/schema/fleet.ts';
import { whitelabels } from '../src/db/schema/whitelabels.ts';
import { eq } from 'drizzle-orm';
import { useApp } from './helpers/build-app.ts';
import { day, fleetTenant } from './helpers/fleet-trips.ts';
import { fileDate, fleetCall, importFleetFile } from './helpers/fleet-plates.ts';
import { freshPlate } from './helpers/payments.ts';

/** The fleet import (issue 25 item 4): CSV as Excel writes it, all or nothing, idempotent. */
describe('renter fleet import', () => {
  const app = useApp();

  const periodsOf = async (companyId: number) =>
    app().database.db.select().from(fleetPlates).where(eq(fleetPlates.companyId, companyId));

  it('imports a French Excel CSV (BOM, semicolons, quotes) and changes nothing the second time', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const [a, b] = [freshPlate('IA'), freshPlate('IB')];
    const csv =
      '\uFEFFPays;Immatriculation;Date de début;Date de fin\r\n' +
      `FR;"${a.slice(0, 2)}-${a.slice(2)}";${fileDate(new Date(Date.now() - 10 * day))};\r\n` +
      `it;${b};2026-01-05;${fileDate(new Date(Date.now() - day))}\r\n` +
      '\r\n';
    const first = await importFleetFile(app(), tenant, renter, csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(fleetImportResultSchema.parse(first.json())).toEqual({
      rows: 2,
      added: 2,
      closed: 0,
      unchanged: 0,
    });
    const again = await importFleetFile(app(), tenant, renter, csv);
    expect(again.json()).toEqual({ rows: 2, added: 0, closed: 0, unchanged: 2 });
    expect(await periodsOf(renter.companyId)).toHaveLength(2);
  });

  it('reads commas (English Excel), header names of any language and order, and closes by the end column', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const plate = freshPlate('IC');
    const start = fileDate(new Date(Date.now() - 5 * day));
    const opened = `Targa,Paese,Data di inizio,Data di fine\n${plate},FR,${start},\n`;
    expect((await importFleetFile(app(), tenant, renter, opened)).json()).toMatchObject({
      added: 1,
    });
    const closed = `Number plate,Country,Start date,End date\n${plate},FR,${start},${fileDate(new Date(Date.now() - day))}\n`;
    expect((await importFleetFile(app(), tenant, renter, closed)).json()).toMatchObject({
      added: 0,
      closed: 1,
    });
    const [period] = await periodsOf(renter.companyId);
    expect(period?.validUntil).not.toBeNull();
  });

  it('refuses the whole file when a row is wrong, naming each row and its reason', async () => {
    const { tenant, renter, other } = await fleetTenant(app());
    await app()
      .database.db.update(whitelabels)
      .set({ settings: { renters: { supportEmail: 'flotte@example.org' } } })
      .where(eq(whitelabels.id, tenant.id));
    const held = freshPlate('IH');
    const heldStart = new Date(Date.now() - 3 * day).toISOString();
    await fleetCall(app(), tenant, other, 'POST', '/renters/me/plates', {
      body: { countryCode: 'FR', numberPlate: held, validityStartDate: heldStart },
    });
    const good = freshPlate('IG');
    const dup = freshPlate('ID');
    const start = fileDate(new Date(Date.now() - 2 * day));
    const csv = [
      'Pays;Immatriculation;Date de début;Date de fin',
      `FR;${good};${start};`,
      `ZZ;${freshPlate()};${start};`,
      `FR;!!;${start};`,
      `FR;${freshPlate()};31/02/2026;`,
      `FR;${freshPlate()};${start};01/01/2020`,
      `FR;${dup};${start};`,
      `FR;${dup};${fileDate(new Date(Date.now() - day))};`,
      `FR;${held};${start};`,
    ].join('\r\n');
    const response = await importFleetFile(app(), tenant, renter, csv);
    expect(response.statusCode).toBe(400);
    const body = fleetImportErrorSchema.parse(response.json());
    expect(body).toMatchObject({
      message: 'renter_import_error',
      supportEmail: 'flotte@example.org',
    });
    expect(body.rows?.map(({ row, reason }) => [row, reason])).toEqual([
      [3, 'invalid_country_code'],
      [4, 'invalid_number_plate'],
      [5, 'invalid_date'],
      [6, 'invalid_date_range'],
      [7, 'duplicate_row'],
      [8, 'duplicate_row'],
      [9, 'held_by_another_company'],
    ]);
    expect(body.rowErrorCount).toBe(7);
    // Nothing written, not even the good row.
    expect(await periodsOf(renter.companyId)).toHaveLength(0);
  });

  it('refuses files that are not the layout or not spreadsheets', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const cases: [Buffer | string, string][] = [
      [png, 'renter_import_wrong_format'],
      ['%PDF-1.7\n1 0 obj\n', 'renter_import_wrong_format'],
      ['', 'renter_import_wrong_format'],
      ['name;colour\nx;y\n', 'renter_import_parse_content'],
      [
        'Pays;Immatriculation;Date de début\n"FR;AB123CD;01/01/2026\n',
        'renter_import_parse_content',
      ],
      [Buffer.from([0x50, 0x4b, 3, 4, 1, 2, 3, 4, 5]), 'renter_import_read_file'],
    ];
    for (const [content, message] of cases) {
      const response = await importFleetFile(app(), tenant, renter, content);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const missing = await importFleetFile(app(), tenant, renter, 'x', { field: 'other' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'renter_import_not_found' });
    const notMultipart = await fleetCall(
      app(),
      tenant,
      renter,
      'POST',
      '/renters/me/plates/import',
      {
        body: { importFile: 'x' },
      },
    );
    expect(notMultipart.statusCode).toBe(415);
    const list = fleetPlatesPageSchema.parse(
      (await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates')).json(),
    );
    expect(list.total).toBe(0);
  });

  it('refuses a 5 MiB file that is not a spreadsheet on its first bytes', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const big = Buffer.alloc(5 * 1024 * 1024, 0);
    big.write('GIF89a', 0, 'latin1');
    const response = await importFleetFile(app(), tenant, renter, big, { fileName: 'fleet.xlsx' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'renter_import_wrong_format' });
  });
});
