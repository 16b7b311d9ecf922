import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingBudgets, overBudget, readBudgets } from './budgets.ts';
import { compressedSizes } from './compressed-size.ts';
import { builtRouteModules, firstVisit, parseManifest } from './manifest.ts';
import {
  readRouterMessageGroups,
  readRouterModules,
  routerMessageGroups,
  routerModules,
} from './router-modules.ts';

const webRoot = resolve(import.meta.dirname, '../../apps/web');
const budgets = readBudgets(join(webRoot, 'route-budgets.json'));
const manifestPath = join(webRoot, 'dist/.vite/manifest.json');

describe('routerModules', () => {
  it("reads the pages' module fields and their lazy imports, relative to the router", () => {
    const source = `
      { id: 'home', module: 'src/app/routes/home.tsx', lazy: async () => import('./routes/home.tsx') },
      { id: 'faq', lazy: () => import('./routes/help/faq.tsx') },
      import { x } from './routes/language.tsx';`;
    expect(routerModules(source)).toEqual([
      'src/app/routes/help/faq.tsx',
      'src/app/routes/home.tsx',
    ]);
  });
});

describe('routerMessageGroups', () => {
  it("reads each page's groups of texts, all of them for a module two pages share", () => {
    const source = `
      { id: 'home', module: 'src/app/routes/home.tsx', lazy: () => import('./routes/home.tsx') },
      {
        id: 'travels',
        module: 'src/app/routes/travels.tsx',
        messages: ['journeys'],
      },
      { id: 'notice', module: 'src/app/routes/travels.tsx', messages: ['payment', 'journeys'] },`;
    expect(Object.fromEntries(routerMessageGroups(source))).toEqual({
      'src/app/routes/home.tsx': [],
      'src/app/routes/travels.tsx': ['journeys', 'payment'],
    });
  });
});

// The same checks as `npm run check:route-js`, which CI runs after the build: here every route of
// the router needs a budget even without a build, and a build, when there is one, is checked too.
describe("the web app's route budgets", () => {
  const routes = readRouterModules(webRoot);

  it('has a budget for every route of the router, and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(missingBudgets(budgets, routes)).toEqual([]);
  });

  it.skipIf(!existsSync(manifestPath))('keeps every built route within its budget', () => {
    const manifest = parseManifest(JSON.parse(readFileSync(manifestPath, 'utf8')) as unknown);
    const sizeOf = compressedSizes(join(webRoot, 'dist'));
    const messageGroups = readRouterMessageGroups(webRoot);
    const all = [...new Set([...routes, ...builtRouteModules(manifest)])];
    const sizes = all.map((module) => ({
      module,
      brotliBytes: firstVisit(
        manifest,
        module,
        budgets.language,
        messageGroups.get(module),
      ).files.reduce((sum, file) => sum + sizeOf(file).brotliBytes, 0),
    }));
    expect(missingBudgets(budgets, all)).toEqual([]);
    expect(overBudget(budgets, sizes)).toEqual([]);
  });
});
