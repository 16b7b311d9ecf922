import { isArticleId, reservedArticleIds } from '@portico/contract';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../router.tsx';

/** Every path of the router's tree, joined from its parents' (`:lang/help/:categoryId`). */
function paths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    return [path, ...paths(route.children ?? [], path)];
  });
}

// The console refuses a new article whose slug is a page of the portal (/:lang/<slug> would show
// that page, never the article): the contract's list must name each one-segment page.
describe('the article slugs the console refuses', () => {
  it('name every one-segment page of the portal that an article slug could spell', () => {
    const pages = paths(createRoutes(new QueryClient()))
      .filter((path) => path.startsWith('/:lang/'))
      .map((path) => path.slice('/:lang/'.length))
      .filter((path) => !path.includes('/') && !path.startsWith(':') && path !== '*');
    const spellable = pages.filter((page) => isArticleId(page));
    expect(spellable.length).toBeGreaterThan(5);
    expect([...reservedArticleIds].sort()).toEqual([...new Set(spellable)].sort());
  });
});
