import { demoFleetCards as cards } from '../accepted-fleet-cards.ts';
import { helpArticle } from './help-article.ts';

// Help articles of the demo: paying, receipts and refunds.

export const missed72Hours = helpArticle(
  'help-missed-72-hours',
  {
    fr: 'J’ai dépassé les 72 heures : que faire ?',
    en: 'I missed the 72 hours: what now?',
    de: 'Ich habe die 72 Stunden verpasst: Was nun?',
    it: 'Ho superato le 72 ore: cosa faccio?',
    es: 'He superado las 72 horas: ¿qué hago?',
  },
  {
    fr: [
      'Vous recevrez un avis de paiement par courrier. Dès qu’il est émis, vous pouvez le régler sur ce portail avec votre plaque ou le numéro de l’avis : l’indemnité est de 10 € si vous payez dans les 15 jours.',
      'Tant que l’avis n’est pas émis, le trajet reste payable en ligne au tarif du péage seul. Pour ne plus oublier, activez les alertes Info Passage : un e-mail vous prévient à chaque passage et avant l’échéance.',
    ],
    en: [
      'You will receive a payment notice by post. As soon as it is issued, you can pay it on this portal with your plate or the notice number: the indemnity is €10 if you pay within 15 days.',
      'Until the notice is issued, the trip can still be paid online at the toll price alone. To stop forgetting, turn on Info Passage alerts: an e-mail tells you of each passage and before the deadline.',
    ],
    de: [
      'Sie erhalten eine Zahlungsaufforderung per Post. Sobald sie ausgestellt ist, können Sie sie hier mit Ihrem Kennzeichen oder der Nummer bezahlen: Die Entschädigung beträgt 10 €, wenn Sie binnen 15 Tagen zahlen.',
      'Solange keine Zahlungsaufforderung ausgestellt ist, können Sie die Fahrt online zum reinen Mautpreis bezahlen. Damit Sie nichts mehr vergessen, aktivieren Sie die Info-Passage-Benachrichtigungen.',
    ],
    it: [
      'Riceverai un avviso di pagamento per posta. Appena emesso, puoi pagarlo su questo portale con la targa o il numero dell’avviso: l’indennità è di 10 € se paghi entro 15 giorni.',
      'Finché l’avviso non è emesso, il viaggio resta pagabile online al solo prezzo del pedaggio. Per non dimenticare più, attiva le notifiche Info Passage: un’e-mail ti avvisa a ogni transito e prima della scadenza.',
    ],
    es: [
      'Recibirá un aviso de pago por correo postal. En cuanto se emita, puede pagarlo en este portal con su matrícula o el número del aviso: la indemnización es de 10 € si paga en 15 días.',
      'Mientras no se emita el aviso, el trayecto se puede pagar en línea al precio del peaje. Para no olvidarlo más, active las alertas Info Passage: un correo le avisa de cada paso y antes del plazo.',
    ],
  },
);

export const paymentMethods = helpArticle(
  'help-payment-methods',
  {
    fr: 'Quels moyens de paiement sont acceptés ?',
    en: 'Which payment methods are accepted?',
    de: 'Welche Zahlungsmittel werden akzeptiert?',
    it: 'Quali metodi di pagamento sono accettati?',
    es: '¿Qué medios de pago se aceptan?',
  },
  {
    fr: [
      `La carte bancaire (CB, Visa, Mastercard), y compris une carte émise à l’étranger, sur une page de paiement sécurisée, ainsi que les cartes carburant et de flotte ${cards.fr}.`,
      'Le paiement en espèces n’est pas possible sur le portail. Le montant est toujours calculé à partir de vos passages enregistrés : vous ne saisissez jamais de montant vous-même.',
    ],
    en: [
      `Bank cards (CB, Visa, Mastercard), including cards issued abroad, on a secure payment page, as well as ${cards.en} fuel and fleet cards.`,
      'Cash cannot be used on the portal. The amount is always calculated from your recorded passages: you never type an amount yourself.',
    ],
    de: [
      `Bankkarten (CB, Visa, Mastercard), auch im Ausland ausgestellte, auf einer gesicherten Zahlungsseite sowie die Tank- und Flottenkarten ${cards.de}.`,
      'Barzahlung ist auf dem Portal nicht möglich. Der Betrag wird immer aus Ihren erfassten Durchfahrten berechnet: Sie geben nie selbst einen Betrag ein.',
    ],
    it: [
      `La carta bancaria (CB, Visa, Mastercard), anche emessa all’estero, su una pagina di pagamento sicura, e le carte carburante e flotta ${cards.it}.`,
      'Sul portale non si può pagare in contanti. L’importo è sempre calcolato dai transiti registrati: non inserisci mai un importo tu stesso.',
    ],
    es: [
      `Las tarjetas bancarias (CB, Visa, Mastercard), también las emitidas en el extranjero, en una página de pago segura, y las tarjetas de combustible y de flota ${cards.es}.`,
      'En el portal no se puede pagar en efectivo. El importe se calcula siempre a partir de sus pasos registrados: nunca escribe usted un importe.',
    ],
  },
);

