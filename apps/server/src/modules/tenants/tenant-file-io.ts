import { readFile, writeFile } from 'node:fs/promises';
import {
  type TenantFile,
  type TenantFileInput,
  tenantFileSchema,
} from '@portico/contract/tenant-file';
import { languages } from '@portico/contract';
import { Document, isMap, isScalar, parse, visit } from 'yaml';
import { tenantFileProblems } from './tenant-checks.ts';

/** A tenant file is YAML (.yaml, .yml) or JSON (.json); YAML reads JSON too. */
const maxFileBytes = 5 * 1024 * 1024;

export type TenantFileReading =
  { file: TenantFile; problems: [] } | { file: null; problems: string[] };

/**
 * Reads and checks a tenant file: its syntax, the schema (every problem with its path), then
 * the cross-references. A file with any problem is not returned: nothing half-checked is applied.
 */
export async function readTenantFile(path: string): Promise<TenantFileReading> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return {
      file: null,
      problems: [`${path}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`],
    };
  }
  return parseTenantFile(text);
}

export function parseTenantFile(text: string): TenantFileReading {
  if (Buffer.byteLength(text) > maxFileBytes) {
    return { file: null, problems: [`the file is over ${maxFileBytes / 1024 / 1024} MiB`] };
  }
  let data: unknown;
  try {
    // Plain YAML 1.2 (the core schema): no custom tags, no merge keys, aliases bounded.
    data = parse(text, { schema: 'core', merge: false, maxAliasCount: 100 });
  } catch (error) {
    return {
      file: null,
      problems: [`not YAML or JSON: ${(error as Error).message.split('\n')[0]}`],
    };
  }
  const parsed = tenantFileSchema.safeParse(data);
  if (!parsed.success) {
    return {
      file: null,
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`,
      ),
    };
  }
  const problems = tenantFileProblems(parsed.data);
  return problems.length > 0 ? { file: null, problems } : { file: parsed.data, problems: [] };
}

/**
 * The file as an operator keeps it: YAML, keys in the schema's order, no null fields (an absent
 * field reads as null). `schemaPath` makes editors validate it (yaml-language-server's comment).
 */
export function formatTenantFile(file: TenantFileInput, schemaPath: string): string {
  const header = `# yaml-language-server: $schema=${schemaPath}\n`;
  const document = new Document(withoutNulls(file));
  // A toll point's prices per class on one line each, as the operator's leaflet prints them.
  visit(document, {
    Pair(_, pair) {
      if (isScalar(pair.key) && /^class[1-5]$/.test(String(pair.key.value)) && isMap(pair.value)) {
        pair.value.flow = true;
      }
    },
  });
  // Paragraphs as written (literal blocks), never folded: a text reads as the page shows it.
  return header + document.toString({ lineWidth: 0, blockQuote: 'literal' });
}

export async function writeTenantFile(path: string, file: TenantFileInput, schemaPath: string) {
  await writeFile(path, formatTenantFile(file, schemaPath), 'utf8');
}

/** Without null fields, and each text's languages in the portal's order (fr, en, de, it, es). */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(
    ([, field]) => field !== null && field !== undefined,
  );
  const order = (key: string) => {
    const index = (languages as readonly string[]).indexOf(key);
    return index === -1 ? languages.length : index;
  };
  if (entries.every(([key]) => order(key) < languages.length)) {
    entries.sort(([a], [b]) => order(a) - order(b));
  }
  return Object.fromEntries(entries.map(([key, field]) => [key, withoutNulls(field)]));
}
