import { SaxesParser } from 'saxes';
import { SpreadsheetReadError } from './read-errors.ts';
import type { ReadCell, ReadRow } from './read-cells.ts';
import { entryText, zipEntries, type ZipEntry } from './zip-entries.ts';

/** At most this much XML is inflated from one file (a zip bomb stops there). */
const inflateBudgetBytes = 256 * 1024 * 1024;
/** The shared strings kept, at most (characters in all): a fleet's plates need a few MiB. */
const sharedStringsMaxChars = 32 * 1024 * 1024;
/** Columns past this one are ignored (the layouts have a handful). */
const maxColumns = 64;

export interface XlsxSheet {
  /** The workbook counts dates from 1904 (old Mac Excel) instead of 1900. */
  date1904: boolean;
  rows(maxRows: number): Generator<ReadRow>;
}

/**
 * The first sheet of an XLSX held in memory: its rows as they are parsed from the inflating XML
 * (saxes), so only the shared strings table is held whole. Text cells as strings (shared, inline
 * or formula results), numbers as numbers (a date cell is its serial number: the caller knows
 * which columns hold dates), booleans as 1/0, errors and empty cells as null.
 */
export function openXlsx(file: Buffer): XlsxSheet {
  const entries = zipEntries(file);
  const budget = { bytes: inflateBudgetBytes };
  const workbook = readWorkbook(file, entries, budget);
  const relations = readRelations(file, entries, 'xl/_rels/workbook.xml.rels', budget);
  const sheetTarget =
    workbook.firstSheetRelation && relations.byId.get(workbook.firstSheetRelation);
  const sheetPath = sheetTarget ? partPath(sheetTarget) : 'xl/worksheets/sheet1.xml';
  const sheet = entries.get(sheetPath);
  if (!sheet) throw new SpreadsheetReadError('parse_content');
  const stringsPath = relations.sharedStrings ? partPath(relations.sharedStrings) : null;
  const stringsEntry = stringsPath ? entries.get(stringsPath) : undefined;
  const shared = stringsEntry ? readSharedStrings(file, stringsEntry, budget) : [];
  return {
    date1904: workbook.date1904,
    rows: (maxRows) => sheetRows(file, sheet, shared, budget, maxRows),
  };
}

/** A relationship's target, relative to xl/ unless absolute. */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** A tag's name without its namespace prefix (some writers use x:row). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

function parse(
  file: Buffer,
  entry: ZipEntry,
  budget: { bytes: number },
  listen: (parser: SaxesParser) => void,
  afterWrite?: () => void,
): void {
  const parser = new SaxesParser({ position: false });
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  listen(parser);
  for (const text of entryText(file, entry, budget)) {
    parser.write(text);
    if (failed) throw new SpreadsheetReadError('parse_content');
    afterWrite?.();
  }
  parser.close();
  if (failed) throw new SpreadsheetReadError('parse_content');
}

function readWorkbook(
  file: Buffer,
  entries: Map<string, ZipEntry>,
  budget: { bytes: number },
): { date1904: boolean; firstSheetRelation: string | null } {
  const entry = entries.get('xl/workbook.xml');
  if (!entry) throw new SpreadsheetReadError('parse_content');
  let date1904 = false;
  let firstSheetRelation: string | null = null;
  parse(file, entry, budget, (parser) => {
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      const attributes = tag.attributes as Record<string, string>;
      if (name === 'workbookPr') {
        const value = attributes.date1904;
        date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet' && firstSheetRelation === null) {
        const id = Object.entries(attributes).find(([key]) => local(key) === 'id');
        firstSheetRelation = id ? id[1] : null;
      }
    });
  });
  return { date1904, firstSheetRelation };
}

