import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

/** The router's file, relative to the web app's root (the manifest's paths are too). */
export const routerFile = 'src/app/router.tsx';

const moduleField = /\bmodule:\s*'([^']+)'/g;
const lazyImport = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

/**
 * The route modules the router names, read from its source: importing it would bring React,
 * the CSS modules and the browser's storage into Node. Both the pages' `module` fields and their
 * lazy `import('./routes/...')` calls count, so a route written either way is found.
 */
export function routerModules(source: string, file: string = routerFile): string[] {
  const found = new Set<string>();
  for (const [, module] of source.matchAll(moduleField)) if (module) found.add(module);
  for (const [, relative] of source.matchAll(lazyImport)) {
    if (relative) found.add(posix.join(posix.dirname(file), relative));
  }
  return [...found].sort();
}

export function readRouterModules(webRoot: string): string[] {
  const modules = routerModules(readFileSync(posix.join(webRoot, routerFile), 'utf8'));
  if (modules.length === 0) throw new Error(`found no route module in ${routerFile}`);
  return modules;
}
