import { describe, expect, it } from 'vitest';
import { buildPath, routes } from './routes.ts';

describe('route table', () => {
  it('holds the spec paths of this issue', () => {
    expect(routes.whitelabel.path).toBe('/whitelabels');
    expect(routes.homePage.path).toBe('/whitelabels/homepage');
    expect(routes.footer.path).toBe('/whitelabels/footer');
    expect(routes.article.path).toBe('/articles/:id');
    expect(routes.faq.path).toBe('/whitelabels/helpcenter/faq');
  });

  it('has no two routes with the same method and path', () => {
    const seen = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('builds prefixed paths with encoded parameters', () => {
    expect(buildPath(routes.article.path, { id: 'free-flow' })).toBe(
      '/services/v1/articles/free-flow',
    );
    expect(buildPath(routes.article.path, { id: 'a/b c' })).toBe('/services/v1/articles/a%2Fb%20c');
    expect(buildPath(routes.homePage.path)).toBe('/services/v1/whitelabels/homepage');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath(routes.article.path)).toThrow(/id/);
  });
});
