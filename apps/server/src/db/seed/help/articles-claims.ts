import { helpArticle } from './help-article.ts';

// Help articles of the demo: contesting a trip or a notice.

export const howToContest = helpArticle(
  'help-how-to-contest',
  {
    fr: 'Comment contester un trajet ou un avis de paiement ?',
    en: 'How do I dispute a trip or a payment notice?',
    de: 'Wie lege ich Einspruch gegen eine Fahrt oder Zahlungsaufforderung ein?',
    it: 'Come contesto un viaggio o un avviso di pagamento?',
    es: '¿Cómo impugno un trayecto o un aviso de pago?',
  },
  {
    fr: [
      'Choisissez « Contester » sur la page d’accueil, retrouvez le trajet ou l’avis avec votre plaque ou son numéro, sélectionnez-le, indiquez le motif et joignez vos justificatifs (PDF ou photo, 5 Mo au total).',
      'Vous recevez une référence par e-mail. Le recouvrement du trajet contesté est suspendu jusqu’à la réponse ; si la contestation est rejetée, le délai de paiement est prolongé d’autant.',
    ],
    en: [
      'Choose “Contest” on the home page, find the trip or notice with your plate or its number, select it, give the reason and attach your documents (PDF or photo, 5 MB in total).',
      'You receive a reference by e-mail. Collection of the disputed trip is paused until the answer; if the dispute is rejected, the time to pay is extended by as much.',
    ],
    de: [
      'Wählen Sie auf der Startseite „Einspruch“, suchen Sie die Fahrt oder Zahlungsaufforderung mit Ihrem Kennzeichen oder ihrer Nummer, wählen Sie sie aus, nennen Sie den Grund und fügen Sie Belege bei (PDF oder Foto, insgesamt 5 MB).',
      'Sie erhalten eine Referenz per E-Mail. Die Beitreibung der bestrittenen Fahrt ruht bis zur Antwort; wird der Einspruch abgelehnt, verlängert sich die Zahlungsfrist entsprechend.',
    ],
    it: [
      'Scegli «Contesta» nella home page, trova il viaggio o l’avviso con la targa o il suo numero, selezionalo, indica il motivo e allega i documenti (PDF o foto, 5 MB in totale).',
      'Ricevi un riferimento via e-mail. La riscossione del viaggio contestato è sospesa fino alla risposta; se la contestazione è respinta, il termine di pagamento è prolungato altrettanto.',
    ],
    es: [
      'Elija «Impugnar» en la página de inicio, busque el trayecto o el aviso con su matrícula o su número, selecciónelo, indique el motivo y adjunte sus justificantes (PDF o foto, 5 MB en total).',
      'Recibirá una referencia por correo. El cobro del trayecto impugnado se suspende hasta la respuesta; si se rechaza, el plazo de pago se prolonga lo mismo.',
    ],
  },
);

export const stolenOrClonedPlate = helpArticle(
  'help-stolen-or-cloned-plate',
  {
    fr: 'Ma plaque a été usurpée ou mon véhicule volé',
    en: 'My plate was cloned or my vehicle stolen',
    de: 'Mein Kennzeichen wurde gefälscht oder mein Fahrzeug gestohlen',
    it: 'La mia targa è stata clonata o il veicolo rubato',
    es: 'Mi matrícula ha sido clonada o mi vehículo robado',
  },
  {
    fr: [
      'Contestez les trajets concernés en joignant le récépissé de votre dépôt de plainte et, pour une usurpation, une photo de votre véhicule montrant la plaque : la photo du portique permet de comparer.',
      'Ne payez pas les trajets que vous contestez. Leur recouvrement est suspendu pendant l’examen et vous êtes informé de la décision par e-mail.',
    ],
    en: [
      'Dispute the trips concerned and attach the receipt of your police report and, for a cloned plate, a photo of your vehicle showing the plate: the gantry’s photo allows a comparison.',
      'Do not pay the trips you dispute. Their collection is paused while they are examined and you are told of the decision by e-mail.',
    ],
    de: [
      'Legen Sie gegen die betroffenen Fahrten Einspruch ein und fügen Sie die Bestätigung Ihrer Anzeige sowie bei einem gefälschten Kennzeichen ein Foto Ihres Fahrzeugs mit Kennzeichen bei: Das Portalfoto ermöglicht den Vergleich.',
      'Bezahlen Sie die bestrittenen Fahrten nicht. Die Beitreibung ruht während der Prüfung, und Sie werden per E-Mail über die Entscheidung informiert.',
    ],
    it: [
      'Contesta i viaggi interessati allegando la ricevuta della denuncia e, per una targa clonata, una foto del veicolo con la targa: la foto del portale permette il confronto.',
      'Non pagare i viaggi che contesti. La riscossione è sospesa durante l’esame e la decisione ti è comunicata via e-mail.',
    ],
    es: [
      'Impugne los trayectos afectados adjuntando el resguardo de su denuncia y, si la matrícula está clonada, una foto de su vehículo con la matrícula: la foto del pórtico permite comparar.',
      'No pague los trayectos que impugna. Su cobro se suspende durante el examen y se le informa de la decisión por correo.',
    ],
  },
);

export const soldVehicle = helpArticle(
  'help-sold-vehicle',
  {
    fr: 'J’ai vendu mon véhicule avant le passage',
    en: 'I sold my vehicle before the passage',
    de: 'Ich habe mein Fahrzeug vor der Durchfahrt verkauft',
    it: 'Ho venduto il veicolo prima del transito',
    es: 'Vendí mi vehículo antes del paso',
  },
  {
    fr: [
      'Contestez l’avis en joignant le certificat de cession ou l’accusé d’enregistrement de la vente : le trajet sera réclamé au nouveau titulaire.',
      'Pensez à déclarer chaque vente sur le site de l’ANTS : tant qu’elle n’est pas enregistrée, les avis continuent d’être adressés à l’ancien titulaire.',
    ],
    en: [
      'Dispute the notice and attach the transfer certificate or the acknowledgment of the sale’s registration: the trip will be claimed from the new keeper.',
      'Always declare a sale on the ANTS website: until it is registered, notices keep going to the former keeper.',
    ],
    de: [
      'Legen Sie Einspruch ein und fügen Sie die Abtretungsbescheinigung oder die Bestätigung der Verkaufsregistrierung bei: Die Fahrt wird dann beim neuen Halter eingefordert.',
      'Melden Sie jeden Verkauf auf der ANTS-Website: Solange er nicht registriert ist, gehen die Zahlungsaufforderungen weiter an den früheren Halter.',
    ],
    it: [
      'Contesta l’avviso allegando il certificato di cessione o la ricevuta di registrazione della vendita: il viaggio sarà chiesto al nuovo titolare.',
      'Dichiara sempre la vendita sul sito dell’ANTS: finché non è registrata, gli avvisi continuano ad arrivare al precedente titolare.',
    ],
    es: [
      'Impugne el aviso adjuntando el certificado de cesión o el acuse de registro de la venta: el trayecto se reclamará al nuevo titular.',
      'Declare siempre la venta en el sitio de la ANTS: mientras no esté registrada, los avisos siguen llegando al antiguo titular.',
    ],
  },
);
