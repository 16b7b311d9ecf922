import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import fr from '../../locales/fr.json';
import { groupOfKey, type MessageGroup } from '../../lib/message-groups.ts';
import { createRoutes, type PageHandle } from '../router.tsx';

// A page shows only the texts of the core and of the groups its route names (`messages`): a text
// of another group would show as its key. Read from the code, the way a reviewer would: every
// text key written in a module the route's code imports (statically or on demand) names a group.

const webRoot = resolve(import.meta.dirname, '../../..');
const sections = Object.keys(fr).join('|');
// 'journeys.title', `errors.${code}`: a quote, a section of the locale files, a dot.
const textKey = new RegExp(`['"\`]((?:${sections})\\.[\\w.]*)`, 'g');
const relativeImport = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+\.tsx?)['"]/g;
const routesFolder = join(webRoot, 'src/app/routes');
const groupTable = join(webRoot, 'src/lib/message-groups.ts');

/** The groups of the keys written in a module and the modules it imports, other routes aside. */
function groupsUsed(module: string): Map<MessageGroup, string> {
  const used = new Map<MessageGroup, string>();
  const seen = new Set<string>();
  const queue = [join(webRoot, module)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // The group table itself names keys to sort them into groups; it shows none.
    const keys = file === groupTable ? [] : source.matchAll(textKey);
    for (const [, key] of keys) {
      if (key) used.set(groupOfKey(key), `${key} in ${relative(webRoot, file)}`);
    }
    for (const [, imported] of source.matchAll(relativeImport)) {
      const path = imported ? resolve(dirname(file), imported) : '';
      const otherRoute = dirname(path) === routesFolder && path !== join(webRoot, module);
      if (existsSync(path) && !otherRoute) queue.push(path);
    }
  }
  return used;
}

function pageHandles(routes: readonly RouteObject[]): PageHandle[] {
  return routes.flatMap((route) => [
    ...(route.handle ? [route.handle as PageHandle] : []),
    ...pageHandles(route.children ?? []),
  ]);
}

const pages = pageHandles(createRoutes(new QueryClient()));

describe("the routes' groups of texts", () => {
  it('finds the pages of the router', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(pages.map((page) => [page.module, page] as const))(
    '%s names every group its code uses',
    (_module, page) => {
      const named = new Set<MessageGroup>(['core', ...(page.messages ?? [])]);
      const unnamed = [...groupsUsed(page.module)].filter(([group]) => !named.has(group));
      expect(unnamed.map(([group, where]) => `${group} (${where})`)).toEqual([]);
    },
  );

  // The page frames (page-frame.tsx) show the title of their own page: its group is loaded.
  it('keeps the layout and the error page to the core texts', () => {
    const shell = ['language.tsx', 'route-error.tsx'].map((file) =>
      groupsUsed(`src/app/routes/${file}`),
    );
    const outside = shell.flatMap((used) => [...used].filter(([group]) => group !== 'core'));
    expect(outside.map(([group, where]) => `${group} (${where})`)).toEqual([]);
  });

  it('sees a key of a group the route does not name (the check can fail)', () => {
    expect(groupsUsed('src/app/routes/journeys.tsx').has('journeys')).toBe(true);
    expect(groupsUsed('src/app/routes/home.tsx').has('journeys')).toBe(false);
  });
});
