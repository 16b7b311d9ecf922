import type { Language, PaymentProvider, PrivateCardType } from '@portico/contract';

// The receipt e-mail's words live beside these; the mail module imports them from here.
export {
  receiptEmailTexts,
  type ReceiptEmail,
  type ReceiptEmailVars,
} from './receipt-email-texts.ts';

/** Every word of the receipt PDF; a language missing one fails typecheck. */
export interface ReceiptTexts {
  title: string;
  reference: string;
  paidAt: string;
  /** Said after the payment time, which is shown in Europe/Paris. */
  parisTime: string;
  vehicle: string;
  method: string;
  bankCard: string;
  /** "via Paybox": the bank card's payment provider. */
  via: (provider: string) => string;
  fleetCard: (card: string) => string;
  payer: string;
  columns: {
    date: string;
    caseNumber: string;
    route: string;
    vehicleClass: string;
    ht: string;
    vat: string;
    ttc: string;
    indemnity: string;
    total: string;
  };
  /** Stands in the date column of a prepaid trip. */
  prepayment: string;
  /** Stands in place of the exit of a trip not yet ended. */
  ongoing: string;
  totals: {
    ht: string;
    vat: string;
    ttc: string;
    indemnities: string;
    paid: string;
  };
  footer: string;
  page: (page: number, count: number) => string;
}

