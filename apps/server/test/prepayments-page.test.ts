import { languages, prepaymentsPageSchema } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { demoTenant } from '../src/db/seed/demo-tenant.ts';

const demoPrepaymentsPage = demoTenant.content.prepaymentPage;
import { a79Gates } from '../src/db/seed/demo-road.ts';
import { seedPrepaymentsPage } from '../src/db/seed/seed-prepayments-page.ts';
import { publicContentCacheControl } from '../src/plugins/language.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant, inAllLanguages } from './helpers/factories.ts';
import { expectError, getRoute } from './helpers/requests.ts';

const app = useApp();
const db = () => app().database.db;

describe('GET /services/v1/whitelabels/payments/prepayments/page', () => {
  it.each(languages)(
    'answers the demo page in %s, cacheable like the other page calls',
    async (language) => {
      const response = await getRoute(app(), 'prepaymentsPage', { query: { lang: language } });
      expect(response.statusCode, response.body).toBe(200);
      expect(prepaymentsPageSchema.parse(response.json())).toEqual({
        title: demoPrepaymentsPage.title[language],
        text: demoPrepaymentsPage.text[language],
        picture: demoPrepaymentsPage.picture,
        pictureAlt: demoPrepaymentsPage.pictureAlt?.[language],
        gates: a79Gates.map((gate) => ({
          id: gate.code,
          label: gate.label,
          name: gate.names?.[language],
        })),
      });
      expect(response.headers['cache-control']).toBe(publicContentCacheControl);
      expect(response.headers.vary).toMatch(/Accept-Language/);
    },
  );

  it('names the gates in the page\u2019s language for the pickers (issue 26 item 6)', async () => {
    const response = await getRoute(app(), 'prepaymentsPage', { query: { lang: 'es' } });
    const { gates } = prepaymentsPageSchema.parse(response.json());
    expect(gates.map((gate) => gate.id)).toEqual(a79Gates.map((gate) => gate.code));
    expect(gates).toContainEqual({ id: '34', label: '34', name: 'Deux-Chaises' });
    expect(gates).toContainEqual({ id: 'RN79', label: 'RN79', name: 'hacia Mâcon' });
  });

  it('takes the language from Accept-Language too', async () => {
    const response = await getRoute(app(), 'prepaymentsPage', {
      headers: { 'accept-language': 'de-CH,de;q=0.9' },
    });
    expect(prepaymentsPageSchema.parse(response.json()).title).toBe(demoPrepaymentsPage.title.de);
  });

  it('says in every language that the credit lasts 30 days and a cheaper trip is not refunded', () => {
    for (const language of languages) {
      const text = demoPrepaymentsPage.text[language];
      expect(text, language).toMatch(/30/);
      expect(text, language).toMatch(/72/);
      expect(text.split('\n\n'), language).toHaveLength(3);
    }
  });

  it('falls back to French for a missing translation; no picture, no alternative', async () => {
    const tenant = await createTenant(db());
    await seedPrepaymentsPage(db(), tenant.id, {
      title: { fr: 'Payer d\u2019avance', en: '', de: '', it: '', es: '' },
      text: inAllLanguages('Crédit'),
      picture: null,
      pictureAlt: inAllLanguages('ignored without a picture'),
    });
    const response = await getRoute(app(), 'prepaymentsPage', {
      query: { lang: 'it' },
      tenantHost: tenant.host,
    });
    expect(prepaymentsPageSchema.parse(response.json())).toEqual({
      title: 'Payer d\u2019avance',
      text: 'Crédit (it)',
      picture: null,
      pictureAlt: null,
      gates: [],
    });
  });

  it('answers nulls for a white-label without the page', async () => {
    const bare = await createTenant(db());
    const response = await getRoute(app(), 'prepaymentsPage', { tenantHost: bare.host });
    expect(response.statusCode, response.body).toBe(200);
    expect(prepaymentsPageSchema.parse(response.json())).toEqual({
      title: null,
      text: null,
      picture: null,
      pictureAlt: null,
      gates: [],
    });
  });

  it.each([
    ['an unknown language', { lang: 'xx' }],
    ['a language in capitals', { lang: 'FR' }],
    ['an unknown parameter', { page: '1' }],
    ['a NUL in the language', { lang: 'f\u0000r' }],
  ])('answers 400 invalid_request for %s', async (_case, query: Record<string, string>) => {
    const response = await getRoute(app(), 'prepaymentsPage', { query });
    expectError(response, 400, 'invalid_request');
    expect(response.headers['cache-control']).not.toBe(publicContentCacheControl);
  });

  it('answers 404 whitelabel_not_found for a host no white-label has', async () => {
    const response = await getRoute(app(), 'prepaymentsPage', {
      tenantHost: 'nobody.test.example',
    });
    expectError(response, 404, 'whitelabel_not_found');
  });

  it('seeds idempotently: a second run leaves the row untouched', async () => {
    const tenant = await createTenant(db());
    await seedPrepaymentsPage(db(), tenant.id, demoPrepaymentsPage);
    const read = () =>
      db().query.prepaymentsPages.findFirst({
        where: (table, { eq }) => eq(table.whitelabelId, tenant.id),
        columns: { updatedAt: true, title: true },
      });
    const first = await read();
    await seedPrepaymentsPage(db(), tenant.id, demoPrepaymentsPage);
    expect(await read()).toEqual(first);
    expect(first?.title.fr).toBe(demoPrepaymentsPage.title.fr);
  });
});
