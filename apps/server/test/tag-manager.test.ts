import { buildPath, routes, whitelabelHostHeader, whitelabelSchema } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { whitelabels } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';
import { makeWebDist } from './helpers/web-dist.ts';

const dist = makeWebDist();
afterAll(() => dist.remove());
const app = useApp({ webDist: dist.root });

const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** A tenant whose settings name a tag manager (or anything else under that key). */
async function tenantWithTagManager(tagManager: unknown) {
  const tenant = await createTenant(app().database.db);
  await app()
    .database.db.update(whitelabels)
    .set({ settings: { tagManager } })
    .where(eq(whitelabels.id, tenant.id));
  return tenant;
}

async function whitelabelOf(host: string) {
  const response = await app().inject({
    method: 'GET',
    url: buildPath(routes.whitelabel.path),
    headers: { [whitelabelHostHeader]: host },
  });
  expect(response.statusCode).toBe(200);
  return whitelabelSchema.parse(response.json());
}

function directive(policy: unknown, name: string): string[] {
  expect(typeof policy).toBe('string');
  const found = String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

describe('tag manager of a white-label (spec 000 section 7)', () => {
  it('is none by default, and the page keeps the strict policy', async () => {
    const tenant = await createTenant(app().database.db);
    expect((await whitelabelOf(tenant.host)).tagManager).toBeNull();
    const page = await app().inject({
      method: 'GET',
      url: '/it/',
      headers: { ...browser, host: tenant.host },
    });
    expect(page.statusCode).toBe(200);
    expect(directive(page.headers['content-security-policy'], 'script-src')).toEqual(["'self'"]);
  });

  it("is served with the white-label, and only its pages' policy allows its origin", async () => {
    const scriptUrl = 'https://tags.example.net/gtm.js?id=GTM-TEST';
    const tenant = await tenantWithTagManager({ scriptUrl });
    expect((await whitelabelOf(tenant.host)).tagManager).toEqual({ scriptUrl });

    const page = await app().inject({
      method: 'GET',
      url: '/it/journeys',
      headers: { ...browser, host: tenant.host },
    });
    expect(page.statusCode).toBe(200);
    const policy = page.headers['content-security-policy'];
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://tags.example.net']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://tags.example.net']);
    expect(String(policy)).not.toContain('unsafe-inline');

    // Another tenant's pages, and the API, keep the portal's own policy.
    const other = await createTenant(app().database.db);
    const otherPage = await app().inject({
      method: 'GET',
      url: '/it/journeys',
      headers: { ...browser, host: other.host },
    });
    expect(String(otherPage.headers['content-security-policy'])).not.toContain('tags.example.net');
  });

  it.each([
    ['plain http', { scriptUrl: 'http://tags.example.net/gtm.js' }],
    ['a script in the page', { scriptUrl: 'javascript:alert(1)' }],
    ['a wrong shape', 'GTM-TEST'],
  ])('is none when the setting is %s', async (_case, setting) => {
    const tenant = await tenantWithTagManager(setting);
    expect((await whitelabelOf(tenant.host)).tagManager).toBeNull();
    const page = await app().inject({
      method: 'GET',
      url: '/it/',
      headers: { ...browser, host: tenant.host },
    });
    expect(directive(page.headers['content-security-policy'], 'script-src')).toEqual(["'self'"]);
  });
});
