import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The smoke test's operator: the README's worked example (tenants/examples/val-de-loue.yaml),
 * served on the address the smoke test calls (127.0.0.1) instead of its own host name, applied
 * with `npm run tenant:prod -- apply` as an operator applies theirs. No demo seed in production.
 */
export const smokeTenant = {
  code: 'val-de-loue',
  example: path.join('tenants', 'examples', 'val-de-loue.yaml'),
  roadsideKeyVariable: 'VAL_DE_LOUE_ROADSIDE_API_KEY',
  /** The whole road eastbound: a car pays the Cléron pair's transit, 1,70 EUR. */
  wholeRoadEast: ['cleron-ouest', 'cleron-est'],
  wholeRoadCents: 170,
  homeTitle: 'Payez vos passages sur la Liaison du Val de Loue',
} as const;

/** Writes the operator's file into the scratch install with its host set to `host`. */
export async function writeSmokeTenantFile(
  repoRoot: string,
  scratch: string,
  host: string,
): Promise<string> {
  const text = await readFile(path.join(repoRoot, smokeTenant.example), 'utf8');
  const hostLine = '  - val-de-loue.localhost\n';
  if (!text.includes(hostLine)) throw new Error(`${smokeTenant.example} no longer lists its host`);
  const file = path.join(scratch, 'tenant.yaml');
  await writeFile(file, text.replace(hostLine, `  - ${host}\n`), 'utf8');
  return file;
}
