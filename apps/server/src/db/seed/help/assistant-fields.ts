import type { DemoSmartformField, Localized } from '../demo-types.ts';

/** A text in the five languages, in the order fr, en, de, it, es. */
export const t = (fr: string, en: string, de: string, it: string, es: string): Localized => ({
  fr,
  en,
  de,
  it,
  es,
});

export const plateField: DemoSmartformField = {
  name: 'plate',
  label: t('Plaque d’immatriculation', 'Number plate', 'Kennzeichen', 'Targa', 'Matrícula'),
  type: 'plate',
  required: true,
  maxLength: 20,
};

export const paymentDateField = (required: boolean): DemoSmartformField => ({
  name: 'payment-date',
  label: t(
    'Date du paiement',
    'Payment date',
    'Zahlungsdatum',
    'Data del pagamento',
    'Fecha del pago',
  ),
  type: 'date',
  required,
  maxLength: 10,
});

export const withFiles = { allowed: true, mandatory: false };
