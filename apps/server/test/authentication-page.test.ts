import { authenticationPageSchema, whitelabelHostHeader } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { demoTenant } from '../src/db/seed/demo-tenant.ts';

const demoAuthenticationPages = demoTenant.content.signInPages;
import { seedAuthenticationPages } from '../src/db/seed/seed-authentication-pages.ts';
import { publicContentCacheControl } from '../src/plugins/language.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant, inAllLanguages } from './helpers/factories.ts';
import { expectError, getRoute } from './helpers/requests.ts';

const app = useApp();
const db = () => app().database.db;

const demoPage = (type: 'user' | 'renter') => {
  const page = demoAuthenticationPages.find((candidate) => candidate.type === type);
  if (!page) throw new Error(`no demo ${type} page`);
  return page;
};

describe('GET /services/v1/whitelabels/authentication-page', () => {
  it.each(['user', 'renter'] as const)(
    'answers the demo %s page in Italian, cacheable like the other page calls',
    async (type) => {
      const response = await getRoute(app(), 'authenticationPage', {
        query: { type },
        headers: { 'accept-language': 'it-IT,it;q=0.9' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const seed = demoPage(type);
      expect(authenticationPageSchema.parse(response.json())).toEqual({
        title: seed.title.it,
        text: seed.text.it,
        picture: seed.picture,
        pictureAlt: seed.pictureAlt?.it,
      });
      expect(response.headers['cache-control']).toBe(publicContentCacheControl);
      expect(response.headers.vary).toMatch(/Accept-Language/);
    },
  );

  it('tells the customers\u2019 page from the renters\u2019, each in the asked language', async () => {
    const user = await getRoute(app(), 'authenticationPage', {
      query: { type: 'user', lang: 'de' },
    });
    const renter = await getRoute(app(), 'authenticationPage', {
      query: { type: 'renter', lang: 'de' },
    });
    const userPage = authenticationPageSchema.parse(user.json());
    const renterPage = authenticationPageSchema.parse(renter.json());
    expect(userPage.title).toBe(demoPage('user').title.de);
    expect(renterPage.title).toBe(demoPage('renter').title.de);
    expect(userPage.picture).not.toBe(renterPage.picture);
  });

  it.each([
    ['no type', {}],
    ['an unknown type', { type: 'admin' }],
    ['a type in capitals', { type: 'USER' }],
    ['the spec\u2019s page kind instead', { type: 'LOGIN' }],
    ['an unknown parameter', { type: 'user', page: '1' }],
    ['an unknown language', { type: 'user', lang: 'xx' }],
  ])('answers 400 invalid_request for %s', async (_case, query: Record<string, string>) => {
    const response = await getRoute(app(), 'authenticationPage', { query });
    expectError(response, 400, 'invalid_request');
    expect(response.headers['cache-control']).not.toBe(publicContentCacheControl);
  });

  it('answers nulls for a white-label without the page, and only its own page', async () => {
    const bare = await createTenant(db());
    const response = await getRoute(app(), 'authenticationPage', {
      query: { type: 'user' },
      tenantHost: bare.host,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(authenticationPageSchema.parse(response.json())).toEqual({
      title: null,
      text: null,
      picture: null,
      pictureAlt: null,
    });
  });

  it('falls back to French for a missing translation; no picture, no alternative', async () => {
    const tenant = await createTenant(db());
    await seedAuthenticationPages(db(), tenant.id, [
      {
        type: 'renter',
        title: { fr: 'Espace loueurs', en: '', de: '', it: '', es: '' },
        text: inAllLanguages('Flotte'),
        picture: null,
        pictureAlt: inAllLanguages('ignored without a picture'),
      },
    ]);
    const response = await app().inject({
      method: 'GET',
      url: '/services/v1/whitelabels/authentication-page?type=renter&lang=es',
      headers: { [whitelabelHostHeader]: tenant.host },
    });
    expect(authenticationPageSchema.parse(response.json())).toEqual({
      title: 'Espace loueurs',
      text: 'Flotte (es)',
      picture: null,
      pictureAlt: null,
    });
    const user = await getRoute(app(), 'authenticationPage', {
      query: { type: 'user' },
      tenantHost: tenant.host,
    });
    expect(authenticationPageSchema.parse(user.json()).title).toBeNull();
  });

  it('seeds idempotently: a second run leaves the rows untouched', async () => {
    const tenant = await createTenant(db());
    await seedAuthenticationPages(db(), tenant.id, demoAuthenticationPages);
    const read = () =>
      db().query.authenticationPages.findMany({
        where: (table, { eq }) => eq(table.whitelabelId, tenant.id),
        columns: { type: true, updatedAt: true },
        orderBy: (table, { asc }) => asc(table.type),
      });
    const first = await read();
    await seedAuthenticationPages(db(), tenant.id, demoAuthenticationPages);
    expect(await read()).toEqual(first);
    expect(first.map((row) => row.type)).toEqual(['renter', 'user']);
  });
});
