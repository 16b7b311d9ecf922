import type { DemoHelpNode } from '../demo-types.ts';
import { plateField, t, withFiles } from './assistant-fields.ts';
import { paymentNodes } from './assistant-payments.ts';

/**
 * The demo's guided assistant (contact/chatbot): questions lead to texts and articles that answer
 * most requests, and to three contact forms (a payment, a receipt, anything else). The ROOT's
 * children are the contact form's entries (GET /whitelabels/contact).
 */
export const demoHelpNodes: readonly DemoHelpNode[] = [
  {
    id: 'assistant',
    parentId: null,
    kind: 'ROOT',
    label: t(
      'Comment pouvons-nous vous aider ?',
      'How can we help you?',
      'Wie können wir Ihnen helfen?',
      'Come possiamo aiutarti?',
      '¿Cómo podemos ayudarle?',
    ),
  },
  ...paymentNodes,
  // A notice -------------------------------------------------------------------------------
  {
    id: 'notice-question',
    parentId: 'assistant',
    kind: 'QUESTION',
    categoryId: 'payment-notices',
    label: t(
      'J’ai reçu un avis de paiement',
      'I received a payment notice',
      'Ich habe eine Zahlungsaufforderung erhalten',
      'Ho ricevuto un avviso di pagamento',
      'He recibido un aviso de pago',
    ),
  },
  {
    id: 'notice-amount',
    parentId: 'notice-question',
    kind: 'TEXT',
    label: t(
      'Pourquoi ce montant ?',
      'Why this amount?',
      'Warum dieser Betrag?',
      'Perché questo importo?',
      '¿Por qué este importe?',
    ),
    text: t(
      'L’avis comprend le péage et une indemnité forfaitaire : 10 € si vous le payez dans les 15 jours, 90 € au-delà. Pour un premier trajet impayé, seul le péage est dû.',
      'The notice includes the toll and a flat-rate indemnity: €10 if you pay within 15 days, €90 after that. For a first unpaid trip, only the toll is due.',
      'Die Zahlungsaufforderung umfasst die Maut und eine Pauschalentschädigung: 10 € bei Zahlung binnen 15 Tagen, danach 90 €. Bei der ersten unbezahlten Fahrt ist nur die Maut fällig.',
      'L’avviso comprende il pedaggio e un’indennità forfettaria: 10 € se paghi entro 15 giorni, 90 € dopo. Per un primo viaggio non pagato è dovuto solo il pedaggio.',
      'El aviso incluye el peaje y una indemnización fija: 10 € si paga en 15 días, 90 € después. Para un primer trayecto impagado solo se debe el peaje.',
    ),
  },
  {
    id: 'notice-contest',
    parentId: 'notice-question',
    kind: 'ARTICLE',
    articleId: 'help-how-to-contest',
    label: t(
      'Je conteste ce passage',
      'I dispute this passage',
      'Ich bestreite diese Durchfahrt',
      'Contesto questo transito',
      'Impugno este paso',
    ),
  },
  {
    id: 'notice-form',
    parentId: 'notice-question',
    kind: 'ACTION',
    label: t(
      'Une autre question sur mon avis',
      'Another question about my notice',
      'Eine andere Frage zu meiner Zahlungsaufforderung',
      'Un’altra domanda sul mio avviso',
      'Otra pregunta sobre mi aviso',
    ),
    form: {
      title: t(
        'Question sur un avis de paiement',
        'Question about a payment notice',
        'Frage zu einer Zahlungsaufforderung',
        'Domanda su un avviso di pagamento',
        'Pregunta sobre un aviso de pago',
      ),
      fields: [
        {
          name: 'notice-number',
          label: t(
            'Numéro de l’avis',
            'Notice number',
            'Nummer der Zahlungsaufforderung',
            'Numero dell’avviso',
            'Número del aviso',
          ),
          type: 'text',
          required: true,
          maxLength: 30,
        },
        plateField,
      ],
      attachments: withFiles,
    },
  },
  // A suspicious message -------------------------------------------------------------------
  {
    id: 'scam-text',
    parentId: 'assistant',
    kind: 'TEXT',
    label: t(
      'J’ai reçu un SMS suspect',
      'I received a suspicious text message',
      'Ich habe eine verdächtige SMS erhalten',
      'Ho ricevuto un SMS sospetto',
      'He recibido un SMS sospechoso',
    ),
    text: t(
      'Nous n’envoyons jamais de lien de paiement par SMS. Ne cliquez pas, ne payez pas : signalez le message au 33700 puis supprimez-le. Payez uniquement sur ce portail.',
      'We never send payment links by text message. Do not click, do not pay: report the message to 33700, then delete it. Pay on this portal only.',
      'Wir versenden niemals Zahlungslinks per SMS. Nicht klicken, nicht zahlen: Melden Sie die Nachricht an 33700 und löschen Sie sie. Zahlen Sie nur auf diesem Portal.',
      'Non inviamo mai link di pagamento via SMS. Non cliccare e non pagare: segnala il messaggio al 33700 e cancellalo. Paga solo su questo portale.',
      'Nunca enviamos enlaces de pago por SMS. No haga clic ni pague: denuncie el mensaje al 33700 y bórrelo. Pague solo en este portal.',
    ),
  },
  // Anything else --------------------------------------------------------------------------
  {
    id: 'other-form',
    parentId: 'assistant',
    kind: 'ACTION',
    label: t(
      'Autre demande',
      'Other request',
      'Sonstige Anfrage',
      'Altra richiesta',
      'Otra solicitud',
    ),
    form: {
      title: t(
        'Autre demande',
        'Other request',
        'Sonstige Anfrage',
        'Altra richiesta',
        'Otra solicitud',
      ),
      fields: [
        {
          name: 'subject',
          label: t('Objet', 'Subject', 'Betreff', 'Oggetto', 'Asunto'),
          type: 'text',
          required: true,
          maxLength: 120,
        },
      ],
      attachments: withFiles,
    },
  },
];
