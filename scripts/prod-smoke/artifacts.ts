/**
 * What a production install is made of: the package files `npm ci --omit=dev` reads (the root's,
 * its lock and every workspace's manifest, which the lock names) and the output of
 * `npm run build`. The Dockerfile's runtime stage copies the same paths.
 */
export const packageFiles = [
  'package.json',
  // The install-script policy (allowScripts, strict): production installs under it too.
  '.npmrc',
  'package-lock.json',
  'packages/contract/package.json',
  'packages/passkeys-browser/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'apps/console/package.json',
];

/** apps/server/dist carries the migrations and the simulator's keys beside the code. */
export const builtPaths = [
  'apps/server/dist',
  'apps/server/media',
  'apps/web/dist',
  'apps/web/dist-ssr',
  // The operator console (browser-rendered), served under /operator/.
  'apps/console/dist',
  // Tenant files: the demo's (applied by SEED_DEMO) and the worked example, next to the operator's.
  'tenants',
];

/** Development tools that must not be installed: the compiled server runs without them. */
export const devOnlyPackages = ['tsx', 'esbuild', 'vite', 'typescript', 'vitest'];
