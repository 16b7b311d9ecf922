import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  instantOfParisWallClock,
  parisWallClock,
  readSpreadsheet,
  sniffSpreadsheet,
  SpreadsheetReadError,
  writeSpreadsheet,
} from './index.ts';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

describe('Paris time', () => {
  it('agrees with Intl from 2000 to 2100, across the changes of time', () => {
    for (let ms = Date.UTC(2000, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 7_654_321 * 11) {
      const parts = intl.formatToParts(new Date(ms));
      const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
      const wall = parisWallClock(new Date(ms));
      expect([wall.year, wall.month, wall.day, wall.hour, wall.minute]).toEqual([
        part('year'),
        part('month'),
        part('day'),
        part('hour'),
        part('minute'),
      ]);
    }
  });

  it('reads the repeated autumn hour as summer time and the skipped spring hour as winter time', () => {
    const at = (month: number, day: number) =>
      instantOfParisWallClock({ year: 2026, month, day, hour: 2, minute: 30, second: 0 });
    expect(at(10, 25).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(at(3, 29).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(at(7, 1).toISOString()).toBe('2026-07-01T00:30:00.000Z');
  });
});

describe('spreadsheets', () => {
  const rows = [
    ['Pays', 'Immatriculation', 'Date'],
    ['FR', 'a;b "c"\nd', new Date('2026-07-01T08:00:00Z')],
    ['IT', ' edge ', null],
    ['<&>', '=1+1', 3.5],
  ];

  it('writes and reads back CSV (BOM, semicolons, quotes, line breaks)', async () => {
    const file = await buffer(writeSpreadsheet(rows, 'csv'));
    expect(sniffSpreadsheet(file)).toBe('csv');
    expect([...readSpreadsheet(file, 'csv').rows(10)].map((row) => row.cells)).toEqual([
      ['Pays', 'Immatriculation', 'Date'],
      ['FR', 'a;b "c"\nd', '01/07/2026 10:00'],
      ['IT', ' edge ', ''],
      ['<&>', "'=1+1", '3,5'],
    ]);
  });

  it('writes and reads back XLSX (inline strings, numbers, date cells)', async () => {
    const file = await buffer(writeSpreadsheet(rows, 'xlsx'));
    expect(sniffSpreadsheet(file)).toBe('xlsx');
    const read = [...readSpreadsheet(file, 'xlsx').rows(10)].map((row) => row.cells);
    expect(read[1]?.slice(0, 2)).toEqual(['FR', 'a;b "c"\nd']);
    expect(read[2]).toEqual(['IT', ' edge ']);
    expect(read[3]).toEqual(['<&>', '=1+1', 3.5]);
  });

  it('reads Windows-1252 CSV, commas, and counts blank lines in row numbers', () => {
    const file = Buffer.from('Pays,Date de d\xe9but\r\n\r\n"FR","x"\r\n', 'latin1');
    expect([...readSpreadsheet(file, 'csv').rows(10)]).toEqual([
      { row: 1, cells: ['Pays', 'Date de début'] },
      { row: 3, cells: ['FR', 'x'] },
    ]);
  });

  it('stops past the row limit, on an open quote, and on a broken zip', () => {
    const many = Buffer.from('a\nb\nc\nd\n');
    expect(() => [...readSpreadsheet(many, 'csv').rows(3)]).toThrow(SpreadsheetReadError);
    expect(() => [...readSpreadsheet(Buffer.from('"a\n'), 'csv').rows(3)]).toThrow(
      SpreadsheetReadError,
    );
    expect(() => readSpreadsheet(Buffer.from('PK\x03\x04broken'), 'xlsx')).toThrow(
      SpreadsheetReadError,
    );
  });

  it('sniffs by the bytes: text, zip, or neither', () => {
    expect(sniffSpreadsheet(Buffer.from('a;b\n'))).toBe('csv');
    expect(sniffSpreadsheet(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffSpreadsheet(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toBeNull();
    expect(sniffSpreadsheet(Buffer.alloc(0))).toBeNull();
  });
});
