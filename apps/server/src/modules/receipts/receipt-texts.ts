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
  /** The invoice number's label. */
  invoiceNumber: string;
  /** The date of issue's label (the payment's date). */
  issuedOn: string;
  /** The label of the date(s) the trips were made (the supply of the service). */
  supplyDate: string;
  /** The operator's legal form with its share capital, e.g. "SAS au capital de 1 000 000 €". */
  legalForm: (form: string, capital: string) => string;
  /** The label of the operator's intra-EU VAT number. */
  vatNumber: string;
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
    quantity: string;
    unitHt: string;
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
    /** The VAT of one rate, the rate already formatted ("20 %"). */
    vatAt: (rate: string) => string;
    ttc: string;
    indemnities: string;
    paid: string;
  };
  /**
   * Under the totals: the invoice is paid (French B2B invoices state discount and late-payment
   * terms, Code de commerce L441-9: none apply to a settled one).
   */
  paidNote: (date: string) => string;
  /** Under the paid note, one per refund through the PSP (issue 29 item 1): when and how much. */
  refundedNote: (date: string, amount: string) => string;
  footer: string;
  page: (page: number, count: number) => string;
}

export const receiptTexts: Record<Language, ReceiptTexts> = {
  fr: {
    title: 'Reçu de paiement',
    invoiceNumber: 'Facture n°',
    issuedOn: "Date d'émission",
    supplyDate: 'Date de la prestation',
    legalForm: (form, capital) => `${form} au capital de ${capital}`,
    vatNumber: 'N° de TVA intracommunautaire',
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
      quantity: 'Qté',
      unitHt: 'P.U. HT',
      vat: 'TVA',
      ttc: 'TTC',
      indemnity: 'Indemnité',
      total: 'Total',
    },
    prepayment: 'Prépaiement',
    ongoing: 'En cours',
    totals: {
      ht: 'Total HT',
      vatAt: (rate) => `TVA ${rate}`,
      ttc: 'Total TTC',
      indemnities: 'Indemnités',
      paid: 'Total payé',
    },
    paidNote: (date) =>
      `Facture acquittée le ${date}. Pas d'escompte ; pénalités de retard et indemnité forfaitaire de recouvrement sans objet (montant réglé).`,
    refundedNote: (date, amount) => `Remboursé le ${date} : ${amount} sur la carte utilisée.`,
    footer:
      'Montants en euros, TVA comprise. Les données de trajet sont conservées 2 ans après le dernier passage.',
    page: (page, count) => `Page ${page}/${count}`,
  },
  en: {
    title: 'Payment receipt',
    invoiceNumber: 'Invoice no.',
    issuedOn: 'Date of issue',
    supplyDate: 'Date of supply',
    legalForm: (form, capital) => `${form} with a share capital of ${capital}`,
    vatNumber: 'EU VAT number',
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
      route: 'Route',
      vehicleClass: 'Class',
      quantity: 'Qty',
      unitHt: 'Unit price excl. VAT',
      vat: 'VAT',
      ttc: 'Incl. VAT',
      indemnity: 'Indemnity',
      total: 'Total',
    },
    prepayment: 'Prepayment',
    ongoing: 'Ongoing',
    totals: {
      ht: 'Total excl. VAT',
      vatAt: (rate) => `VAT ${rate}`,
      ttc: 'Total incl. VAT',
      indemnities: 'Indemnities',
      paid: 'Total paid',
    },
    paidNote: (date) =>
      `Invoice paid on ${date}. No early-payment discount; no late-payment penalty or recovery fee applies: the amount is settled.`,
    refundedNote: (date, amount) => `Refunded on ${date}: ${amount} to the card used.`,
    footer: 'Amounts in euros, VAT included. Trip data is kept for 2 years after the last passage.',
    page: (page, count) => `Page ${page}/${count}`,
  },
  de: {
    title: 'Zahlungsbeleg',
    invoiceNumber: 'Rechnungsnr.',
    issuedOn: 'Ausstellungsdatum',
    supplyDate: 'Leistungsdatum',
    legalForm: (form, capital) => `${form} mit einem Kapital von ${capital}`,
    vatNumber: 'USt-IdNr.',
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
      quantity: 'Anz.',
      unitHt: 'Einzelpreis netto',
      vat: 'MwSt.',
      ttc: 'Brutto',
      indemnity: 'Entschädigung',
      total: 'Gesamt',
    },
    prepayment: 'Vorauszahlung',
    ongoing: 'Laufend',
    totals: {
      ht: 'Summe netto',
      vatAt: (rate) => `MwSt. ${rate}`,
      ttc: 'Summe brutto',
      indemnities: 'Entschädigungen',
      paid: 'Gezahlter Betrag',
    },
    paidNote: (date) =>
      `Rechnung bezahlt am ${date}. Kein Skonto; Verzugszinsen und Mahnpauschale entfallen: der Betrag ist beglichen.`,
    refundedNote: (date, amount) => `Erstattet am ${date}: ${amount} auf die verwendete Karte.`,
    footer:
      'Beträge in Euro inkl. MwSt. Fahrtdaten werden 2 Jahre nach der letzten Durchfahrt aufbewahrt.',
    page: (page, count) => `Seite ${page}/${count}`,
  },
  it: {
    title: 'Ricevuta di pagamento',
    invoiceNumber: 'Fattura n.',
    issuedOn: 'Data di emissione',
    supplyDate: "Data dell'operazione",
    legalForm: (form, capital) => `${form} con capitale sociale di ${capital}`,
    vatNumber: 'N. IVA intracomunitario',
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
      route: 'Tratta',
      vehicleClass: 'Classe',
      quantity: 'Qtà',
      unitHt: 'Prezzo unitario imponibile',
      vat: 'IVA',
      ttc: 'IVA incl.',
      indemnity: 'Indennità',
      total: 'Totale',
    },
    prepayment: 'Pagamento anticipato',
    ongoing: 'In corso',
    totals: {
      ht: 'Totale imponibile',
      vatAt: (rate) => `IVA ${rate}`,
      ttc: 'Totale IVA inclusa',
      indemnities: 'Indennità',
      paid: 'Totale pagato',
    },
    paidNote: (date) =>
      `Fattura quietanzata il ${date}. Nessuno sconto; non si applicano interessi di mora né indennità di recupero: l'importo è saldato.`,
    refundedNote: (date, amount) => `Rimborsato il ${date}: ${amount} sulla carta utilizzata.`,
    footer:
      "Importi in euro, IVA inclusa. I dati dei viaggi sono conservati per 2 anni dopo l'ultimo transito.",
    page: (page, count) => `Pagina ${page}/${count}`,
  },
  es: {
    title: 'Recibo de pago',
    invoiceNumber: 'Factura n.º',
    issuedOn: 'Fecha de emisión',
    supplyDate: 'Fecha de la operación',
    legalForm: (form, capital) => `${form} con un capital social de ${capital}`,
    vatNumber: 'NIF-IVA intracomunitario',
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
      quantity: 'Cant.',
      unitHt: 'Precio unitario sin IVA',
      vat: 'IVA',
      ttc: 'IVA incl.',
      indemnity: 'Indemnización',
      total: 'Total',
    },
    prepayment: 'Prepago',
    ongoing: 'En curso',
    totals: {
      ht: 'Total sin IVA',
      vatAt: (rate) => `IVA ${rate}`,
      ttc: 'Total con IVA',
      indemnities: 'Indemnizaciones',
      paid: 'Total pagado',
    },
    paidNote: (date) =>
      `Factura pagada el ${date}. Sin descuento por pronto pago; no se aplican intereses de demora ni indemnización por costes de cobro: el importe está liquidado.`,
    refundedNote: (date, amount) => `Reembolsado el ${date}: ${amount} en la tarjeta utilizada.`,
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
