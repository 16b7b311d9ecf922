import {
  buildPath,
  errorEnvelopeSchema,
  footerSchema,
  homePageSchema,
  routes,
  whitelabelHostHeader,
  whitelabelSchema,
} from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { whitelabels } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant, inAllLanguages, uniqueSuffix } from './helpers/factories.ts';
import { getRoute } from './helpers/requests.ts';

const app = useApp();

describe('GET /services/v1/whitelabels', () => {
  it("answers the tenant named by the header, in the request's language", async () => {
    const tenant = await createTenant(app().database.db);
    const response = await app().inject({
      method: 'GET',
      url: buildPath(routes.whitelabel.path),
      headers: { [whitelabelHostHeader]: tenant.host, 'accept-language': 'de-CH,de;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    const body = whitelabelSchema.parse(response.json());
    expect(body).toEqual({
      code: tenant.code,
      name: tenant.whitelabel.name,
      logoUrl: tenant.whitelabel.logoUrl,
      gdprText: 'GDPR (de)',
      seo: { title: 'SEO title (de)', description: 'SEO description (de)' },
      freeFlowEnabled: true,
      languages: ['fr', 'en', 'de', 'it', 'es'],
      tagManager: null,
    });
  });
});

describe('GET /services/v1/whitelabels/homepage', () => {
  it('answers full list-block articles, slider ids and the footer article', async () => {
    const tenant = await createTenant(app().database.db);
    const response = await app().inject({
      method: 'GET',
      url: buildPath(routes.homePage.path),
      headers: { [whitelabelHostHeader]: tenant.host, 'accept-language': 'it' },
    });
    expect(response.statusCode).toBe(200);
    const body = homePageSchema.parse(response.json());
    expect(body.title).toBe('Welcome (it)');
    expect(body.listBlockArticles.map((article) => article.id)).toEqual([
      'second-article',
      'first-article',
    ]);
    expect(body.listBlockArticles[1]).toMatchObject({
      title: 'Title of first-article (it)',
      catchphrase: 'Catchphrase (it)',
      icon: 'road',
    });
    expect(body.sliderBlockArticlesIds).toEqual(['first-article']);
    expect(body.footerArticle?.id).toBe('legal-notice');
    expect(body.actions).toEqual(['freeflow', 'prepayment']);
  });

  // Spec 000 route table: home "requires the free-flow-enabled check" (issue 26 item 13).
  it('offers a white-label without free flow only the notices, whatever its home lists', async () => {
    const actions = ['subscription', 'freeflow', 'prepayment', 'payment-notice'] as const;
    const notices = await createTenant(app().database.db, {
      whitelabel: { freeFlowEnabled: false },
      homePage: { actions: [...actions] },
    });
    const freeFlow = await createTenant(app().database.db, { homePage: { actions: [...actions] } });
    const homeOf = async (tenantHost: string) =>
      homePageSchema.parse((await getRoute(app(), 'homePage', { tenantHost })).json());
    expect((await homeOf(notices.host)).actions).toEqual(['payment-notice']);
    expect((await homeOf(freeFlow.host)).actions).toEqual([...actions]);
  });

  it('leaves out articles the tenant does not have', async () => {
    const tenant = await createTenant(app().database.db, {
      homePage: {
        listBlockArticleIds: ['first-article', 'removed-article'],
        sliderBlockArticleIds: ['removed-article', 'second-article'],
        footerArticleId: null,
      },
    });
    const response = await getRoute(app(), 'homePage', { tenantHost: tenant.host });
    const body = homePageSchema.parse(response.json());
    expect(body.listBlockArticles.map((article) => article.id)).toEqual(['first-article']);
    expect(body.sliderBlockArticlesIds).toEqual(['second-article']);
    expect(body.footerArticle).toBeNull();
  });
});

describe('GET /services/v1/whitelabels/footer', () => {
  it('gives article entries an in-app url and link entries their own', async () => {
    const tenant = await createTenant(app().database.db);
    const response = await app().inject({
      method: 'GET',
      url: buildPath(routes.footer.path),
      headers: { [whitelabelHostHeader]: tenant.host },
    });
    expect(response.statusCode).toBe(200);
    const body = footerSchema.parse(response.json());
    expect(body.footerEntries).toEqual([
      {
        footerEntrySection: 'LEGAL_NOTICE',
        article: { url: '/legal-notice', urlOpenNewTab: false, title: 'Legal notice (fr)' },
        link: null,
      },
      {
        footerEntrySection: 'ACCESSIBILITY',
        article: null,
        link: { url: 'https://example.org/a11y', urlOpenNewTab: true, title: 'Accessibility (fr)' },
      },
    ]);
  });
});

describe('a white-label without content yet', () => {
  it('answers an empty home page titled with its name, an empty footer and help centre', async () => {
    const code = `bare-${uniqueSuffix()}`;
    await app()
      .database.db.insert(whitelabels)
      .values({
        code,
        name: 'Bare road',
        hosts: [`${code}.test.example`],
        logoUrl: '/media/bare/logo.svg',
        gdprText: inAllLanguages('GDPR'),
        seoTitle: inAllLanguages('SEO'),
        seoDescription: inAllLanguages('SEO'),
        languages: ['fr'],
      });
    const tenantHost = `${code}.test.example`;
    const home = homePageSchema.parse((await getRoute(app(), 'homePage', { tenantHost })).json());
    expect(home).toMatchObject({ title: 'Bare road', actions: [], listBlockArticles: [] });
    const footer = footerSchema.parse((await getRoute(app(), 'footer', { tenantHost })).json());
    expect(footer.footerEntries).toEqual([]);
  });
});

describe('tenant resolution', () => {
  it('reads the header case-insensitively and ignores its port', async () => {
    const tenant = await createTenant(app().database.db);
    const response = await getRoute(app(), 'whitelabel', {
      tenantHost: `${tenant.host.toUpperCase()}:8443`,
    });
    expect(whitelabelSchema.parse(response.json()).code).toBe(tenant.code);
  });

  it('without the header, selects the tenant whose hosts list the Host name', async () => {
    const tenant = await createTenant(app().database.db);
    const response = await getRoute(app(), 'whitelabel', {
      headers: { host: `${tenant.host}:8080` },
    });
    expect(whitelabelSchema.parse(response.json()).code).toBe(tenant.code);
  });

  it('without the header and with an unknown Host, answers the default tenant', async () => {
    const response = await getRoute(app(), 'whitelabel', {
      headers: { host: `unknown-${uniqueSuffix()}.example` },
    });
    expect(response.statusCode).toBe(200);
    expect(whitelabelSchema.parse(response.json()).code).toBe('a79');
  });

  it('answers 404 whitelabel_not_found for an unknown x-whitelabel-host', async () => {
    const response = await app().inject({
      method: 'GET',
      url: buildPath(routes.whitelabel.path),
      headers: { [whitelabelHostHeader]: 'nobody.test.example' },
    });
    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({ message: 'whitelabel_not_found' });
  });
});
