import type { EntryPoint } from './home-actions.ts';
import type { Language } from './languages.ts';

/**
 * The home tiles' standard words in the five languages, as the portal's locale files hold them
 * (apps/web/src/locales/*.json, `home.tiles`; the Italian is spec 001's copy). The portal shows
 * its locale files; this copy is for the console, which shows these words beside each empty
 * field and in its preview, and may not import the portal. A web test
 * (apps/web/src/locales/standard-tile-texts.test.ts) fails when the two differ.
 */
export interface StandardTileWords {
  title: string;
  subtitle: string;
  /** Pay's subtitle where the home has free flow ("within 72 hours"). */
  subtitleFreeflow?: string;
}

export const standardTileWords: Record<Language, Record<EntryPoint, StandardTileWords>> = {
  fr: {
    pay: {
      title: 'Payer',
      subtitle: 'Réglez vos trajets, avis de paiement et constats de non-paiement',
      subtitleFreeflow: 'Payez vos trajets Free Flow sous 72 heures',
    },
    contest: { title: 'Contester', subtitle: 'Contestez un avis de paiement ou un trajet' },
    prepay: { title: "Payer à l'avance", subtitle: 'Réglez vos trajets avant de prendre la route' },
    subscribe: {
      title: 'Alerte Info Passage',
      subtitle: 'Recevez un e-mail à chaque passage sous un portique Free Flow',
    },
  },
  en: {
    pay: {
      title: 'Pay',
      subtitle: 'Pay your trips, payment notices and non-payment reports',
      subtitleFreeflow: 'Pay for your Free Flow trips within 72 hours',
    },
    contest: { title: 'Contest', subtitle: 'Contest a payment notice or a trip' },
    prepay: { title: 'Pay in advance', subtitle: 'Pay for your trips before you set off' },
    subscribe: {
      title: 'Info Passage alert',
      subtitle: 'Get an e-mail each time you pass under a Free Flow gantry',
    },
  },
  de: {
    pay: {
      title: 'Bezahlen',
      subtitle:
        'Bezahlen Sie Ihre Fahrten, Zahlungsaufforderungen und Feststellungen der Nichtzahlung',
      subtitleFreeflow: 'Bezahlen Sie Ihre Free-Flow-Fahrten innerhalb von 72 Stunden',
    },
    contest: {
      title: 'Anfechten',
      subtitle: 'Fechten Sie eine Zahlungsaufforderung oder eine Fahrt an',
    },
    prepay: { title: 'Im Voraus bezahlen', subtitle: 'Bezahlen Sie Ihre Fahrten vor der Abfahrt' },
    subscribe: {
      title: 'Info-Passage-Benachrichtigung',
      subtitle: 'Erhalten Sie bei jeder Durchfahrt unter einem Free-Flow-Portal eine E-Mail',
    },
  },
  it: {
    pay: {
      title: 'Paga',
      subtitle: 'Paga i tuoi viaggi, avvisi di pagamento e dichiarazioni di mancato pagamento',
      subtitleFreeflow: 'Paga i tuoi viaggi Free Flow entro 72 ore',
    },
    contest: { title: 'Contesta', subtitle: 'Contesta un avviso di pagamento o un viaggio' },
    prepay: { title: 'Paga in anticipo', subtitle: 'Paga i tuoi viaggi prima di partire' },
    subscribe: {
      title: 'Notifica Info transito (Info Passage)',
      subtitle: "Ricevi un'e-mail a ogni transito sotto un portale Free Flow",
    },
  },
  es: {
    pay: {
      title: 'Pagar',
      subtitle: 'Pague sus trayectos, avisos de pago y constataciones de impago',
      subtitleFreeflow: 'Pague sus trayectos Free Flow en un plazo de 72 horas',
    },
    contest: { title: 'Impugnar', subtitle: 'Impugne un aviso de pago o un trayecto' },
    prepay: { title: 'Pagar por adelantado', subtitle: 'Pague sus trayectos antes de salir' },
    subscribe: {
      title: 'Aviso Info Passage',
      subtitle: 'Reciba un correo electrónico cada vez que pase bajo un pórtico Free Flow',
    },
  },
};
