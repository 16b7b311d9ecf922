import { homePageSchema, type HomePage } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { homePages } from '../src/db/schema/content.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';
import { getRoute } from './helpers/requests.ts';

const cached = useApp({ contentCacheMs: 60_000 });
const uncached = useApp({ contentCacheMs: 0 });

async function homeTitle(app: FastifyInstance, host: string, language: string): Promise<string> {
  const response = await getRoute(app, 'homePage', {
    tenantHost: host,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  const page: HomePage = homePageSchema.parse(response.json());
  return page.title;
}

/** An editor changes the home page title in the database, behind the server's back. */
async function retitle(app: FastifyInstance, whitelabelId: number, title: string): Promise<void> {
  const everywhere = { fr: title, en: title, de: title, it: title, es: title };
  await app.database.db
    .update(homePages)
    .set({ title: everywhere })
    .where(eq(homePages.whitelabelId, whitelabelId));
}

describe('content cache (CONTENT_CACHE_MS)', () => {
  it('reuses a presented page within its window, per tenant and language', async () => {
    const tenant = await createTenant(cached().database.db);
    const before = await homeTitle(cached(), tenant.host, 'it');
    await retitle(cached(), tenant.id, 'Nuovo titolo');
    expect(await homeTitle(cached(), tenant.host, 'it')).toBe(before);
    // Another language was never read, so it comes fresh from the database.
    expect(await homeTitle(cached(), tenant.host, 'de')).toBe('Nuovo titolo');
  });

  it('reads the database every time when set to 0', async () => {
    const tenant = await createTenant(uncached().database.db);
    await homeTitle(uncached(), tenant.host, 'it');
    await retitle(uncached(), tenant.id, 'Nuovo titolo');
    expect(await homeTitle(uncached(), tenant.host, 'it')).toBe('Nuovo titolo');
  });
});
