// `npm run build:server` (part of `npm run build`): compiles the API server ahead of time into
// apps/server/dist, so production runs plain `node apps/server/dist/main.js`, without tsx.
// One ES module per entry point (the server, the migration and invitation commands) plus shared chunks; the
// workspace's contract (TypeScript source, which Node cannot load) is bundled in, every other
// package stays an import resolved from node_modules at run time. The files the code reads at run
// time are copied beside it, at the same place under dist as under src (see src/paths.ts).
import { cp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..', 'apps', 'server');
const sourceRoot = path.join(serverRoot, 'src');
const outputRoot = path.join(serverRoot, 'dist');

/** Read at run time relative to the code, so copied to the same place under dist. */
const runTimeFiles = ['db/migrations', 'modules/payments/psp/simulator/keys'];

/** Packages bundled into the output instead of installed: the workspace's own, in TypeScript. */
const bundled = (specifier: string) => specifier.startsWith('@portico/');

/** `pg`, `@fastify/static/x` → `pg`, `@fastify/static`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Leaves every package import to node_modules but the workspace's, and remembers which: each must
 * be a dependency of apps/server, or the production install (which carries only those) misses it.
 */
function externalPackages(imported: Set<string>): Plugin {
  return {
    name: 'external-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
        if (bundled(specifier)) return undefined;
        if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
          imported.add(packageName(specifier));
        }
        return { path: specifier, external: true };
      });
    },
  };
}

async function undeclared(imported: Set<string>): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const declared = new Set(Object.keys(manifest.dependencies ?? {}));
  return [...imported].filter((name) => !declared.has(name)).sort();
}

const started = performance.now();
await rm(outputRoot, { recursive: true, force: true });
const imported = new Set<string>();
await build({
  entryPoints: {
    main: path.join(sourceRoot, 'main.ts'),
    'migrate-command': path.join(sourceRoot, 'db', 'migrate-command.ts'),
    // The operator's invitation of a rental company's user (README "Renters"), without tsx.
    'renter-invite-command': path.join(sourceRoot, 'modules', 'renters', 'invite-command.ts'),
    // The first admin of a white-label's console (README "Operator console"), without tsx.
    'staff-invite-command': path.join(sourceRoot, 'modules', 'staff', 'invite-command.ts'),
    // The operator's tenant files (README "Run your own operator"), without tsx.
    'tenant-command': path.join(sourceRoot, 'modules', 'tenants', 'tenant-command.ts'),
  },
  outdir: outputRoot,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Shared code in chunks beside the entries (dist/, where src/paths.ts expects to be), and the
  // database drivers' dynamic imports stay lazy: a PostgreSQL server never loads PGlite.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  // Readable output and stacks: error classes and functions keep the names they have in src.
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages(imported)],
});
const missing = await undeclared(imported);
if (missing.length > 0) {
  process.stderr.write(
    `build-server: imported but not in apps/server's dependencies: ${missing.join(', ')}\n`,
  );
  process.exit(1);
}
for (const folder of runTimeFiles) {
  await cp(path.join(sourceRoot, folder), path.join(outputRoot, folder), { recursive: true });
}
const ms = Math.round(performance.now() - started);
process.stdout.write(
  `build-server: apps/server/dist in ${ms} ms (${imported.size} packages from node_modules)\n`,
);
