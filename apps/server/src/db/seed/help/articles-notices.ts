import { helpArticle } from './help-article.ts';

// Help articles of the demo: payment notices, indemnities, the prosecutor, prepayment.

export const noticeIndemnities = helpArticle(
  'help-notice-indemnities',
  {
    fr: 'Avis de paiement : pourquoi 10 € ou 90 € d’indemnité ?',
    en: 'Payment notice: why a €10 or €90 indemnity?',
    de: 'Zahlungsaufforderung: Warum 10 € oder 90 € Entschädigung?',
    it: 'Avviso di pagamento: perché un’indennità di 10 € o 90 €?',
    es: 'Aviso de pago: ¿por qué una indemnización de 10 € o 90 €?',
  },
  {
    fr: [
      'L’avis comprend le péage et une indemnité forfaitaire fixée par la loi : 10 € si vous le payez dans les 15 jours suivant sa date, 90 € au-delà.',
      'Payez-le sur ce portail avec votre plaque ou le numéro de l’avis. Si vous contestez le passage, faites-le dans le même délai depuis « Contester un avis » : le recouvrement est suspendu pendant l’examen.',
    ],
    en: [
      'The notice includes the toll and a flat-rate indemnity set by law: €10 if you pay within 15 days of its date, €90 after that.',
      'Pay it on this portal with your plate or the notice number. If you dispute the passage, do so within the same time from “Contesting a notice”: collection is paused while it is examined.',
    ],
    de: [
      'Die Zahlungsaufforderung umfasst die Maut und eine gesetzlich festgelegte Pauschalentschädigung: 10 €, wenn Sie binnen 15 Tagen ab Datum zahlen, danach 90 €.',
      'Bezahlen Sie sie auf diesem Portal mit Ihrem Kennzeichen oder der Nummer. Wenn Sie die Durchfahrt bestreiten, tun Sie dies in derselben Frist über „Einspruch einlegen“: Die Beitreibung ruht während der Prüfung.',
    ],
    it: [
      'L’avviso comprende il pedaggio e un’indennità forfettaria fissata dalla legge: 10 € se lo paghi entro 15 giorni dalla sua data, 90 € dopo.',
      'Pagalo su questo portale con la targa o il numero dell’avviso. Se contesti il transito, fallo nello stesso termine da «Contestare un avviso»: la riscossione è sospesa durante l’esame.',
    ],
    es: [
      'El aviso incluye el peaje y una indemnización fija establecida por la ley: 10 € si lo paga en los 15 días siguientes a su fecha, 90 € después.',
      'Páguelo en este portal con su matrícula o el número del aviso. Si impugna el paso, hágalo en el mismo plazo desde «Impugnar un aviso»: el cobro se suspende durante el examen.',
    ],
  },
);

export const ompProsecutor = helpArticle(
  'help-omp-prosecutor',
  {
    fr: 'Mon avis est « transmis à l’OMP » : qu’est-ce que cela signifie ?',
    en: 'My notice is “transmitted to the OMP”: what does it mean?',
    de: 'Meine Zahlungsaufforderung wurde „an die OMP übermittelt“: Was bedeutet das?',
    it: 'Il mio avviso è «trasmesso alla Procura»: cosa significa?',
    es: 'Mi aviso está «transmitido al OMP»: ¿qué significa?',
  },
  {
    fr: [
      'Sans paiement ni contestation 60 jours après l’avis, le dossier est transmis à l’officier du ministère public (OMP). Il ne peut plus être payé sur ce portail : une amende forfaitaire majorée de 375 € vous sera adressée.',
      'Les autres trajets de votre plaque restent payables en ligne. Pour toute question sur l’amende, suivez les indications du courrier de l’OMP.',
    ],
    en: [
      'With no payment or dispute 60 days after the notice, the case goes to the Public Prosecutor’s officer (OMP). It can no longer be paid on this portal: an increased fixed fine of €375 will be sent to you.',
      'Your plate’s other trips can still be paid online. For questions about the fine, follow the instructions of the OMP’s letter.',
    ],
    de: [
      'Ohne Zahlung oder Einspruch 60 Tage nach der Zahlungsaufforderung geht die Akte an die Staatsanwaltschaft (OMP). Sie kann hier nicht mehr bezahlt werden: Sie erhalten einen erhöhten Pauschalbußgeldbescheid über 375 €.',
      'Die übrigen Fahrten Ihres Kennzeichens bleiben online zahlbar. Für Fragen zum Bußgeld folgen Sie den Angaben im Schreiben der OMP.',
    ],
    it: [
      'Senza pagamento né contestazione 60 giorni dopo l’avviso, la pratica è trasmessa alla Procura (OMP). Non è più pagabile su questo portale: riceverai una sanzione forfettaria maggiorata di 375 €.',
      'Gli altri viaggi della tua targa restano pagabili online. Per domande sulla sanzione segui le indicazioni della lettera della Procura.',
    ],
    es: [
      'Sin pago ni impugnación 60 días después del aviso, el expediente se transmite al fiscal (OMP). Ya no se puede pagar en este portal: recibirá una multa fija incrementada de 375 €.',
      'Los demás trayectos de su matrícula siguen pudiéndose pagar en línea. Para dudas sobre la multa, siga las indicaciones de la carta del OMP.',
    ],
  },
);

