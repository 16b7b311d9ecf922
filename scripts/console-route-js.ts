// The compressed JavaScript a first visit to each page of the operator console loads, from its
// build (apps/console/dist/.vite/manifest.json; run `npm run build` first), against
// apps/console/route-budgets.json. The web app's sibling (scripts/route-js.ts), on the same rules
// (scripts/route-js/manifest.ts): the entry with its static imports and the language's main
// texts, then the route module with its own, and the parts of the texts its loader fetches before
// the page renders (src/locales/<part>/, routeTextParts; the `texts` column).
//   node scripts/console-route-js.ts          prints the table
//   node scripts/console-route-js.ts --check  and exits 1 when a route is over its budget or has
//                                             none (`npm run check:route-js` runs both checks)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { missingBudgets, overBudget, readBudgets, type RouteSize } from './route-js/budgets.ts';
import { compressedSizes } from './route-js/compressed-size.ts';
import {
  builtRouteModules,
  firstVisit,
  parseManifest,
  routeTextParts,
} from './route-js/manifest.ts';

const consoleRoot = resolve('apps/console');
const distDir = join(consoleRoot, 'dist');
const manifestPath = join(distDir, '.vite/manifest.json');
const budgetsPath = join(consoleRoot, 'route-budgets.json');
const check = process.argv.includes('--check');

if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const manifest = parseManifest(JSON.parse(readFileSync(manifestPath, 'utf8')) as unknown);
const budgets = readBudgets(budgetsPath);
const routes = builtRouteModules(manifest);
const sizeOf = compressedSizes(distDir);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (files: readonly string[], pick: 'rawBytes' | 'brotliBytes') =>
  files.reduce((sum, file) => sum + sizeOf(file)[pick], 0);

console.log('Operator console: JavaScript of a first visit per route, Brotli q11');
console.log('route                  files   raw KiB   Brotli KiB   of which texts   budget KiB');
const sizes: RouteSize[] = [];
for (const module of routes) {
  const visit = firstVisit(manifest, module, budgets.language);
  const texts = routeTextParts(manifest, module, budgets.language).flatMap(
    (key) => manifest[key]?.file ?? [],
  );
  const files = [...visit.files, ...texts];
  const brotliBytes = total(files, 'brotliBytes');
  sizes.push({ module, brotliBytes });
  console.log(
    [
      module
        .replace(/^.*\//, '')
        .replace(/\.tsx?$/, '')
        .padEnd(22),
      String(files.length).padStart(6),
      kib(total(files, 'rawBytes')).padStart(9),
      kib(brotliBytes).padStart(12),
      kib(total(texts, 'brotliBytes')).padStart(16),
      String(budgets.maxBrotliKiB[module] ?? '-').padStart(12),
    ].join(' '),
  );
}

const problems = [
  ...(routes.length === 0 ? ['the build split no route module: is the router still lazy?'] : []),
  ...missingBudgets(budgets, routes),
  ...overBudget(budgets, sizes),
];
if (problems.length > 0) {
  console.log('');
  for (const problem of problems) console.log(`${check ? 'FAIL' : 'note'} ${problem}`);
  if (check) process.exit(1);
} else if (check) {
  console.log(`every console route within its budget (${budgetsPath})`);
}