export const receiptTexts: Record<Language, ReceiptTexts> = {
  fr: {
    title: 'Reçu de paiement',
    reference: 'Référence du paiement',
    paidAt: 'Date du paiement',
    parisTime: 'heure de Paris',
    vehicle: 'Véhicule',
    method: 'Moyen de paiement',
    bankCard: 'Carte bancaire',
    via: (provider) => `via ${provider}`,
    fleetCard: (card) => `Carte carburant ${card}`,
    payer: 'Payeur',
    columns: {
      date: 'Date',
      caseNumber: 'N° de dossier',
      route: 'Trajet',
      vehicleClass: 'Classe',
      ht: 'HT',
      vat: 'TVA',
      ttc: 'TTC',
      indemnity: 'Indemnité',
      total: 'Total',
    },
    prepayment: 'Prépaiement',
    ongoing: 'En cours',
    totals: {
      ht: 'Total HT',
      vat: 'TVA',
      ttc: 'Total TTC',
      indemnities: 'Indemnités',
      paid: 'Total payé',
    },
    footer:
      'Montants en euros, TVA comprise. Les données de trajet sont conservées 2 ans après le dernier passage.',
    page: (page, count) => `Page ${page}/${count}`,
  },
  en: {
    title: 'Payment receipt',
    reference: 'Payment reference',
    paidAt: 'Payment date',
    parisTime: 'Paris time',
    vehicle: 'Vehicle',
    method: 'Payment method',
    bankCard: 'Bank card',
    via: (provider) => `via ${provider}`,
    fleetCard: (card) => `${card} fuel card`,
    payer: 'Payer',
    columns: {
      date: 'Date',
      caseNumber: 'Case no.',
      route: 'Journey',
      vehicleClass: 'Class',
      ht: 'Excl. VAT',
      vat: 'VAT',
      ttc: 'Incl. VAT',
      indemnity: 'Indemnity',
      total: 'Total',
    },
    prepayment: 'Prepayment',
    ongoing: 'Ongoing',
    totals: {
      ht: 'Total excl. VAT',
      vat: 'VAT',
      ttc: 'Total incl. VAT',
      indemnities: 'Indemnities',
      paid: 'Total paid',
    },
    footer: 'Amounts in euros, VAT included. Trip data is kept for 2 years after the last passage.',
    page: (page, count) => `Page ${page}/${count}`,
  },
  de: {
    title: 'Zahlungsbeleg',
    reference: 'Zahlungsreferenz',
    paidAt: 'Zahlungsdatum',
    parisTime: 'Pariser Zeit',
    vehicle: 'Fahrzeug',
    method: 'Zahlungsart',
    bankCard: 'Bankkarte',
    via: (provider) => `über ${provider}`,
    fleetCard: (card) => `Tankkarte ${card}`,
    payer: 'Zahler',
    columns: {
      date: 'Datum',
      caseNumber: 'Vorgangsnr.',
      route: 'Strecke',
      vehicleClass: 'Klasse',
      ht: 'Netto',
      vat: 'MwSt.',
      ttc: 'Brutto',
      indemnity: 'Entschädigung',
      total: 'Gesamt',
    },
    prepayment: 'Vorauszahlung',
    ongoing: 'Laufend',
    totals: {
      ht: 'Summe netto',
      vat: 'MwSt.',
      ttc: 'Summe brutto',
      indemnities: 'Entschädigungen',
      paid: 'Gezahlter Betrag',
    },
    footer:
      'Beträge in Euro inkl. MwSt. Fahrtdaten werden 2 Jahre nach der letzten Durchfahrt aufbewahrt.',
    page: (page, count) => `Seite ${page}/${count}`,
  },
  it: {
    title: 'Ricevuta di pagamento',
    reference: 'Riferimento del pagamento',
    paidAt: 'Data del pagamento',
    parisTime: 'ora di Parigi',
    vehicle: 'Veicolo',
    method: 'Metodo di pagamento',
    bankCard: 'Carta bancaria',
    via: (provider) => `tramite ${provider}`,
    fleetCard: (card) => `Carta carburante ${card}`,
    payer: 'Pagante',
    columns: {
      date: 'Data',
      caseNumber: 'N. pratica',
      route: 'Tragitto',
      vehicleClass: 'Classe',
      ht: 'Imponibile',
      vat: 'IVA',
      ttc: 'IVA incl.',
      indemnity: 'Indennità',
      total: 'Totale',
    },
    prepayment: 'Prepagamento',
    ongoing: 'In corso',
    totals: {
      ht: 'Totale imponibile',
      vat: 'IVA',
      ttc: 'Totale IVA inclusa',
      indemnities: 'Indennità',
      paid: 'Totale pagato',
    },
    footer:
      "Importi in euro, IVA inclusa. I dati dei tragitti sono conservati per 2 anni dopo l'ultimo passaggio.",
    page: (page, count) => `Pagina ${page}/${count}`,
  },
  es: {
    title: 'Recibo de pago',
    reference: 'Referencia del pago',
    paidAt: 'Fecha del pago',
    parisTime: 'hora de París',
    vehicle: 'Vehículo',
    method: 'Método de pago',
    bankCard: 'Tarjeta bancaria',
    via: (provider) => `mediante ${provider}`,
    fleetCard: (card) => `Tarjeta de combustible ${card}`,
    payer: 'Pagador',
    columns: {
      date: 'Fecha',
      caseNumber: 'N.º de expediente',
      route: 'Trayecto',
      vehicleClass: 'Clase',
      ht: 'Sin IVA',
      vat: 'IVA',
      ttc: 'IVA incl.',
      indemnity: 'Indemnización',
      total: 'Total',
    },
    prepayment: 'Prepago',
    ongoing: 'En curso',
    totals: {
      ht: 'Total sin IVA',
      vat: 'IVA',
      ttc: 'Total con IVA',
      indemnities: 'Indemnizaciones',
      paid: 'Total pagado',
    },
    footer:
      'Importes en euros, IVA incluido. Los datos de los trayectos se conservan 2 años después del último paso.',
    page: (page, count) => `Página ${page}/${count}`,
  },
};

/** Brand names, the same in every language. */
export const providerNames: Record<PaymentProvider, string> = {
  PAYBOX: 'Paybox',
  AXEPTA: 'Axepta',
};

export const fleetCardNames: Record<PrivateCardType, string> = {
  TOTAL: 'TotalEnergies',
  DKV: 'DKV',
  SHELL: 'Shell',
  ESSO: 'Esso',
};
