import type { DemoFaqEntry, Localized } from '../demo-types.ts';

/**
 * The demo's help categories and what each lists, in order (ids of articles.ts of the demo and of
 * ./articles-*.ts), plus two links: the operator's site (http, new tab) and the alert page (an
 * in-app route, same tab).
 */
const articles = (categoryId: string, ids: string[]): DemoFaqEntry[] =>
  ids.map((articleId) => ({ categoryId, kind: 'ARTICLE', articleId }));

const operatorSiteTitle: Localized = {
  fr: 'Le site d’ALIAE, concessionnaire de l’A79',
  en: 'The website of ALIAE, the A79 concession holder',
  de: 'Die Website von ALIAE, Konzessionär der A79',
  it: 'Il sito di ALIAE, concessionaria dell’A79',
  es: 'El sitio web de ALIAE, concesionaria de la A79',
};

const alertPageTitle: Localized = {
  fr: 'S’inscrire aux alertes Info Passage',
  en: 'Sign up for Info Passage alerts',
  de: 'Info-Passage-Benachrichtigungen abonnieren',
  it: 'Iscriviti alle notifiche Info Passage',
  es: 'Suscribirse a las alertas Info Passage',
};

export const demoFaqEntries: readonly DemoFaqEntry[] = [
  ...articles('how-free-flow-works', [
    'free-flow-how-it-works',
    'help-no-toll-tag-needed',
    'help-vehicle-classes',
    'a79-in-figures',
  ]),
  {
    categoryId: 'how-free-flow-works',
    kind: 'URL',
    id: 'link-operator-site',
    title: operatorSiteTitle,
    url: 'https://www.aliae.com/',
    urlOpenNewTab: true,
  },
  ...articles('payment-deadlines', [
    'pay-within-72-hours',
    'help-missed-72-hours',
    'help-payment-methods',
    'help-receipt',
    'help-paid-twice-refund',
    'beware-of-scam-sms',
  ]),
  ...articles('payment-notices', [
    'payment-notice-received',
    'help-notice-indemnities',
    'help-first-notice',
    'help-omp-prosecutor',
  ]),
  ...articles('prepayment', ['prepay-your-trips', 'help-prepayment-validity']),
  ...articles('account-and-vehicles', [
    'customer-account',
    'help-add-vehicle',
    'help-foreign-vehicles',
    'help-contact-us',
  ]),
  ...articles('contesting-a-notice', [
    'help-how-to-contest',
    'help-stolen-or-cloned-plate',
    'help-sold-vehicle',
  ]),
  ...articles('rental-companies', ['rental-vehicles', 'help-rental-driver']),
  ...articles('passage-alerts', ['info-passage-alerts']),
  {
    categoryId: 'passage-alerts',
    kind: 'URL',
    id: 'link-alert-page',
    title: alertPageTitle,
    url: '/alert',
    urlOpenNewTab: false,
  },
];
