import { Readable } from 'node:stream';
import type { SpreadsheetFormat } from '@portico/contract';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import {
  excelSerialOf,
  parisDateTimeText,
  type SpreadsheetCell,
  type SpreadsheetRow,
} from './cells.ts';

/**
 * writeSpreadsheet(rows, format): the rows as a file, streamed as they come.
 *
 * - rows: any (async) iterable of rows; each row an array of cells: string, number, Date (an
 *   instant, written as its Europe/Paris date and time) or null (empty). Usually the first row is
 *   the header. It is pulled only as fast as the answer is read (back-pressure), so a 100,000-row
 *   export holds a few rows and one compressed block in memory, never the file.
 * - format 'csv': UTF-8 with a BOM, ';' between fields and CRLF line ends, as Excel writes and
 *   opens CSV in French and Italian; fields quoted when they hold ';', '"', a line break or edge
 *   spaces; dates dd/MM/yyyy HH:mm; numbers with a decimal comma; text that Excel would take for
 *   a formula (= + - @ at its start) gets a leading apostrophe.
 * - format 'xlsx': one sheet, text as inline strings (no shared table to hold), numbers as
 *   numbers, dates as date cells (dd/mm/yyyy hh:mm), deflated as it goes.
 *
 * Answer it with `reply.type(spreadsheetMediaTypes[format]).send(stream)`. An error of the rows
 * destroys the stream (the client sees a cut answer, never a file that looks whole).
 */
export function writeSpreadsheet(
  rows: AsyncIterable<SpreadsheetRow> | Iterable<SpreadsheetRow>,
  format: SpreadsheetFormat,
): Readable {
  return Readable.from(format === 'csv' ? csvChunks(rows) : xlsxChunks(rows), {
    objectMode: false,
  });
}

/** The media type of each format, for content-type. */
export const spreadsheetMediaTypes: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows are gathered into chunks of about this many characters before they are written out. */
const chunkChars = 64 * 1024;

async function* csvChunks(
  rows: AsyncIterable<SpreadsheetRow> | Iterable<SpreadsheetRow>,
): AsyncGenerator<Buffer> {
  let text = '\uFEFF';
  for await (const row of rows) {
    text += row.map(csvField).join(';') + '\r\n';
    if (text.length >= chunkChars) {
      yield Buffer.from(text, 'utf8');
      text = '';
    }
  }
  if (text.length > 0) yield Buffer.from(text, 'utf8');
}

function csvField(cell: SpreadsheetCell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return parisDateTimeText(cell);
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* xlsxChunks(
  rows: AsyncIterable<SpreadsheetRow> | Iterable<SpreadsheetRow>,
): AsyncGenerator<Buffer> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else out.push(data);
  });
  const drain = function* () {
    if (failure) throw failure;
    for (const piece of out.splice(0))
      yield Buffer.from(piece.buffer, piece.byteOffset, piece.length);
  };
  const encoder = new TextEncoder();
  for (const [name, content] of staticParts) {
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(encoder.encode(content), true);
  }
  yield* drain();

  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  let text = sheetStart;
  let rowNumber = 0;
  for await (const row of rows) {
    rowNumber += 1;
    text += sheetRow(row, rowNumber);
    if (text.length >= chunkChars) {
      sheet.push(encoder.encode(text));
      text = '';
      yield* drain();
    }
  }
  sheet.push(encoder.encode(text + sheetEnd), true);
  zip.end();
  yield* drain();
}

/** The style index of date cells in styles.xml below. */
const dateStyle = 1;

function sheetRow(row: SpreadsheetRow, rowNumber: number): string {
  let cells = '';
  row.forEach((cell, index) => {
    if (cell === null || cell === '') return;
    const ref = `${columnName(index)}${rowNumber}`;
    if (cell instanceof Date)
      cells += `<c r="${ref}" s="${dateStyle}"><v>${excelSerialOf(cell)}</v></c>`;
    else if (typeof cell === 'number') cells += `<c r="${ref}"><v>${cell}</v></c>`;
    else
      cells += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
  });
  return `<row r="${rowNumber}">${cells}</row>`;
}

/** A, B, ... Z, AA, AB...: the column of a 0-based index. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** XML text: escaped, without the control characters XML 1.0 cannot carry. */
function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
  );
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const pkgRelNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const docType = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const sheetStart = `${xmlHead}<worksheet xmlns="${mainNs}" xmlns:r="${relNs}"><sheetData>`;
const sheetEnd = '</sheetData></worksheet>';

/** The package's fixed parts: content types, relationships, the workbook and its styles. */
const staticParts: ReadonlyArray<readonly [string, string]> = [
  [
    '[Content_Types].xml',
    `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${xmlHead}<Relationships xmlns="${pkgRelNs}">` +
      `<Relationship Id="rId1" Type="${docType}/officeDocument" Target="xl/workbook.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/workbook.xml',
    `${xmlHead}<workbook xmlns="${mainNs}" xmlns:r="${relNs}">` +
      '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${xmlHead}<Relationships xmlns="${pkgRelNs}">` +
      `<Relationship Id="rId1" Type="${docType}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${docType}/styles" Target="styles.xml"/>` +
      '</Relationships>',
  ],
  [
    'xl/styles.xml',
    `${xmlHead}<styleSheet xmlns="${mainNs}">` +
      '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts>' +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>',
  ],
];