export const firstNotice = helpArticle(
  'help-first-notice',
  {
    fr: 'Premier oubli : dois-je payer une indemnité ?',
    en: 'First time I forgot: do I owe an indemnity?',
    de: 'Zum ersten Mal vergessen: Muss ich eine Entschädigung zahlen?',
    it: 'Prima dimenticanza: devo pagare un’indennità?',
    es: 'Primer olvido: ¿debo pagar una indemnización?',
  },
  {
    fr: [
      'Non. Pour le premier trajet impayé d’une plaque, l’avis de paiement ne demande que le péage, sans indemnité. Réglez-le dans le délai indiqué sur l’avis.',
      'Les avis suivants comprennent l’indemnité de 10 € (ou 90 € après 15 jours). Les alertes Info Passage vous aident à ne plus dépasser les 72 heures.',
    ],
    en: [
      'No. For a plate’s first unpaid trip, the payment notice asks for the toll only, with no indemnity. Pay it within the time shown on the notice.',
      'Later notices include the €10 indemnity (or €90 after 15 days). Info Passage alerts help you never miss the 72 hours again.',
    ],
    de: [
      'Nein. Für die erste unbezahlte Fahrt eines Kennzeichens verlangt die Zahlungsaufforderung nur die Maut, ohne Entschädigung. Bezahlen Sie sie innerhalb der angegebenen Frist.',
      'Spätere Zahlungsaufforderungen enthalten die Entschädigung von 10 € (oder 90 € nach 15 Tagen). Die Info-Passage-Benachrichtigungen helfen Ihnen, die 72 Stunden nicht mehr zu verpassen.',
    ],
    it: [
      'No. Per il primo viaggio non pagato di una targa, l’avviso chiede solo il pedaggio, senza indennità. Pagalo entro il termine indicato sull’avviso.',
      'Gli avvisi successivi includono l’indennità di 10 € (o 90 € dopo 15 giorni). Le notifiche Info Passage ti aiutano a non superare più le 72 ore.',
    ],
    es: [
      'No. Para el primer trayecto impagado de una matrícula, el aviso solo pide el peaje, sin indemnización. Páguelo en el plazo indicado en el aviso.',
      'Los avisos siguientes incluyen la indemnización de 10 € (o 90 € después de 15 días). Las alertas Info Passage le ayudan a no superar más las 72 horas.',
    ],
  },
);

export const prepaymentValidity = helpArticle(
  'help-prepayment-validity',
  {
    fr: 'Combien de temps un prépaiement reste-t-il valable ?',
    en: 'How long does a prepayment stay valid?',
    de: 'Wie lange bleibt eine Vorauszahlung gültig?',
    it: 'Per quanto tempo resta valido un pagamento anticipato?',
    es: '¿Cuánto tiempo es válido un prepago?',
  },
  {
    fr: [
      'Un trajet prépayé reste valable 30 jours. Il est utilisé automatiquement dès que votre véhicule fait le trajet prévu, avec la même plaque et la même classe.',
      'Si vous sortez à un autre échangeur, le trajet réel est à payer dans les 72 heures. Un prépaiement non utilisé au bout de 30 jours peut être remboursé sur demande depuis le centre d’aide.',
    ],
    en: [
      'A prepaid trip stays valid for 30 days. It is used automatically as soon as your vehicle makes the planned trip, with the same plate and class.',
      'If you leave at another junction, the actual trip must be paid within 72 hours. A prepayment unused after 30 days can be refunded on request from the help centre.',
    ],
    de: [
      'Eine vorausbezahlte Fahrt bleibt 30 Tage gültig. Sie wird automatisch verwendet, sobald Ihr Fahrzeug die geplante Strecke mit demselben Kennzeichen und derselben Klasse fährt.',
      'Verlassen Sie die Autobahn an einer anderen Anschlussstelle, ist die tatsächliche Fahrt binnen 72 Stunden zu bezahlen. Eine nach 30 Tagen ungenutzte Vorauszahlung wird auf Anfrage über das Hilfe-Center erstattet.',
    ],
    it: [
      'Un viaggio pagato in anticipo resta valido 30 giorni. È usato automaticamente appena il veicolo fa il percorso previsto, con la stessa targa e la stessa classe.',
      'Se esci a un altro svincolo, il viaggio reale va pagato entro 72 ore. Un pagamento anticipato non usato dopo 30 giorni può essere rimborsato su richiesta dal centro assistenza.',
    ],
    es: [
      'Un trayecto prepagado es válido durante 30 días. Se utiliza automáticamente en cuanto su vehículo hace el trayecto previsto, con la misma matrícula y clase.',
      'Si sale por otro enlace, el trayecto real se paga en 72 horas. Un prepago no utilizado tras 30 días se puede reembolsar a petición desde el centro de ayuda.',
    ],
  },
);