export const receipts = helpArticle(
  'help-receipt',
  {
    fr: 'Comment obtenir un justificatif de paiement ?',
    en: 'How do I get a receipt?',
    de: 'Wie erhalte ich einen Zahlungsbeleg?',
    it: 'Come ottengo una ricevuta di pagamento?',
    es: '¿Cómo obtengo un justificante de pago?',
  },
  {
    fr: [
      'Un justificatif PDF est envoyé à l’adresse e-mail saisie lors du paiement, dès que la banque confirme la transaction. Il détaille chaque trajet, le montant HT, la TVA à 20 % et le total TTC.',
      'Vous ne l’avez pas reçu ? Vérifiez vos courriers indésirables, puis demandez un nouvel envoi depuis la page de confirmation du paiement ; avec un espace client, vos paiements restent consultables.',
    ],
    en: [
      'A PDF receipt is sent to the e-mail address entered at payment, as soon as the bank confirms the transaction. It lists each trip, the amount before tax, the 20% VAT and the total.',
      'Not received? Check your spam folder, then ask for it again from the payment confirmation page; with a customer account, your payments stay available.',
    ],
    de: [
      'Ein PDF-Beleg wird an die bei der Zahlung angegebene E-Mail-Adresse gesendet, sobald die Bank die Transaktion bestätigt. Er nennt jede Fahrt, den Nettobetrag, 20 % MwSt. und den Gesamtbetrag.',
      'Nicht erhalten? Prüfen Sie Ihren Spam-Ordner und fordern Sie ihn auf der Zahlungsbestätigungsseite erneut an; mit einem Kundenkonto bleiben Ihre Zahlungen einsehbar.',
    ],
    it: [
      'Una ricevuta PDF è inviata all’indirizzo e-mail indicato al pagamento, appena la banca conferma la transazione. Riporta ogni viaggio, l’imponibile, l’IVA al 20 % e il totale.',
      'Non l’hai ricevuta? Controlla la posta indesiderata, poi chiedi un nuovo invio dalla pagina di conferma del pagamento; con un’area clienti i tuoi pagamenti restano consultabili.',
    ],
    es: [
      'Se envía un justificante en PDF a la dirección de correo indicada al pagar, en cuanto el banco confirma la operación. Detalla cada trayecto, la base imponible, el IVA del 20 % y el total.',
      '¿No lo ha recibido? Revise el correo no deseado y pida un nuevo envío desde la página de confirmación del pago; con una cuenta de cliente, sus pagos siguen disponibles.',
    ],
  },
);

export const paidTwiceRefund = helpArticle(
  'help-paid-twice-refund',
  {
    fr: 'J’ai payé deux fois le même trajet : serai-je remboursé ?',
    en: 'I paid the same trip twice: will I be refunded?',
    de: 'Ich habe dieselbe Fahrt zweimal bezahlt: Werde ich erstattet?',
    it: 'Ho pagato due volte lo stesso viaggio: sarò rimborsato?',
    es: 'He pagado dos veces el mismo trayecto: ¿me lo devolverán?',
  },
  {
    fr: [
      'Oui. Un trajet déjà réglé ne peut pas être payé une seconde fois : si deux paiements se croisent, le second est marqué « en double » et remboursé automatiquement sur la carte utilisée.',
      'Le remboursement apparaît sur votre compte sous quelques jours ouvrés, selon votre banque. S’il n’apparaît pas après 10 jours, écrivez-nous depuis le centre d’aide avec votre justificatif.',
    ],
    en: [
      'Yes. A trip already paid cannot be paid again: if two payments cross, the second is marked “duplicated” and refunded automatically to the card used.',
      'The refund shows on your account within a few working days, depending on your bank. If it has not appeared after 10 days, write to us from the help centre with your receipt.',
    ],
    de: [
      'Ja. Eine bereits bezahlte Fahrt kann nicht erneut bezahlt werden: Überschneiden sich zwei Zahlungen, wird die zweite als „doppelt“ markiert und automatisch auf die verwendete Karte erstattet.',
      'Die Erstattung erscheint je nach Bank innerhalb weniger Werktage auf Ihrem Konto. Ist sie nach 10 Tagen nicht da, schreiben Sie uns über das Hilfe-Center mit Ihrem Beleg.',
    ],
    it: [
      'Sì. Un viaggio già pagato non può essere pagato di nuovo: se due pagamenti si incrociano, il secondo è segnato «duplicato» e rimborsato automaticamente sulla carta usata.',
      'Il rimborso compare sul conto in pochi giorni lavorativi, secondo la tua banca. Se dopo 10 giorni non c’è, scrivici dal centro assistenza allegando la ricevuta.',
    ],
    es: [
      'Sí. Un trayecto ya pagado no se puede pagar otra vez: si dos pagos se cruzan, el segundo se marca como «duplicado» y se reembolsa automáticamente en la tarjeta utilizada.',
      'El reembolso aparece en su cuenta en unos días laborables, según su banco. Si no aparece tras 10 días, escríbanos desde el centro de ayuda con su justificante.',
    ],
  },
);
