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

const pageStart = /\bid:\s*'/;
const messagesField = /\bmessages:\s*\[([^\]]*)\]/;

/**
 * The groups of texts each route module's pages name (`messages: ['account', 'forms']`, written
 * after the page's `id` like its `module`), read from the router's source; a module shared by
 * several pages gets all their groups.
 */
export function routerMessageGroups(source: string): Map<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const page of source.split(pageStart)) {
    const module = /\bmodule:\s*'([^']+)'/.exec(page)?.[1];
    if (!module) continue;
    const named = [...(messagesField.exec(page)?.[1] ?? '').matchAll(/'([^']+)'/g)].flatMap(
      ([, group]) => (group ? [group] : []),
    );
    groups.set(module, new Set([...(groups.get(module) ?? []), ...named]));
  }
  return new Map([...groups].map(([module, named]) => [module, [...named].sort()]));
}

export function readRouterMessageGroups(webRoot: string): Map<string, string[]> {
  return routerMessageGroups(readFileSync(posix.join(webRoot, routerFile), 'utf8'));
}

export function readRouterModules(webRoot: string): string[] {
  const modules = routerModules(readFileSync(posix.join(webRoot, routerFile), 'utf8'));
  if (modules.length === 0) throw new Error(`found no route module in ${routerFile}`);
  return modules;
}
