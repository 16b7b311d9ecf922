import type {
  Article,
  AuthenticationPage,
  Faq,
  Footer,
  HomePage,
  Whitelabel,
} from '@portico/contract';

export function aWhitelabel(overrides: Partial<Whitelabel> = {}): Whitelabel {
  return {
    code: 'a79',
    name: 'ALIAE',
    logoUrl: '/media/a79/logo.svg',
    gdprText: 'GDPR',
    seo: { title: 'A79 Free Flow', description: 'Pagamento del pedaggio della A79' },
    freeFlowEnabled: true,
    languages: ['fr', 'en', 'de', 'it', 'es'],
    tagManager: null,
    ...overrides,
  };
}

export function anArticle(id: string, overrides: Partial<Article> = {}): Article {
  return {
    id,
    title: `Articolo ${id}`,
    content: `Primo paragrafo di ${id}.\n\nSecondo paragrafo di ${id}.`,
    url: null,
    urlOpenNewTab: false,
    picture: `/media/a79/${id}.svg`,
    icon: 'info',
    catchphrase: null,
    buttonText: null,
    darkMode: false,
    ...overrides,
  };
}

export function aHomePage(overrides: Partial<HomePage> = {}): HomePage {
  return {
    title: 'Benvenuti sulla A79',
    subtitle: 'Il pedaggio senza barriere',
    picture: '/media/a79/banner.svg',
    url: '/free-flow',
    urlOpenNewTab: false,
    actions: ['subscription', 'freeflow', 'prepayment', 'payment-notice'],
    listBlockTitle: 'Da sapere',
    listBlockArticles: [anArticle('free-flow'), anArticle('tariffe'), anArticle('noleggio')],
    sliderBlockArticlesIds: ['app-mobile'],
    footerArticle: anArticle('sicurezza', { title: 'Mai link di pagamento via SMS' }),
    tileTexts: {},
    ...overrides,
  };
}

export function aFooter(): Footer {
  return {
    footerEntries: [
      {
        footerEntrySection: 'LEGAL_NOTICE',
        article: { url: '/note-legali', urlOpenNewTab: false, title: 'Note legali' },
        link: null,
      },
      {
        footerEntrySection: 'ACCESSIBILITY',
        article: null,
        link: {
          url: 'https://example.org/accessibilita',
          urlOpenNewTab: true,
          title: 'Accessibilità',
        },
      },
    ],
  };
}

export function aFaq(): Faq {
  return {
    title: 'Centro assistenza',
    subtitle: 'Le risposte alle tue domande',
    picture: null,
    categories: [
      { id: 'pagamento', title: 'Pagamento', icon: 'payment' },
      { id: 'contestazione', title: 'Contestazione', icon: 'contest' },
    ],
  };
}

export function anAuthenticationPage(
  overrides: Partial<AuthenticationPage> = {},
): AuthenticationPage {
  return {
    title: 'Area clienti A79',
    text: 'I viaggi di tutti i tuoi veicoli.\n\nLe ricevute e le e-mail di transito.',
    picture: '/media/a79/account.svg',
    pictureAlt: 'Un account cliente con i suoi veicoli',
    ...overrides,
  };
}
