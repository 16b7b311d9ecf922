// The compressed JavaScript a first visit to each route loads, from the built web app
// (apps/web/dist/.vite/manifest.json; run `npm run build` first), against apps/web/route-budgets.json.
//   node --import tsx scripts/route-js.ts          prints the table (`npm run bench:route-js`)
//   node --import tsx scripts/route-js.ts --check  and exits 1 when a route is over its budget or
//                                                  has none (`npm run check:route-js`, run by
//                                                  `npm run test:e2e` right after the build)
// What counts is explained in scripts/route-js/manifest.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { missingBudgets, overBudget, readBudgets, type RouteSize } from './route-js/budgets.ts';
import { compressedSizes } from './route-js/compressed-size.ts';
import { builtRouteModules, firstVisit, parseManifest, sharedFiles } from './route-js/manifest.ts';
import { readRouterMessageGroups, readRouterModules } from './route-js/router-modules.ts';

const webRoot = resolve('apps/web');
const distDir = join(webRoot, 'dist');
const manifestPath = join(distDir, '.vite/manifest.json');
const budgetsPath = process.env.ROUTE_BUDGETS ?? join(webRoot, 'route-budgets.json');
const check = process.argv.includes('--check');

if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const manifest = parseManifest(JSON.parse(readFileSync(manifestPath, 'utf8')) as unknown);
const budgets = readBudgets(budgetsPath);
// The router's routes, and any route module the build split that the router no longer names.
const routes = [...new Set([...readRouterModules(webRoot), ...builtRouteModules(manifest)])].sort();
const messageGroups = readRouterMessageGroups(webRoot);
const sizeOf = compressedSizes(distDir);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (files: readonly string[], pick: 'rawBytes' | 'brotliBytes') =>
  files.reduce((sum, file) => sum + sizeOf(file)[pick], 0);
const nameOf = (module: string) => module.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');

console.log(
  `JavaScript of a first visit per route (entry, route module, ${budgets.language} core texts and the route's groups; static imports), Brotli q11 or the build's .br`,
);
console.log('route                  files   raw KiB   Brotli KiB   budget KiB');
const sizes: RouteSize[] = [];
const lines: string[] = [];
for (const module of routes) {
  const visit = firstVisit(manifest, module, budgets.language, messageGroups.get(module));
  const brotliBytes = total(visit.files, 'brotliBytes');
  sizes.push({ module, brotliBytes });
  console.log(
    [
      `${nameOf(module)}${visit.inEntry ? ' (in entry)' : ''}`.padEnd(22),
      String(visit.files.length).padStart(6),
      kib(total(visit.files, 'rawBytes')).padStart(9),
      kib(brotliBytes).padStart(12),
      String(budgets.maxBrotliKiB[module] ?? '-').padStart(12),
    ].join(' '),
  );
  lines.push(
    `  ${nameOf(module)}: ${visit.ownFiles.map(shortName).join(', ') || '(nothing more)'}`,
  );
}
const shared = sharedFiles(manifest, budgets.language);
console.log(
  `every route: ${shared.map(shortName).join(', ')} (${kib(total(shared, 'brotliBytes'))} KiB Brotli)`,
);
console.log('and each route adds:');
for (const line of lines) console.log(line);

const problems = [...missingBudgets(budgets, routes), ...overBudget(budgets, sizes)];
if (problems.length > 0) {
  console.log('');
  for (const problem of problems) console.log(`${check ? 'FAIL' : 'note'} ${problem}`);
  if (check) {
    console.log(`(budgets: ${budgetsPath})`);
    process.exit(1);
  }
} else if (check) {
  console.log(`every route within its budget (${budgetsPath})`);
}

/** assets/home-EpArtQej.js -> home-EpArtQej.js */
function shortName(file: string): string {
  return file.replace(/^.*\//, '');
}
