import { describe, expect, it } from 'vitest';

/**
 * The contract's modules the pages import for values (vocabularies, routes, pure rules): the
 * bundler keeps a used module whole, so one Zod schema in any of them, or in what they import,
 * would put Zod (about 30 KB compressed) back on every page. Schemas live in modules of their own,
 * which only the server and the form pages load.
 */
const browserModules = [
  'languages.ts',
  'errors.ts',
  'headers.ts',
  'email.ts',
  'routes.ts',
  // The route table's types (the API client's): type imports only, nothing at run time.
  'route-io.ts',
  'icons.ts',
  'article-id.ts',
  'home-actions.ts',
  'plate-countries.ts',
  'plates.ts',
  'journeys/vocabulary.ts',
  'journeys/total-price.ts',
  'journeys/deadline-message.ts',
  'journeys/journey-category.ts',
  'journeys/sort.ts',
  'journeys/selection.ts',
  'journeys/payment-start.ts',
  'journeys/gates.ts',
  'journeys/journey-check.ts',
  'journeys/lookup-target.ts',
  'time/paris-time.ts',
  'payments/vocabulary.ts',
  'payments/billing.ts',
  'payments/billing-countries.ts',
  'payments/private-card.ts',
  'accounts/vocabulary.ts',
  'vehicle-energy.ts',
];

const contractDir = '../../../../packages/contract/src/';
const sources = import.meta.glob<string>('../../../../packages/contract/src/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A module's path from a relative import of another one (`../time/x.ts` from `journeys/y.ts`). */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** What a module imports at run time: `import type` and `export type` are erased. */
function runtimeImports(file: string): string[] {
  const source = sources[contractDir + file];
  if (source === undefined) throw new Error(`no contract module ${file}`);
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms);
  return [...statements].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier!);
}

/** The packages a module reaches through its relative imports, itself included. */
function packagesReached(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    if (!specifier.startsWith('.')) {
      packages.add(specifier);
      continue;
    }
    for (const reached of packagesReached(resolve(file, specifier), seen)) packages.add(reached);
  }
  return packages;
}

describe('contract modules the pages import without schemas', () => {
  it.each(browserModules)('%s reaches no Zod', (file) => {
    expect([...packagesReached(file)].filter((name) => name.startsWith('zod'))).toEqual([]);
  });

  it('sees the Zod import of a schema module (the check can fail)', () => {
    expect(packagesReached('content.ts')).toContain('zod');
  });
});
