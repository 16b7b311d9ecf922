import type { DemoHelpNode } from '../demo-types.ts';
import { paymentDateField, plateField, t, withFiles } from './assistant-fields.ts';

/** The assistant's branches about a payment and a receipt (see assistant.ts). */
export const paymentNodes: readonly DemoHelpNode[] = [
  // A payment ------------------------------------------------------------------------------
  {
    id: 'payment-question',
    parentId: 'assistant',
    kind: 'QUESTION',
    categoryId: 'payment-deadlines',
    label: t(
      'Une question sur un paiement',
      'A question about a payment',
      'Eine Frage zu einer Zahlung',
      'Una domanda su un pagamento',
      'Una pregunta sobre un pago',
    ),
  },
  {
    id: 'payment-paid-twice',
    parentId: 'payment-question',
    kind: 'ARTICLE',
    articleId: 'help-paid-twice-refund',
    label: t(
      'J’ai payé deux fois',
      'I paid twice',
      'Ich habe zweimal bezahlt',
      'Ho pagato due volte',
      'He pagado dos veces',
    ),
  },
  {
    id: 'payment-methods',
    parentId: 'payment-question',
    kind: 'ARTICLE',
    articleId: 'help-payment-methods',
    label: t(
      'Ma carte est refusée',
      'My card is refused',
      'Meine Karte wird abgelehnt',
      'La mia carta è rifiutata',
      'Mi tarjeta es rechazada',
    ),
  },
  {
    id: 'payment-form',
    parentId: 'payment-question',
    kind: 'ACTION',
    label: t(
      'Écrire au service client',
      'Write to customer service',
      'Dem Kundendienst schreiben',
      'Scrivi al servizio clienti',
      'Escribir a atención al cliente',
    ),
    form: {
      title: t(
        'Question sur un paiement',
        'Question about a payment',
        'Frage zu einer Zahlung',
        'Domanda su un pagamento',
        'Pregunta sobre un pago',
      ),
      fields: [
        plateField,
        paymentDateField(false),
        {
          name: 'amount',
          label: t(
            'Montant payé',
            'Amount paid',
            'Gezahlter Betrag',
            'Importo pagato',
            'Importe pagado',
          ),
          type: 'text',
          required: false,
          maxLength: 20,
        },
      ],
      attachments: withFiles,
    },
  },
  // A receipt ------------------------------------------------------------------------------
  {
    id: 'receipt-question',
    parentId: 'assistant',
    kind: 'QUESTION',
    label: t(
      'Un problème avec mon justificatif',
      'A problem with my receipt',
      'Ein Problem mit meinem Beleg',
      'Un problema con la ricevuta',
      'Un problema con mi justificante',
    ),
  },
  {
    id: 'receipt-missing',
    parentId: 'receipt-question',
    kind: 'ARTICLE',
    articleId: 'help-receipt',
    label: t(
      'Je ne l’ai pas reçu',
      'I did not receive it',
      'Ich habe ihn nicht erhalten',
      'Non l’ho ricevuta',
      'No lo he recibido',
    ),
  },
  {
    id: 'receipt-form',
    parentId: 'receipt-question',
    kind: 'ACTION',
    label: t(
      'Il est erroné : écrire au service client',
      'It is wrong: write to customer service',
      'Er ist falsch: dem Kundendienst schreiben',
      'È sbagliata: scrivi al servizio clienti',
      'Es erróneo: escribir a atención al cliente',
    ),
    form: {
      title: t(
        'Problème de justificatif',
        'Receipt problem',
        'Problem mit dem Beleg',
        'Problema con la ricevuta',
        'Problema con el justificante',
      ),
      fields: [
        plateField,
        paymentDateField(true),
        {
          name: 'problem',
          label: t('Le problème', 'The problem', 'Das Problem', 'Il problema', 'El problema'),
          type: 'select',
          required: true,
          maxLength: 40,
          options: [
            {
              value: 'company-details',
              label: t(
                'Raison sociale ou adresse à ajouter',
                'Company name or address to add',
                'Firmenname oder Adresse ergänzen',
                'Ragione sociale o indirizzo da aggiungere',
                'Razón social o dirección que añadir',
              ),
            },
            {
              value: 'wrong-amount',
              label: t(
                'Montant erroné',
                'Wrong amount',
                'Falscher Betrag',
                'Importo errato',
                'Importe erróneo',
              ),
            },
            { value: 'other', label: t('Autre', 'Other', 'Sonstiges', 'Altro', 'Otro') },
          ],
        },
      ],
      attachments: withFiles,
    },
  },
];
