import { type Language, privateCardTypes, type PrivateCardType } from '@portico/contract';
import type { PaymentSettings } from '../../modules/payments/settings.ts';
import type { Localized } from './demo-types.ts';
import { demoPaymentSettings } from './seed-payment-settings.ts';

/**
 * The fleet cards the payment page takes, as the help texts name them (issue 26 item 17): read
 * from the payment settings the page follows, so that turning a card off in them changes the
 * articles too, and no article promises a card the page refuses.
 */
export function acceptedFleetCards(settings: PaymentSettings): PrivateCardType[] {
  return privateCardTypes.filter((type) => settings.methods[type]?.enabled !== false);
}

/** "TOTAL, DKV et SHELL": the accepted cards as a list in each language. */
export function fleetCardList(settings: PaymentSettings): Localized {
  const cards = acceptedFleetCards(settings);
  const list = (language: Language) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(cards);
  return { fr: list('fr'), en: list('en'), de: list('de'), it: list('it'), es: list('es') };
}

/** The demo's list, which its articles quote. */
export const demoFleetCards: Localized = fleetCardList(demoPaymentSettings);
