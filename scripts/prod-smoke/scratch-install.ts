import { spawnSync } from 'node:child_process';
import { cp, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtPaths, devOnlyPackages, packageFiles } from './artifacts.ts';

/**
 * Copies the package files and the build into `scratch`, as a release would ship them, and runs
 * the production install there: only the dependencies of the workspaces, no development tools.
 */
export async function installProduction(repoRoot: string, scratch: string): Promise<number> {
  for (const file of [...packageFiles, ...builtPaths]) {
    const from = path.join(repoRoot, file);
    if (!existsSync(from)) throw new Error(`${file} is missing: run npm run build first`);
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await cp(from, path.join(scratch, file), { recursive: true });
  }
  const started = performance.now();
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    { cwd: scratch, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (install.status !== 0) {
    throw new Error(`npm ci --omit=dev failed (${install.status}):\n${install.stderr}`);
  }
  const present = devOnlyPackages.filter((name) =>
    existsSync(path.join(scratch, 'node_modules', name)),
  );
  if (present.length > 0) {
    throw new Error(`the production install carries development tools: ${present.join(', ')}`);
  }
  return Math.round(performance.now() - started);
}
