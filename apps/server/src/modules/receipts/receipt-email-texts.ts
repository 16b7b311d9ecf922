import type { Language } from '@portico/contract';

export interface ReceiptEmailVars {
  operatorName: string;
  reference: string;
  plate: string;
  /** The amount paid, already formatted in the e-mail's language (e.g. "14,20 €"). */
  total: string;
}

export interface ReceiptEmail {
  subject: string;
  text: string;
  html: string;
  attachmentName: 'receipt.pdf';
}

/**
 * The words of the receipt e-mail; a language missing one fails typecheck. Each language
 * addresses the driver as the site does (copy-register.test.ts): "tu" in Italian (the spec's
 * copy), "vous", "Sie" and "usted" in French, German and Spanish.
 */
interface ReceiptEmailWords {
  subject: (vars: ReceiptEmailVars) => string;
  greeting: string;
  body: (vars: ReceiptEmailVars) => string[];
  signOff: string;
}

const words: Record<Language, ReceiptEmailWords> = {
  fr: {
    subject: (v) => `${v.operatorName} : votre reçu de paiement ${v.reference}`,
    greeting: 'Bonjour,',
    body: (v) => [
      `Nous avons bien reçu votre paiement de ${v.total} pour le véhicule ${v.plate} (référence ${v.reference}).`,
      'Vous trouverez votre reçu en pièce jointe. Conservez-le : il vaut preuve de paiement.',
    ],
    signOff: 'Cordialement,',
  },
  en: {
    subject: (v) => `${v.operatorName}: your payment receipt ${v.reference}`,
    greeting: 'Hello,',
    body: (v) => [
      `We have received your payment of ${v.total} for the vehicle ${v.plate} (reference ${v.reference}).`,
      'Your receipt is attached. Please keep it: it is your proof of payment.',
    ],
    signOff: 'Kind regards,',
  },
  de: {
    subject: (v) => `${v.operatorName}: Ihr Zahlungsbeleg ${v.reference}`,
    greeting: 'Guten Tag,',
    body: (v) => [
      `wir haben Ihre Zahlung über ${v.total} für das Fahrzeug ${v.plate} erhalten (Referenz ${v.reference}).`,
      'Ihren Zahlungsbeleg finden Sie im Anhang. Bitte bewahren Sie ihn als Zahlungsnachweis auf.',
    ],
    signOff: 'Mit freundlichen Grüßen',
  },
  it: {
    subject: (v) => `${v.operatorName}: la tua ricevuta di pagamento ${v.reference}`,
    greeting: 'Buongiorno,',
    body: (v) => [
      `abbiamo ricevuto il tuo pagamento di ${v.total} per il veicolo ${v.plate} (riferimento ${v.reference}).`,
      'In allegato trovi la ricevuta. Conservala: vale come prova di pagamento.',
    ],
    signOff: 'Cordiali saluti,',
  },
  es: {
    subject: (v) => `${v.operatorName}: su recibo de pago ${v.reference}`,
    greeting: 'Buenos días:',
    body: (v) => [
      `Hemos recibido su pago de ${v.total} para el vehículo ${v.plate} (referencia ${v.reference}).`,
      'Encontrará su recibo adjunto. Consérvelo: sirve como justificante de pago.',
    ],
    signOff: 'Atentamente,',
  },
};

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The operator's name and the plate come from data, never trusted as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** The receipt e-mail in the visitor's language: plain text and HTML say the same paragraphs. */
export function receiptEmailTexts(language: Language, vars: ReceiptEmailVars): ReceiptEmail {
  const w = words[language];
  const paragraphs = [w.greeting, ...w.body(vars)];
  const signature = [w.signOff, vars.operatorName];
  return {
    subject: w.subject(vars),
    text: [...paragraphs, signature.join('\n')].join('\n\n') + '\n',
    html:
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n') +
      `\n<p>${signature.map(escapeHtml).join('<br>')}</p>\n`,
    attachmentName: 'receipt.pdf',
  };
}
