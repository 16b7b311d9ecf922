import { errorEnvelopeSchema, whitelabelSchema } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { publicContentCacheControl } from '../src/plugins/language.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';
import { getRoute } from './helpers/requests.ts';

const app = useApp();

async function gdprText(headers: Record<string, string>, query?: Record<string, string>) {
  const tenant = await createTenant(app().database.db);
  const response = await getRoute(app(), 'whitelabel', { tenantHost: tenant.host, headers, query });
  expect(response.statusCode).toBe(200);
  return whitelabelSchema.parse(response.json()).gdprText;
}

describe('answer language', () => {
  it('follows Accept-Language', async () => {
    expect(await gdprText({ 'accept-language': 'de' })).toBe('GDPR (de)');
    expect(await gdprText({ 'accept-language': 'xx, it;q=0.8, en;q=0.9' })).toBe('GDPR (en)');
  });

  it('falls back to French for an unsupported or missing language', async () => {
    expect(await gdprText({ 'accept-language': 'xx' })).toBe('GDPR (fr)');
    expect(await gdprText({})).toBe('GDPR (fr)');
  });

  it('lets the lang query win over Accept-Language', async () => {
    expect(await gdprText({ 'accept-language': 'de' }, { lang: 'es' })).toBe('GDPR (es)');
  });

  it('answers 400 invalid_request for an unsupported lang query', async () => {
    const tenant = await createTenant(app().database.db);
    const response = await getRoute(app(), 'whitelabel', {
      tenantHost: tenant.host,
      query: { lang: 'xx' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      message: 'invalid_request',
      details: [{ path: 'query.lang', code: 'invalid_value' }],
    });
  });

  it('marks content answers as varying by language and tenant, briefly cacheable', async () => {
    const tenant = await createTenant(app().database.db);
    for (const name of ['whitelabel', 'homePage', 'footer', 'faq'] as const) {
      const response = await getRoute(app(), name, { tenantHost: tenant.host });
      expect(response.headers.vary, name).toBe('Accept-Language, x-whitelabel-host');
      expect(response.headers['cache-control'], name).toBe(publicContentCacheControl);
    }
    const missing = await getRoute(app(), 'article', {
      params: { id: 'nope' },
      tenantHost: tenant.host,
    });
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});
