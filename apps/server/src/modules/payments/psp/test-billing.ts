import type { AxeptaBilling } from './axepta/billing-json.ts';
import type { PayboxBilling } from './paybox/billing-xml.ts';

/** A buyer for the PSP tests: accents, an apostrophe, a French mobile (3-D Secure 2 data). */
export const TEST_PAYBOX_BILLING: PayboxBilling = {
  firstName: 'Zoé',
  lastName: "Ménard-L'Hôte",
  address1: "12 rue de l'Église",
  zipCode: '03000',
  city: 'Moulins-sur-Allier',
  countryCode: '250',
  mobileDialCode: '33',
  mobilePhone: '0612345678',
};

export const TEST_AXEPTA_BILLING: AxeptaBilling = {
  firstName: 'Zoé',
  lastName: "Ménard-L'Hôte",
  email: 'zoe.menard@example.fr',
  street: "12 rue de l'Église",
  postalCode: '03000',
  city: 'Moulins-sur-Allier',
  countryA3: 'FRA',
  mobileDialCode: '33',
  mobilePhone: '0612345678',
};
