import type { Language, RenterJourneyState } from '@portico/contract';

/** The columns of the fleet trips' export, in file order. */
export const fleetTripColumns = [
  'date',
  'plate',
  'country',
  'entry',
  'exit',
  'vehicleClass',
  'nature',
  'caseNumber',
  'state',
  'toll',
  'indemnity',
  'paid',
  'due',
  'deadline',
] as const;
export type FleetTripColumn = (typeof fleetTripColumns)[number];

type NatureWord = 'freeFlow' | 'latePayment' | 'prePayment' | 'nonPaymentDeclaration';

interface ExportTexts {
  header: Record<FleetTripColumn, string>;
  nature: Record<NatureWord, string>;
  state: Record<RenterJourneyState, string>;
}

/**
 * The words of the fleet trips' export in the renter's language (a file leaves the web app, so
 * its words are the server's, like the e-mails' texts). Amounts are in euros.
 */
export const exportTexts: Record<Language, ExportTexts> = {
  fr: {
    header: {
      date: 'Date',
      plate: 'Immatriculation',
      country: 'Pays',
      entry: 'Entrée',
      exit: 'Sortie',
      vehicleClass: 'Classe',
      nature: 'Nature',
      caseNumber: 'Numéro de dossier',
      state: 'État',
      toll: 'Péage TTC (€)',
      indemnity: 'Indemnité (€)',
      paid: 'Payé (€)',
      due: 'Reste dû (€)',
      deadline: 'Échéance',
    },
    nature: {
      freeFlow: 'Flux libre',
      latePayment: 'Avis de paiement',
      prePayment: 'Prépaiement',
      nonPaymentDeclaration: 'Constat de non-paiement',
    },
    state: {
      due: 'À payer',
      notice: 'Avis de paiement',
      paid: 'Payé',
      contested: 'Contesté',
      omp: 'Transmis (OMP)',
    },
  },
  en: {
    header: {
      date: 'Date',
      plate: 'Number plate',
      country: 'Country',
      entry: 'Entry',
      exit: 'Exit',
      vehicleClass: 'Class',
      nature: 'Type',
      caseNumber: 'Case number',
      state: 'Status',
      toll: 'Toll incl. VAT (€)',
      indemnity: 'Indemnity (€)',
      paid: 'Paid (€)',
      due: 'Amount due (€)',
      deadline: 'Deadline',
    },
    nature: {
      freeFlow: 'Free flow',
      latePayment: 'Payment notice',
      prePayment: 'Prepayment',
      nonPaymentDeclaration: 'Non-payment report',
    },
    state: {
      due: 'To pay',
      notice: 'Payment notice',
      paid: 'Paid',
      contested: 'Contested',
      omp: 'Transmitted (OMP)',
    },
  },
  de: {
    header: {
      date: 'Datum',
      plate: 'Kennzeichen',
      country: 'Land',
      entry: 'Einfahrt',
      exit: 'Ausfahrt',
      vehicleClass: 'Klasse',
      nature: 'Art',
      caseNumber: 'Aktenzeichen',
      state: 'Status',
      toll: 'Maut inkl. MwSt. (€)',
      indemnity: 'Entschädigung (€)',
      paid: 'Bezahlt (€)',
      due: 'Offener Betrag (€)',
      deadline: 'Frist',
    },
    nature: {
      freeFlow: 'Free Flow',
      latePayment: 'Zahlungsaufforderung',
      prePayment: 'Vorauszahlung',
      nonPaymentDeclaration: 'Feststellung der Nichtzahlung',
    },
    state: {
      due: 'Zu zahlen',
      notice: 'Zahlungsaufforderung',
      paid: 'Bezahlt',
      contested: 'Angefochten',
      omp: 'Übermittelt (OMP)',
    },
  },
  it: {
    header: {
      date: 'Data',
      plate: 'Targa',
      country: 'Paese',
      entry: 'Entrata',
      exit: 'Uscita',
      vehicleClass: 'Classe',
      nature: 'Tipo',
      caseNumber: 'Numero di pratica',
      state: 'Stato',
      toll: 'Pedaggio IVA incl. (€)',
      indemnity: 'Indennità (€)',
      paid: 'Pagato (€)',
      due: 'Importo dovuto (€)',
      deadline: 'Scadenza',
    },
    nature: {
      freeFlow: 'Free Flow',
      latePayment: 'Avviso di pagamento',
      prePayment: 'Pagamento anticipato',
      nonPaymentDeclaration: 'Dichiarazione di mancato pagamento',
    },
    state: {
      due: 'Da pagare',
      notice: 'Avviso di pagamento',
      paid: 'Pagato',
      contested: 'Contestato',
      omp: 'Trasmesso alla Procura',
    },
  },
  es: {
    header: {
      date: 'Fecha',
      plate: 'Matrícula',
      country: 'País',
      entry: 'Entrada',
      exit: 'Salida',
      vehicleClass: 'Clase',
      nature: 'Tipo',
      caseNumber: 'Número de expediente',
      state: 'Estado',
      toll: 'Peaje IVA incl. (€)',
      indemnity: 'Indemnización (€)',
      paid: 'Pagado (€)',
      due: 'Importe pendiente (€)',
      deadline: 'Vencimiento',
    },
    nature: {
      freeFlow: 'Flujo libre',
      latePayment: 'Aviso de pago',
      prePayment: 'Prepago',
      nonPaymentDeclaration: 'Constatación de impago',
    },
    state: {
      due: 'Por pagar',
      notice: 'Aviso de pago',
      paid: 'Pagado',
      contested: 'Impugnado',
      omp: 'Transmitido (OMP)',
    },
  },
};
