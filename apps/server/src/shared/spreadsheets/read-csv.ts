import { SpreadsheetReadError } from './read-errors.ts';
import type { ReadRow } from './read-cells.ts';

/**
 * The records of a CSV file as Excel writes it: UTF-8 with or without a BOM (Windows-1252, which
 * Excel's "CSV (semicolon)" writes in France and Italy, when the bytes are not UTF-8), ';' or ','
 * between fields (whichever the first line has more of outside quotes), quoted fields with
 * doubled quotes and line breaks, CRLF or LF. Blank lines are skipped but counted, so a row
 * number is the line a spreadsheet shows. All cells are text.
 */
export function* readCsvRows(file: Uint8Array, maxRows: number): Generator<ReadRow> {
  const text = decode(file);
  const separator = separatorOf(text);
  let row = 0;
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const end = () => {
    cells.push(field);
    field = '';
    row += 1;
    const record = cells;
    cells = [];
    return record;
  };
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field.length === 0) quoted = true;
    else if (char === separator) {
      cells.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      const record = end();
      if (row > maxRows) throw new SpreadsheetReadError('too_many_rows');
      if (!(record.length === 1 && record[0] === '')) yield { row, cells: record };
    } else field += char;
    index += 1;
  }
  if (quoted) throw new SpreadsheetReadError('parse_content');
  if (field.length > 0 || cells.length > 0) {
    const record = end();
    if (row > maxRows) throw new SpreadsheetReadError('too_many_rows');
    yield { row, cells: record };
  }
}

function decode(file: Uint8Array): string {
  const hasBom = file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf;
  const body = hasBom ? file.subarray(3) : file;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** ';' or ',', by the first line (outside quotes): Excel's French and Italian CSV use ';'. */
function separatorOf(text: string): string {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}