function readRelations(
  file: Buffer,
  entries: Map<string, ZipEntry>,
  path: string,
  budget: { bytes: number },
): { byId: Map<string, string>; sharedStrings: string | null } {
  const byId = new Map<string, string>();
  let sharedStrings: string | null = null;
  const entry = entries.get(path);
  if (!entry) return { byId, sharedStrings };
  parse(file, entry, budget, (parser) => {
    parser.on('opentag', (tag) => {
      if (local(tag.name) !== 'Relationship') return;
      const attributes = tag.attributes as Record<string, string>;
      const { Id: id, Target: target, Type: type } = attributes;
      if (!id || !target) return;
      byId.set(id, target);
      if (type?.endsWith('/sharedStrings')) sharedStrings = target;
    });
  });
  return { byId, sharedStrings };
}

/** The text of <si> items: their <t>, or their runs' <t>, never the phonetic hints (<rPh>). */
function readSharedStrings(file: Buffer, entry: ZipEntry, budget: { bytes: number }): string[] {
  const strings: string[] = [];
  let chars = 0;
  let current = '';
  let inText = false;
  let inPhonetic = false;
  parse(file, entry, budget, (parser) => {
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic = true;
    });
    parser.on('text', (text) => {
      if (inText && !inPhonetic) current += text;
    });
    parser.on('cdata', (text) => {
      if (inText && !inPhonetic) current += text;
    });
    parser.on('closetag', (tag) => {
      const name = local(tag.name);
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') {
        chars += current.length;
        if (chars > sharedStringsMaxChars) throw new SpreadsheetReadError('parse_content');
        strings.push(current);
      }
    });
  });
  return strings;
}

/** The 0-based column of a reference like "C12" (its letters), or -1 when none. */
function columnOf(reference: string | undefined): number {
  if (!reference) return -1;
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

function* sheetRows(
  file: Buffer,
  entry: ZipEntry,
  shared: readonly string[],
  budget: { bytes: number },
  maxRows: number,
): Generator<ReadRow> {
  const ready: ReadRow[] = [];
  let rowNumber = 0;
  let cells: ReadCell[] = [];
  let column = -1;
  let type = 'n';
  let value = '';
  let inValue = false;
  let inPhonetic = false;
  let overflow = false;
  const parser = new SaxesParser({ position: false });
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    const attributes = tag.attributes as Record<string, string>;
    if (name === 'row') {
      const given = Number(attributes.r);
      rowNumber = Number.isInteger(given) && given > rowNumber ? given : rowNumber + 1;
      if (rowNumber > maxRows) overflow = true;
      cells = [];
      column = -1;
    } else if (name === 'c') {
      const given = columnOf(attributes.r);
      column = given >= 0 ? given : column + 1;
      type = attributes.t ?? 'n';
      value = '';
    } else if (name === 'v' || name === 't') inValue = true;
    else if (name === 'rPh') inPhonetic = true;
  });
  const onText = (text: string) => {
    if (inValue && !inPhonetic) value += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 'v' || name === 't') inValue = false;
    else if (name === 'rPh') inPhonetic = false;
    else if (name === 'c') {
      if (column < maxColumns) {
        while (cells.length < column) cells.push(null);
        cells[column] = cellValue(type, value, shared);
      }
    } else if (name === 'row') {
      if (cells.some((cell) => cell !== null && cell !== '')) ready.push({ row: rowNumber, cells });
    }
  });
  for (const text of entryText(file, entry, budget)) {
    parser.write(text);
    if (failed) throw new SpreadsheetReadError('parse_content');
    if (overflow) throw new SpreadsheetReadError('too_many_rows');
    yield* ready.splice(0);
  }
  parser.close();
  if (failed) throw new SpreadsheetReadError('parse_content');
  yield* ready.splice(0);
}

function cellValue(type: string, value: string, shared: readonly string[]): ReadCell {
  switch (type) {
    case 's': {
      const text = shared[Number(value)];
      if (text === undefined) throw new SpreadsheetReadError('parse_content');
      return text;
    }
    case 'str':
    case 'inlineStr':
    case 'd':
      return value;
    case 'b':
      return value === '1' ? 1 : 0;
    case 'e':
      return null;
    default: {
      if (value === '') return null;
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
  }
}
