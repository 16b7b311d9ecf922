import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariableDocs } from '../config.ts';
import { serverRoot } from '../paths.ts';

/**
 * The README's configuration table is checked against config.ts, so the two cannot drift: every
 * variable the server reads has a row, no row names a variable it does not read, and the default
 * a row shows is the one the server applies.
 *
 * The rule for the default column:
 * - a variable with a defaultValue: the cell's first `code span` is that value exactly;
 * - a variable without one is either optional (the cell reads "(unset)") or has a default computed
 *   at boot (production or not, another variable); then its description in config.ts says so
 *   (it names the default), and the cell's first code span, if any, appears in that description.
 */

interface ReadmeRow {
  names: string[];
  defaultCell: string;
}

const readme = readFileSync(path.resolve(serverRoot, '..', '..', 'README.md'), 'utf8');

/** The table of the "## Configuration" section: rows whose first cell names variables. */
function configurationRows(text: string): ReadmeRow[] {
  const start = text.indexOf('\n## Configuration\n');
  if (start < 0) throw new Error('README has no "## Configuration" section');
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end < 0 ? undefined : end);
  const rows: ReadmeRow[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const [namesCell = '', defaultCell = ''] = line.slice(1).split(' | ');
    rows.push({ names: codeSpans(namesCell), defaultCell: defaultCell.trim() });
  }
  return rows;
}

function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]*)`/g)].map((match) => match[1] ?? '');
}

const rows = configurationRows(readme);
const rowOf = new Map(rows.flatMap((row) => row.names.map((name) => [name, row] as const)));

describe('README configuration table', () => {
  it('lists exactly the variables of config.ts, each once', () => {
    const listed = rows.flatMap((row) => row.names);
    const known = envVariableDocs.map((doc) => doc.name);
    expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
    expect(known.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !known.includes(name))).toEqual([]);
  });

  it.each(envVariableDocs.filter((doc) => doc.defaultValue !== undefined))(
    '$name shows its default',
    ({ name, defaultValue }) => {
      const row = rowOf.get(name);
      expect(row, `${name} has no row`).toBeDefined();
      expect(codeSpans(row?.defaultCell ?? '')[0]).toBe(defaultValue);
    },
  );

  it.each(envVariableDocs.filter((doc) => doc.defaultValue === undefined))(
    '$name is optional, or its computed default is the one config.ts describes',
    ({ name, description }) => {
      const cell = rowOf.get(name)?.defaultCell;
      expect(cell, `${name} has no row`).toBeDefined();
      if (cell === '(unset)') return;
      expect(description, `${name}: the README shows a default config.ts does not name`).toMatch(
        /default|development value/i,
      );
      const shown = codeSpans(cell ?? '')[0];
      if (shown !== undefined) expect(description).toContain(shown);
    },
  );

  it('parses the rows it checks (a table that lost its format fails here, not silently)', () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(rowOf.get('PAYBOX_RANG')?.defaultCell).toBe('(unset)');
  });
});
