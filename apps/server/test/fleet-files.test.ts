import { fleetImportResultSchema, fleetPlatesPageSchema } from '@portico/contract';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { day, fleetTenant } from './helpers/fleet-trips.ts';
import { fleetCall, importFleetFile } from './helpers/fleet-plates.ts';
import { freshPlate } from './helpers/payments.ts';
import { excelSerialOf, readSpreadsheet } from '../src/shared/spreadsheets/index.ts';

/** An XLSX as Excel writes it: shared strings, a date cell, a workbook relation to the sheet. */
function excelLikeXlsx(rows: { plate: string; start: Date }[]): Buffer {
  const strings = [
    'Paese',
    'Targa',
    'Data di inizio',
    'Data di fine',
    'FR',
    ...rows.map((r) => r.plate),
  ];
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const sheetRows = [
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>',
    ...rows.map(
      (row, index) =>
        `<row r="${index + 2}"><c r="A${index + 2}" t="s"><v>4</v></c><c r="B${index + 2}" t="s"><v>${index + 5}</v></c>` +
        `<c r="C${index + 2}" s="1"><v>${excelSerialOf(row.start)}</v></c></row>`,
    ),
  ];
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      'xl/workbook.xml': strToU8(
        `<workbook xmlns="${ns}" xmlns:r="${rel}"><workbookPr/><sheets><sheet name="Flotta" sheetId="1" r:id="rId7"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId7" Type="${rel}/worksheet" Target="worksheets/flotta.xml"/>` +
          `<Relationship Id="rId8" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
      'xl/worksheets/flotta.xml': strToU8(
        `<worksheet xmlns="${ns}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
      ),
      'xl/sharedStrings.xml': strToU8(
        `<sst xmlns="${ns}">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
      ),
    }),
  );
}

/** The fleet's files (issue 25 items 4-5): XLSX import, export round trip, template. */
describe('renter fleet files', () => {
  const app = useApp();
  const minute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);

  it('imports an XLSX as Excel writes it (shared strings, date cells)', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const rows = [
      { plate: freshPlate('XA'), start: minute(Date.now() - 4 * day) },
      { plate: freshPlate('XB'), start: minute(Date.now() - 3 * day) },
    ];
    const response = await importFleetFile(app(), tenant, renter, excelLikeXlsx(rows), {
      fileName: 'flotta.xlsx',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fleetImportResultSchema.parse(response.json())).toMatchObject({ added: 2 });
    const list = fleetPlatesPageSchema.parse(
      (await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates')).json(),
    );
    expect(list.plates.map((p) => [p.numberPlate, p.validityStartDate]).sort()).toEqual(
      rows.map((r) => [r.plate, r.start.toISOString()]).sort(),
    );
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`exports the fleet as ${format} in the import's layout, which imports back unchanged`, async () => {
      const { tenant, renter } = await fleetTenant(app());
      const plates = [freshPlate('EA'), freshPlate('EB')];
      for (const [index, plate] of plates.entries()) {
        await fleetCall(app(), tenant, renter, 'POST', '/renters/me/plates', {
          body: {
            countryCode: index === 0 ? 'FR' : 'DE',
            numberPlate: plate,
            // A summer and a winter instant, with seconds (kept to the minute).
            validityStartDate: new Date(Date.UTC(2026, 6 - index * 5, 14, 9, 30, 15)).toISOString(),
            ...(index === 0 ? { validityEndDate: new Date(Date.now() - day).toISOString() } : {}),
          },
        });
      }
      const exported = await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates/export', {
        query: { format },
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toContain(`fleet.${format}`);
      const file = exported.rawPayload;
      const read = [...readSpreadsheet(file, format).rows(10)];
      expect(read).toHaveLength(3);
      expect(read[0]?.cells).toEqual(['Pays', 'Immatriculation', 'Date de début', 'Date de fin']);
      const again = await importFleetFile(app(), tenant, renter, file, {
        fileName: `fleet.${format}`,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual({ rows: 2, added: 0, closed: 0, unchanged: 2 });
    });
  }

  it('serves the template in each language, CSV and XLSX', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const csv = await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates/template', {
      query: { format: 'csv', language: 'it' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe('\uFEFFPaese;Targa;Data di inizio;Data di fine\r\n');
    const xlsx = await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates/template', {
      query: { format: 'xlsx', language: 'de' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect([...readSpreadsheet(xlsx.rawPayload, 'xlsx').rows(5)]).toEqual([
      { row: 1, cells: ['Land', 'Kennzeichen', 'Beginn', 'Ende'] },
    ]);
    const bad = await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates/template', {
      query: { format: 'pdf' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await fleetCall(app(), tenant, null, 'GET', '/renters/me/plates/export')).statusCode,
    ).toBe(401);
    // An empty template imports as an empty fleet.
    const empty = await importFleetFile(app(), tenant, renter, csv.body);
    expect(empty.json()).toEqual({ rows: 0, added: 0, closed: 0, unchanged: 0 });
  });
});
