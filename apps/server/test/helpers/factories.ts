import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/database.ts';
import type {
  DemoArticle,
  DemoFaq,
  DemoFooterEntry,
  DemoHomePage,
  DemoWhitelabel,
  Localized,
} from '../../src/db/seed/demo-types.ts';
import { seedWhitelabelContent } from '../../src/db/seed/seed-content.ts';

/**
 * Test data: each test makes its own tenant (random code and host) instead of relying on rows
 * another test inserted or emptying tables. Texts say which language they are in, so a test can
 * tell which one it got.
 */
export const inAllLanguages = (text: string): Localized => ({
  fr: `${text} (fr)`,
  en: `${text} (en)`,
  de: `${text} (de)`,
  it: `${text} (it)`,
  es: `${text} (es)`,
});

export function uniqueSuffix(): string {
  return randomBytes(6).toString('hex');
}

export function articleSeed(id: string, overrides: Partial<DemoArticle> = {}): DemoArticle {
  return {
    id,
    title: inAllLanguages(`Title of ${id}`),
    content: inAllLanguages(`Content of ${id}`),
    url: null,
    urlOpenNewTab: false,
    picture: null,
    icon: null,
    catchphrase: null,
    buttonText: null,
    darkMode: false,
    ...overrides,
  };
}

export interface TenantFixture {
  id: number;
  code: string;
  host: string;
  whitelabel: DemoWhitelabel;
  articles: DemoArticle[];
  homePage: DemoHomePage;
  footerEntries: DemoFooterEntry[];
  faq: DemoFaq;
}

export interface TenantOverrides {
  whitelabel?: Partial<DemoWhitelabel>;
  articles?: DemoArticle[];
  homePage?: Partial<DemoHomePage>;
  footerEntries?: DemoFooterEntry[];
  faq?: Partial<DemoFaq>;
}

/** A complete tenant with a home page, three articles, two footer entries and two FAQ tiles. */
export async function createTenant(
  db: Database,
  overrides: TenantOverrides = {},
): Promise<TenantFixture> {
  const suffix = uniqueSuffix();
  const code = `t-${suffix}`;
  const host = `portal-${suffix}.test.example`;
  const whitelabel: DemoWhitelabel = {
    code,
    name: `Tenant ${suffix}`,
    hosts: [host],
    logoUrl: `/media/${code}/logo.svg`,
    gdprText: inAllLanguages('GDPR'),
    seoTitle: inAllLanguages('SEO title'),
    seoDescription: inAllLanguages('SEO description'),
    freeFlowEnabled: true,
    languages: ['fr', 'en', 'de', 'it', 'es'],
    ...overrides.whitelabel,
  };
  const articles = overrides.articles ?? [
    articleSeed('first-article', { catchphrase: inAllLanguages('Catchphrase'), icon: 'road' }),
    articleSeed('second-article', { url: 'https://example.org/info', urlOpenNewTab: true }),
    articleSeed('legal-notice'),
  ];
  const homePage: DemoHomePage = {
    title: inAllLanguages('Welcome'),
    subtitle: inAllLanguages('Subtitle'),
    picture: `/media/${code}/banner.svg`,
    url: null,
    urlOpenNewTab: false,
    actions: ['freeflow', 'prepayment'],
    listBlockTitle: inAllLanguages('News'),
    listBlockArticleIds: ['second-article', 'first-article'],
    sliderBlockArticleIds: ['first-article'],
    footerArticleId: 'legal-notice',
    ...overrides.homePage,
  };
  const footerEntries = overrides.footerEntries ?? [
    {
      section: 'LEGAL_NOTICE',
      target: { kind: 'article', articleId: 'legal-notice' },
      urlOpenNewTab: false,
      title: inAllLanguages('Legal notice'),
    },
    {
      section: 'ACCESSIBILITY',
      target: { kind: 'link', url: 'https://example.org/a11y' },
      urlOpenNewTab: true,
      title: inAllLanguages('Accessibility'),
    },
  ];
  const faq: DemoFaq = {
    title: inAllLanguages('Help centre'),
    subtitle: null,
    picture: null,
    categories: [
      { id: 'payment', title: inAllLanguages('Payment'), icon: 'payment' },
      { id: 'account', title: inAllLanguages('Account'), icon: 'account' },
    ],
    ...overrides.faq,
  };
  const id = await seedWhitelabelContent(db, {
    whitelabel,
    articles,
    homePage,
    footerEntries,
    faq,
  });
  return {
    id,
    code,
    host: whitelabel.hosts[0] ?? host,
    whitelabel,
    articles,
    homePage,
    footerEntries,
    faq,
  };
}
