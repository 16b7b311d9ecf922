// The demo white-label's prepayment screen (GET /whitelabels/payments/prepayments/page): what
// paying a trip on the A79 before driving it means, in the portal's five languages. The credit's
// 30 days are notes/domain.md's; the picture is the demo's media (apps/server/media/a79/).
import type { PrepaymentsPageSeed } from './seed-prepayments-page.ts';

/** Joins paragraphs with the blank line that separates them in the page's text. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

export const demoPrepaymentsPage: PrepaymentsPageSeed = {
  title: {
    fr: 'Payer un trajet avant de partir',
    en: 'Pay for a trip before you drive',
    de: 'Eine Fahrt vor der Abfahrt bezahlen',
    it: 'Paga un viaggio prima di partire',
    es: 'Pague un trayecto antes de salir',
  },
  text: {
    fr: paragraphs(
      'Réglez votre trajet sur l’A79 avant de l’emprunter : choisissez la classe de votre véhicule, l’échangeur d’entrée et celui de sortie, l’aller-retour si besoin et jusqu’à cinq trajets. Le prix est celui du tarif en vigueur aujourd’hui.',
      'Chaque trajet payé d’avance devient un crédit pour votre plaque, valable 30 jours : quand votre véhicule parcourt ce trajet dans cette classe, le crédit le règle et vous n’avez rien à payer.',
      'Un trajet moins cher que le crédit est réglé sans remboursement de la différence ; un trajet plus cher laisse la différence à payer, dans les 72 heures comme tout trajet.',
    ),
    en: paragraphs(
      'Pay for your trip on the A79 before you drive it: choose your vehicle class, the entry and exit junctions, a return trip if needed and up to five trips. The price is today’s tariff.',
      'Each prepaid trip becomes a credit for your plate, valid for 30 days: when your vehicle drives that route in that class, the credit settles it and you have nothing to pay.',
      'A trip cheaper than the credit is settled and the difference is not refunded; a dearer trip leaves the difference to pay, within 72 hours like any trip.',
    ),
    de: paragraphs(
      'Bezahlen Sie Ihre Fahrt auf der A79, bevor Sie sie antreten: Wählen Sie die Fahrzeugklasse, die Ein- und die Ausfahrt, bei Bedarf Hin- und Rückfahrt und bis zu fünf Fahrten. Es gilt der heutige Tarif.',
      'Jede im Voraus bezahlte Fahrt wird zu einem Guthaben für Ihr Kennzeichen, 30 Tage gültig: Fährt Ihr Fahrzeug diese Strecke in dieser Klasse, begleicht das Guthaben die Fahrt und Sie zahlen nichts.',
      'Eine Fahrt, die billiger ist als das Guthaben, gilt als bezahlt, die Differenz wird nicht erstattet; bei einer teureren Fahrt ist die Differenz zu zahlen, wie jede Fahrt innerhalb von 72 Stunden.',
    ),
    it: paragraphs(
      'Paga il tuo viaggio sull’A79 prima di percorrerlo: scegli la classe del veicolo, lo svincolo di entrata e quello di uscita, l’andata e ritorno se serve e fino a cinque viaggi. Il prezzo è quello della tariffa in vigore oggi.',
      'Ogni viaggio pagato in anticipo diventa un credito per la tua targa, valido 30 giorni: quando il tuo veicolo percorre quel tragitto in quella classe, il credito lo salda e non hai nulla da pagare.',
      'Un viaggio che costa meno del credito è saldato senza rimborso della differenza; un viaggio che costa di più lascia da pagare la differenza, entro 72 ore come ogni viaggio.',
    ),
    es: paragraphs(
      'Pague su trayecto por la A79 antes de recorrerlo: elija la categoría de su vehículo, el enlace de entrada y el de salida, ida y vuelta si lo necesita y hasta cinco trayectos. El precio es el de la tarifa vigente hoy.',
      'Cada trayecto pagado por adelantado se convierte en un crédito para su matrícula, válido 30 días: cuando su vehículo recorre ese trayecto en esa categoría, el crédito lo salda y no tiene nada que pagar.',
      'Un trayecto más barato que el crédito queda saldado y la diferencia no se reembolsa; un trayecto más caro deja la diferencia por pagar, en 72 horas como cualquier trayecto.',
    ),
  },
  picture: '/media/a79/card.svg',
  pictureAlt: {
    fr: 'Une carte de paiement et un itinéraire prêt pour un trajet payé d’avance',
    en: 'A payment card and a route ready for a prepaid trip',
    de: 'Eine Zahlungskarte und eine Strecke, bereit für eine im Voraus bezahlte Fahrt',
    it: 'Una carta di pagamento e un percorso pronto per un viaggio pagato in anticipo',
    es: 'Una tarjeta de pago y un itinerario listo para un trayecto pagado por adelantado',
  },
};
