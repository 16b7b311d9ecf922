// `npm run check:import-cycles` (in `npm run lint`): fails when a module of the server, the web
// app or the contract imports, through any chain, a module that imports it back. Type-only
// imports count: ESLint's import-x/no-cycle skips them, and a type cycle still ties two modules
// that should not know each other (issue 27 section 5).
import path from 'node:path';
import { importCycles, importGraphOf } from './import-cycles/import-graph.ts';

const root = path.resolve(import.meta.dirname, '..');
const roots = [
  'apps/server/src',
  'apps/web/src',
  'apps/console/src',
  'packages/contract/src',
  'packages/passkeys-browser/src',
].map((dir) => path.join(root, dir));
const graph = importGraphOf(roots);
const cycles = importCycles(graph);
if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`import cycle: ${cycle.map((file) => path.relative(root, file)).join(' <-> ')}`);
  }
  process.exit(1);
}
console.log(`import cycles: none among ${graph.size} modules`);
