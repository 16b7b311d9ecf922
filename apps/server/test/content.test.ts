import { articleSchema, errorEnvelopeSchema } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import type { Localized } from '../src/db/seed/demo-types.ts';
import { useApp } from './helpers/build-app.ts';
import { articleSeed, createTenant } from './helpers/factories.ts';
import { getRoute } from './helpers/requests.ts';

const app = useApp();

describe('GET /services/v1/articles/:id', () => {
  it('answers the whole article in the request language', async () => {
    const tenant = await createTenant(app().database.db);
    const response = await getRoute(app(), 'article', {
      params: { id: 'second-article' },
      tenantHost: tenant.host,
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(articleSchema.parse(response.json())).toEqual({
      id: 'second-article',
      title: 'Title of second-article (es)',
      content: 'Content of second-article (es)',
      url: 'https://example.org/info',
      urlOpenNewTab: true,
      picture: null,
      icon: null,
      catchphrase: null,
      buttonText: null,
      darkMode: false,
    });
  });

  it("answers only the tenant's own articles", async () => {
    const owner = await createTenant(app().database.db, {
      articles: [articleSeed('private-article')],
      homePage: { listBlockArticleIds: [], sliderBlockArticleIds: [], footerArticleId: null },
      footerEntries: [],
    });
    const stranger = await createTenant(app().database.db);
    const own = await getRoute(app(), 'article', {
      params: { id: 'private-article' },
      tenantHost: owner.host,
    });
    const foreign = await getRoute(app(), 'article', {
      params: { id: 'private-article' },
      tenantHost: stranger.host,
    });
    expect(own.statusCode).toBe(200);
    expect(foreign.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(foreign.json())).toEqual({ message: 'article_not_found' });
  });

  it('answers 404 article_not_found for an unknown id', async () => {
    const tenant = await createTenant(app().database.db);
    const response = await getRoute(app(), 'article', {
      params: { id: 'no-such-article' },
      tenantHost: tenant.host,
    });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({ message: 'article_not_found' });
  });

  it.each(['Upper-Case', '-leading-dash', 'dots.in.id', 'x'.repeat(101)])(
    'answers 400 invalid_request for the malformed id %j',
    async (id) => {
      const tenant = await createTenant(app().database.db);
      const response = await getRoute(app(), 'article', {
        params: { id },
        tenantHost: tenant.host,
      });
      expect(response.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(response.json());
      expect(body.message).toBe('invalid_request');
      expect(body.details?.map((detail) => detail.path)).toEqual(['params.id']);
    },
  );

  it('falls back to French for a text missing in the request language', async () => {
    const frenchOnly = { fr: 'Seulement en français' } as Localized;
    const tenant = await createTenant(app().database.db, {
      articles: [articleSeed('french-only', { title: frenchOnly })],
      homePage: { listBlockArticleIds: [], sliderBlockArticleIds: [], footerArticleId: null },
      footerEntries: [],
    });
    const response = await getRoute(app(), 'article', {
      params: { id: 'french-only' },
      tenantHost: tenant.host,
      headers: { 'accept-language': 'de' },
    });
    const body = articleSchema.parse(response.json());
    expect(body.title).toBe('Seulement en français');
    expect(body.content).toBe('Content of french-only (de)');
  });
});
