// Demo content of the ALIAE A79 white-label (free-flow section between Montmarault /
// Deux-Chaises and Digoin): tenant identity, articles, home page, footer and help-centre cover,
// in the portal's five languages. Facts and figures follow the domain notes (72 h, indemnities,
// prices from 1 February 2026). Pictures live in apps/server/media/a79/, served as /media/a79/.
import type {
  DemoArticle,
  DemoFaq,
  DemoFooterEntry,
  DemoHomePage,
  DemoWhitelabel,
  Localized,
} from './demo-types.ts';
import { demoFleetCards } from './accepted-fleet-cards.ts';

/** Joins paragraphs with the blank line that separates them in article content. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

const readMore: Localized = {
  fr: 'Lire la suite',
  en: 'Read more',
  de: 'Weiterlesen',
  it: 'Leggi di più',
  es: 'Leer más',
};

export const demoWhitelabel: DemoWhitelabel = {
  code: 'a79',
  name: 'ALIAE A79',
  hosts: ['localhost', '127.0.0.1', '::1'],
  logoUrl: '/media/a79/logo.svg',
  gdprText: {
    fr: 'Les informations recueillies dans ce formulaire sont traitées par ALIAE, responsable de traitement, pour percevoir le péage, gérer vos paiements et, le cas échéant, vous envoyer les notifications demandées. Elles sont conservées 2 ans après votre dernier passage. Vous pouvez exercer vos droits d’accès, de rectification, d’effacement, de limitation et d’opposition en écrivant à dpo@aliae.example, et introduire une réclamation auprès de la CNIL.',
    en: 'The information collected in this form is processed by ALIAE, the data controller, to collect tolls, manage your payments and, where applicable, send you the notifications you requested. It is kept for 2 years after your last passage. You can exercise your rights of access, rectification, erasure, restriction and objection by writing to dpo@aliae.example, and lodge a complaint with the CNIL, the French data protection authority.',
    de: 'Die in diesem Formular erhobenen Daten werden von ALIAE als Verantwortlichem verarbeitet, um die Maut zu erheben, Ihre Zahlungen abzuwickeln und Ihnen gegebenenfalls die gewünschten Benachrichtigungen zu senden. Sie werden bis 2 Jahre nach Ihrer letzten Durchfahrt aufbewahrt. Ihre Rechte auf Auskunft, Berichtigung, Löschung, Einschränkung und Widerspruch können Sie unter dpo@aliae.example ausüben; zudem können Sie bei der französischen Datenschutzbehörde CNIL Beschwerde einlegen.',
    it: 'I dati raccolti in questo modulo sono trattati da ALIAE, titolare del trattamento, per riscuotere il pedaggio, gestire i pagamenti e, se richiesto, inviarti le notifiche. Sono conservati per 2 anni dall’ultimo transito. Puoi esercitare i diritti di accesso, rettifica, cancellazione, limitazione e opposizione scrivendo a dpo@aliae.example e proporre reclamo alla CNIL, l’autorità francese per la protezione dei dati.',
    es: 'Los datos recogidos en este formulario los trata ALIAE, responsable del tratamiento, para cobrar el peaje, gestionar sus pagos y, en su caso, enviarle las notificaciones solicitadas. Se conservan durante 2 años desde su último paso. Puede ejercer sus derechos de acceso, rectificación, supresión, limitación y oposición escribiendo a dpo@aliae.example, y presentar una reclamación ante la CNIL, la autoridad francesa de protección de datos.',
  },
  seoTitle: {
    fr: 'Péage A79 en flux libre : payez votre trajet | ALIAE',
    en: 'A79 free-flow toll: pay your trip online | ALIAE',
    de: 'A79 Free-Flow-Maut: Fahrt online bezahlen | ALIAE',
    it: 'Pedaggio A79 free flow: paga il tuo viaggio | ALIAE',
    es: 'Peaje A79 en flujo libre: pague su trayecto | ALIAE',
  },
  seoDescription: {
    fr: 'Payez en ligne le péage sans barrière de l’A79 entre Montmarault et Digoin : dans les 72 h après votre passage, à l’avance ou sur avis de paiement.',
    en: 'Pay the barrier-free A79 toll between Montmarault and Digoin online: within 72 hours of your passage, in advance, or by payment notice.',
    de: 'Zahlen Sie die schrankenlose Maut der A79 zwischen Montmarault und Digoin online: binnen 72 Stunden, im Voraus oder per Zahlungsaufforderung.',
    it: 'Paga online il pedaggio senza barriere dell’A79 tra Montmarault e Digoin: entro 72 ore dal transito, in anticipo o con l’avviso di pagamento.',
    es: 'Pague online el peaje sin barreras de la A79 entre Montmarault y Digoin: en las 72 horas siguientes a su paso, por adelantado o con el aviso de pago.',
  },
  freeFlowEnabled: true,
  languages: ['fr', 'en', 'de', 'it', 'es'],
};

// Home carousel ------------------------------------------------------------------------------

const freeFlowHowItWorks: DemoArticle = {
  id: 'free-flow-how-it-works',
  title: {
    fr: 'Le flux libre sur l’A79, comment ça marche ?',
    en: 'How free flow works on the A79',
    de: 'So funktioniert Free Flow auf der A79',
    it: 'Come funziona il free flow sull’A79',
    es: 'Cómo funciona el flujo libre en la A79',
  },
  content: {
    fr: paragraphs(
      'Sur les 88 km de l’A79 entre Montmarault / Deux-Chaises (jonction avec l’A71) et Digoin (où elle se prolonge par la RN79), il n’y a ni barrière ni gare de péage. Vous roulez sans ralentir : six portiques, installés par paires au Montet, à Montbeugny et à Molinet, photographient les plaques d’immatriculation et lisent les badges de télépéage.',
      'Le montant dépend des portiques franchis et de la classe du véhicule. Si vous passez sous les deux portiques d’une même paire, vous payez un seul tarif de transit, moins cher que deux passages séparés. Depuis le 1er février 2026, le trajet complet coûte 4,20 € pour une voiture (classe 1), 3,20 € pour une voiture électrique, 6,40 € en classe 2 et 2,40 € pour une moto.',
      'Avec un badge de télépéage, vous n’avez rien à faire : le passage est facturé par l’émetteur du badge. Sans badge, payez sur ce portail avec votre numéro de plaque dans les 72 heures qui suivent votre passage, ou à l’avance grâce au prépaiement.',
    ),
    en: paragraphs(
      'On the 88 km of the A79 between Montmarault / Deux-Chaises (junction with the A71) and Digoin (where it continues as the RN79), there are no barriers and no toll booths. You drive on without slowing down: six gantries, set up in pairs at Le Montet, Montbeugny and Molinet, photograph number plates and read electronic toll tags.',
      'The amount depends on the gantries you pass and on your vehicle class. If you pass both gantries of the same pair, you pay a single transit price, lower than two separate passages. Since 1 February 2026 the whole road costs €4.20 for a car (class 1), €3.20 for an electric car, €6.40 in class 2 and €2.40 for a motorcycle.',
      'With a toll tag there is nothing to do: the passage is billed by your tag provider. Without a tag, pay on this portal with your plate number within 72 hours of your passage, or in advance with a prepayment.',
    ),
    de: paragraphs(
      'Auf den 88 km der A79 zwischen Montmarault / Deux-Chaises (Anschluss an die A71) und Digoin (weiter als RN79) gibt es weder Schranken noch Mautstationen. Sie fahren ohne abzubremsen weiter: Sechs Mautportale, paarweise in Le Montet, Montbeugny und Molinet aufgestellt, fotografieren die Kennzeichen und lesen elektronische Mautboxen aus.',
      'Der Betrag hängt von den durchfahrenen Portalen und von der Fahrzeugklasse ab. Wer beide Portale eines Paares passiert, zahlt einen einzigen Transittarif, der günstiger ist als zwei einzelne Durchfahrten. Seit dem 1. Februar 2026 kostet die gesamte Strecke 4,20 € für einen Pkw (Klasse 1), 3,20 € für ein Elektroauto, 6,40 € in Klasse 2 und 2,40 € für ein Motorrad.',
      'Mit einer Mautbox müssen Sie nichts tun: Die Durchfahrt wird vom Anbieter Ihrer Box abgerechnet. Ohne Mautbox bezahlen Sie auf diesem Portal mit Ihrem Kennzeichen, innerhalb von 72 Stunden nach der Durchfahrt oder im Voraus per Vorauszahlung.',
    ),
    it: paragraphs(
      'Sugli 88 km dell’A79 tra Montmarault / Deux-Chaises (innesto con l’A71) e Digoin (dove prosegue come RN79) non ci sono né barriere né caselli. Si viaggia senza rallentare: sei portali, installati a coppie a Le Montet, Montbeugny e Molinet, fotografano le targhe e leggono i dispositivi di telepedaggio.',
      'L’importo dipende dai portali attraversati e dalla classe del veicolo. Se passi sotto entrambi i portali di una stessa coppia, paghi un’unica tariffa di transito, più bassa di due passaggi separati. Dal 1° febbraio 2026 l’intero tratto costa 4,20 euro per un’auto (classe 1), 3,20 euro per un’auto elettrica, 6,40 euro in classe 2 e 2,40 euro per una moto.',
      'Con un dispositivo di telepedaggio non devi fare nulla: il transito viene addebitato dal tuo fornitore. Senza dispositivo, paga su questo portale con il numero di targa entro 72 ore dal transito, oppure in anticipo con il pagamento anticipato.',
    ),
    es: paragraphs(
      'En los 88 km de la A79 entre Montmarault / Deux-Chaises (enlace con la A71) y Digoin (donde continúa como RN79) no hay barreras ni cabinas de peaje. Se circula sin frenar: seis pórticos, instalados por parejas en Le Montet, Montbeugny y Molinet, fotografían las matrículas y leen los dispositivos de telepeaje.',
      'El importe depende de los pórticos que cruza y de la categoría del vehículo. Si pasa bajo los dos pórticos de una misma pareja, paga una sola tarifa de tránsito, más barata que dos pasos por separado. Desde el 1 de febrero de 2026, el recorrido completo cuesta 4,20 € para un turismo (clase 1), 3,20 € para un coche eléctrico, 6,40 € en clase 2 y 2,40 € para una moto.',
      'Con un dispositivo de telepeaje no tiene que hacer nada: el paso lo factura el emisor del dispositivo. Sin dispositivo, pague en este portal con su matrícula en las 72 horas siguientes al paso, o por adelantado con el prepago.',
    ),
  },
  url: '/free-flow-how-it-works',
  urlOpenNewTab: false,
  picture: '/media/a79/gantry.svg',
  icon: 'road',
  catchphrase: {
    fr: 'Pas de barrière, pas d’arrêt : des portiques lisent votre plaque.',
    en: 'No barriers, no stopping: gantries read your plate.',
    de: 'Keine Schranken, kein Halt: Portale erfassen Ihr Kennzeichen.',
    it: 'Nessuna barriera, nessuna sosta: i portali leggono la targa.',
    es: 'Sin barreras ni paradas: los pórticos leen su matrícula.',
  },
  buttonText: readMore,
  darkMode: false,
};

const payWithin72Hours: DemoArticle = {
  id: 'pay-within-72-hours',
  title: {
    fr: 'Payez dans les 72 heures après votre passage',
    en: 'Pay within 72 hours of your passage',
    de: 'Innerhalb von 72 Stunden nach der Durchfahrt bezahlen',
    it: 'Paga entro 72 ore dal transito',
    es: 'Pague en las 72 horas siguientes a su paso',
  },
  content: {
    fr: paragraphs(
      'Vous avez 72 heures à compter de votre dernier passage sous un portique pour régler votre trajet. Saisissez votre plaque d’immatriculation et son pays : le portail affiche vos trajets à payer, avec le temps restant pour chacun. Si un trajet apparaît comme en cours, indiquez votre sortie pour pouvoir le payer tout de suite.',
      `Le paiement se fait par carte bancaire sur une page sécurisée, ou avec une carte carburant ou de flotte acceptée (${demoFleetCards.fr}). Le montant est calculé à partir des passages enregistrés, et un reçu vous est envoyé aussitôt par e-mail, également téléchargeable en PDF.`,
      'Sans paiement dans les 72 heures, un avis de paiement est adressé au titulaire du certificat d’immatriculation : il comprend le péage et une indemnité forfaitaire de 10 € si vous le réglez sous 15 jours, de 90 € au-delà.',
    ),
    en: paragraphs(
      'You have 72 hours from your last passage under a gantry to pay for your trip. Enter your number plate and its country: the portal lists the trips to pay, with the time left for each. If a trip is shown as in progress, declare your exit so that you can pay for it straight away.',
      `Pay by bank card on a secure page, or with an accepted fuel or fleet card (${demoFleetCards.en}). The amount is calculated from the recorded passages, and a receipt is e-mailed to you immediately and can also be downloaded as a PDF.`,
      'If you do not pay within 72 hours, a payment notice is sent to the registered keeper of the vehicle: it includes the toll plus a flat-rate indemnity of €10 if paid within 15 days, or €90 after that.',
    ),
    de: paragraphs(
      'Sie haben 72 Stunden ab Ihrer letzten Durchfahrt unter einem Portal Zeit, um Ihre Fahrt zu bezahlen. Geben Sie Ihr Kennzeichen und das Zulassungsland ein: Das Portal zeigt Ihre offenen Fahrten mit der jeweils verbleibenden Zeit. Wird eine Fahrt als laufend angezeigt, geben Sie Ihre Ausfahrt an, um sie sofort zu bezahlen.',
      `Bezahlt wird per Bankkarte auf einer gesicherten Seite oder mit einer akzeptierten Tank- oder Flottenkarte (${demoFleetCards.de}). Der Betrag wird aus den erfassten Durchfahrten berechnet; die Quittung erhalten Sie sofort per E-Mail, außerdem steht sie als PDF zum Herunterladen bereit.`,
      'Ohne Zahlung innerhalb von 72 Stunden erhält der Fahrzeughalter eine Zahlungsaufforderung: Sie umfasst die Maut und eine Pauschalentschädigung von 10 € bei Zahlung innerhalb von 15 Tagen, danach von 90 €.',
    ),
    it: paragraphs(
      'Hai 72 ore dall’ultimo transito sotto un portale per pagare il viaggio. Inserisci la targa e il paese di immatricolazione: il portale mostra i viaggi da pagare e il tempo che resta per ciascuno. Se un viaggio risulta in corso, indica l’uscita per poterlo pagare subito.',
      `Puoi pagare con carta bancaria su una pagina sicura oppure con una carta carburante o flotte accettata (${demoFleetCards.it}). L’importo è calcolato sui transiti registrati e la ricevuta ti arriva subito via e-mail, scaricabile anche in PDF.`,
      'Senza pagamento entro 72 ore, all’intestatario del veicolo viene inviato un avviso di pagamento: comprende il pedaggio e un’indennità forfettaria di 10 euro se lo paghi entro 15 giorni, di 90 euro dopo.',
    ),
    es: paragraphs(
      'Tiene 72 horas desde su último paso bajo un pórtico para pagar el trayecto. Introduzca la matrícula y su país: el portal muestra los trayectos pendientes de pago y el tiempo que queda para cada uno. Si un trayecto figura como en curso, indique su salida para poder pagarlo enseguida.',
      `Puede pagar con tarjeta bancaria en una página segura o con una tarjeta de carburante o de flota aceptada (${demoFleetCards.es}). El importe se calcula a partir de los pasos registrados y recibe el justificante al instante por correo electrónico, también descargable en PDF.`,
      'Si no paga en 72 horas, se envía un aviso de pago al titular del vehículo: incluye el peaje y una indemnización a tanto alzado de 10 € si lo paga en 15 días, o de 90 € pasado ese plazo.',
    ),
  },
  url: '/form/payment',
  urlOpenNewTab: false,
  picture: '/media/a79/clock-72h.svg',
  icon: 'payment',
  catchphrase: {
    fr: 'Passé ce délai, un avis de paiement avec indemnité vous est envoyé.',
    en: 'After that, a payment notice with an indemnity is sent to you.',
    de: 'Danach folgt eine Zahlungsaufforderung mit Pauschalentschädigung.',
    it: 'Dopo, ricevi un avviso di pagamento con indennità.',
    es: 'Después, recibirá un aviso de pago con indemnización.',
  },
  buttonText: {
    fr: 'Payer un trajet',
    en: 'Pay for a trip',
    de: 'Fahrt bezahlen',
    it: 'Paga un viaggio',
    es: 'Pagar un trayecto',
  },
  darkMode: false,
};

const prepayYourTrips: DemoArticle = {
  id: 'prepay-your-trips',
  title: {
    fr: 'Prépayez vos trajets avant de partir',
    en: 'Prepay your trips before you leave',
    de: 'Fahrten vor der Abreise im Voraus bezahlen',
    it: 'Paga i viaggi in anticipo, prima di partire',
    es: 'Pague sus trayectos antes de salir',
  },
  content: {
    fr: paragraphs(
      'Vous connaissez votre itinéraire ? Payez-le avant de prendre la route. Choisissez la classe du véhicule, l’entrée et la sortie sur l’A79, un aller simple ou un aller-retour et le nombre de trajets : le prix estimé s’affiche aussitôt.',
      'Le prépaiement est enregistré pour votre plaque. Quand vous empruntez l’A79, le trajet correspondant est automatiquement réglé avec ce crédit et n’apparaît plus comme à payer. Un prépaiement reste valable 30 jours.',
      'C’est la solution idéale pour un déplacement ponctuel, pour les conducteurs étrangers ou simplement pour ne plus surveiller le délai de 72 heures. Si votre trajet réel ne correspond pas à celui que vous avez prépayé, il doit être payé normalement dans les 72 heures.',
    ),
    en: paragraphs(
      'Know your route? Pay for it before you hit the road. Choose your vehicle class, your entry and exit on the A79, one way or return, and the number of trips: the estimated price appears immediately.',
      'The prepayment is recorded against your number plate. When you drive on the A79, the matching trip is settled automatically from this credit and no longer shows as due. A prepayment remains valid for 30 days.',
      'It is the easiest option for an occasional journey, for foreign drivers, or simply to stop worrying about the 72-hour deadline. If the trip you actually make does not match the one you prepaid, it must be paid in the usual way within 72 hours.',
    ),
    de: paragraphs(
      'Sie kennen Ihre Strecke? Bezahlen Sie sie, bevor Sie losfahren. Wählen Sie die Fahrzeugklasse, Auf- und Abfahrt auf der A79, einfache Fahrt oder Hin- und Rückfahrt sowie die Anzahl der Fahrten: Der voraussichtliche Preis wird sofort angezeigt.',
      'Die Vorauszahlung wird Ihrem Kennzeichen zugeordnet. Wenn Sie die A79 befahren, wird die passende Fahrt automatisch mit diesem Guthaben beglichen und erscheint nicht mehr als offen. Eine Vorauszahlung ist 30 Tage gültig.',
      'Das ist ideal für gelegentliche Fahrten, für Fahrer aus dem Ausland oder einfach, um nicht mehr an die 72-Stunden-Frist denken zu müssen. Entspricht Ihre tatsächliche Fahrt nicht der vorausbezahlten, muss sie wie gewohnt innerhalb von 72 Stunden bezahlt werden.',
    ),
    it: paragraphs(
      'Conosci già il percorso? Pagalo prima di metterti in viaggio. Scegli la classe del veicolo, l’entrata e l’uscita sull’A79, sola andata o andata e ritorno e il numero di viaggi: il prezzo stimato compare subito.',
      'Il pagamento anticipato viene associato alla tua targa. Quando percorri l’A79, il viaggio corrispondente viene saldato automaticamente con questo credito e non risulta più da pagare. Un pagamento anticipato resta valido 30 giorni.',
      'È la soluzione ideale per un viaggio occasionale, per chi guida un veicolo immatricolato all’estero o semplicemente per non dover pensare alla scadenza delle 72 ore. Se il viaggio effettivo non corrisponde a quello pagato in anticipo, va pagato normalmente entro 72 ore.',
    ),
    es: paragraphs(
      '¿Ya conoce su ruta? Páguela antes de ponerse en camino. Elija la categoría del vehículo, la entrada y la salida en la A79, solo ida o ida y vuelta y el número de trayectos: el precio estimado aparece al instante.',
      'El prepago queda asociado a su matrícula. Cuando circula por la A79, el trayecto correspondiente se liquida automáticamente con este saldo y deja de aparecer como pendiente. Un prepago es válido durante 30 días.',
      'Es la opción ideal para un viaje puntual, para conductores con matrícula extranjera o simplemente para olvidarse del plazo de 72 horas. Si el trayecto que realiza no coincide con el prepagado, deberá pagarlo de la forma habitual en las 72 horas siguientes.',
    ),
  },
  url: '/form/prepayment',
  urlOpenNewTab: false,
  picture: '/media/a79/card.svg',
  icon: 'prepayment',
  catchphrase: {
    fr: 'Réglé avant le départ, plus rien à penser au retour.',
    en: 'Paid before you set off, nothing to remember afterwards.',
    de: 'Vor der Abfahrt bezahlt, danach an nichts mehr denken.',
    it: 'Pagato prima di partire, niente da ricordare dopo.',
    es: 'Pagado antes de salir, nada que recordar después.',
  },
  buttonText: {
    fr: 'Prépayer un trajet',
    en: 'Prepay a trip',
    de: 'Fahrt vorausbezahlen',
    it: 'Paga in anticipo',
    es: 'Prepagar un trayecto',
  },
  darkMode: false,
};

const infoPassageAlerts: DemoArticle = {
  id: 'info-passage-alerts',
  title: {
    fr: 'Alerte Info Passage : un e-mail à chaque passage',
    en: 'Info Passage alerts: an e-mail at every passage',
    de: 'Info-Passage-Benachrichtigung: eine E-Mail bei jeder Durchfahrt',
    it: 'Notifica Info transito (Info Passage): un’e-mail a ogni transito',
    es: 'Alerta Info Passage: un correo en cada paso',
  },
  content: {
    fr: paragraphs(
      'Inscrivez votre plaque au service Info Passage : vous recevez un e-mail chaque fois que votre véhicule passe sous un portique de l’A79. C’est le rappel idéal pour payer votre trajet sur ce portail avant la fin du délai de 72 heures.',
      'Il suffit d’une adresse e-mail, du pays et du numéro de la plaque. Si vous conduisez un véhicule de location, indiquez vos dates de location : vous ne recevez les alertes que pendant cette période.',
      'Le service est gratuit. Vous pouvez vous désinscrire à tout moment grâce au lien présent dans chaque e-mail ; la désinscription concerne alors tous vos véhicules. Avec un espace client, vous activez ou coupez l’alerte véhicule par véhicule.',
    ),
    en: paragraphs(
      'Register your plate for the Info Passage service and receive an e-mail every time your vehicle passes under an A79 gantry. It is the perfect reminder to pay for your trip on this portal before the 72-hour deadline.',
      'All you need is an e-mail address and the plate’s country and number. If you are driving a rental vehicle, enter your rental dates: you will only receive alerts during that period.',
      'The service is free. You can unsubscribe at any time with the link in every e-mail; unsubscribing then applies to all your vehicles. With a customer account, you can turn the alert on or off for each vehicle.',
    ),
    de: paragraphs(
      'Melden Sie Ihr Kennzeichen für den Dienst Info Passage an: Sie erhalten bei jeder Durchfahrt Ihres Fahrzeugs unter einem Portal der A79 eine E-Mail. So werden Sie zuverlässig daran erinnert, Ihre Fahrt vor Ablauf der 72-Stunden-Frist auf diesem Portal zu bezahlen.',
      'Sie benötigen nur eine E-Mail-Adresse sowie Land und Nummer des Kennzeichens. Fahren Sie einen Mietwagen, geben Sie Ihren Mietzeitraum an: Die Benachrichtigungen erhalten Sie nur in diesem Zeitraum.',
      'Der Dienst ist kostenlos. Über den Link in jeder E-Mail können Sie sich jederzeit abmelden; die Abmeldung gilt dann für alle Ihre Fahrzeuge. Mit einem Kundenkonto schalten Sie die Benachrichtigung für jedes Fahrzeug einzeln ein oder aus.',
    ),
    it: paragraphs(
      'Iscrivi la tua targa al servizio Notifica Info transito (Info Passage): riceverai un’e-mail ogni volta che il veicolo passa sotto un portale dell’A79. È il promemoria ideale per pagare il viaggio su questo portale entro la scadenza delle 72 ore.',
      'Bastano un indirizzo e-mail, il paese e il numero di targa. Se guidi un veicolo a noleggio, indica le date del noleggio: riceverai le notifiche solo in quel periodo.',
      'Il servizio è gratuito. Puoi annullare l’iscrizione in qualsiasi momento con il link presente in ogni e-mail; l’annullamento vale per tutti i tuoi veicoli. Con un account nell’Area clienti puoi attivare o disattivare la notifica veicolo per veicolo.',
    ),
    es: paragraphs(
      'Inscriba su matrícula en el servicio Info Passage y recibirá un correo electrónico cada vez que su vehículo pase bajo un pórtico de la A79. Es el recordatorio perfecto para pagar el trayecto en este portal antes de que acabe el plazo de 72 horas.',
      'Solo necesita una dirección de correo electrónico y el país y el número de la matrícula. Si conduce un vehículo de alquiler, indique las fechas del alquiler: solo recibirá alertas durante ese periodo.',
      'El servicio es gratuito. Puede darse de baja en cualquier momento con el enlace que aparece en cada correo; la baja se aplica entonces a todos sus vehículos. Con una cuenta de cliente, activa o desactiva la alerta vehículo por vehículo.',
    ),
  },
  url: '/alert',
  urlOpenNewTab: false,
  picture: '/media/a79/alert-envelope.svg',
  icon: 'alert',
  catchphrase: {
    fr: 'Ne laissez plus passer le délai de 72 heures.',
    en: 'Never miss the 72-hour deadline again.',
    de: 'Verpassen Sie nie wieder die 72-Stunden-Frist.',
    it: 'Non perdere più la scadenza delle 72 ore.',
    es: 'No vuelva a olvidar el plazo de 72 horas.',
  },
  buttonText: {
    fr: 'Activer l’alerte',
    en: 'Turn on alerts',
    de: 'Benachrichtigung aktivieren',
    it: 'Attiva la notifica',
    es: 'Activar la alerta',
  },
  darkMode: false,
};

const rentalVehicles: DemoArticle = {
  id: 'rental-vehicles',
  title: {
    fr: 'Vous roulez en véhicule de location ?',
    en: 'Driving a rental vehicle?',
    de: 'Mit einem Mietwagen unterwegs?',
    it: 'Viaggi con un veicolo a noleggio?',
    es: '¿Conduce un vehículo de alquiler?',
  },
  content: {
    fr: paragraphs(
      'Le péage de l’A79 est dû pour tous les véhicules, y compris les voitures et utilitaires de location. Faute de paiement, l’avis de paiement est envoyé au loueur, titulaire du certificat d’immatriculation, qui vous le refacture, souvent avec des frais de gestion.',
      'Le plus simple : demandez au comptoir si le véhicule est équipé d’un badge de télépéage. Sinon, payez vous-même sur ce portail dans les 72 heures avec la plaque du véhicule loué, ou prépayez votre trajet avant de partir. Conservez le reçu envoyé par e-mail : il prouve votre paiement.',
      'Vous pouvez aussi activer l’alerte Info Passage pour la plaque du véhicule, limitée à vos dates de location. Les loueurs disposent de leur propre espace pour gérer leur flotte et consulter les trajets et avis de paiement de leurs véhicules.',
    ),
    en: paragraphs(
      'The A79 toll is due for every vehicle, including rental cars and vans. If it is not paid, the payment notice goes to the rental company as the registered keeper, which then charges it to you, often with a handling fee.',
      'The simplest way: ask at the rental desk whether the vehicle has a toll tag. If not, pay yourself on this portal within 72 hours using the rental vehicle’s plate, or prepay your trip before you set off. Keep the receipt sent by e-mail as proof of payment.',
      'You can also turn on Info Passage alerts for the vehicle’s plate, limited to your rental dates. Rental companies have their own area to manage their fleet and check the trips and payment notices of their vehicles.',
    ),
    de: paragraphs(
      'Die Maut auf der A79 gilt für alle Fahrzeuge, auch für Mietwagen und gemietete Transporter. Wird sie nicht bezahlt, geht die Zahlungsaufforderung an die Autovermietung als Fahrzeughalterin, die sie Ihnen weiterberechnet, häufig mit einer Bearbeitungsgebühr.',
      'Am einfachsten fragen Sie am Schalter, ob das Fahrzeug eine Mautbox hat. Wenn nicht, bezahlen Sie selbst innerhalb von 72 Stunden auf diesem Portal mit dem Kennzeichen des Mietwagens oder zahlen Ihre Fahrt vor der Abfahrt im Voraus. Bewahren Sie die per E-Mail gesendete Quittung als Zahlungsnachweis auf.',
      'Sie können auch die Info-Passage-Benachrichtigung für das Kennzeichen aktivieren, beschränkt auf Ihren Mietzeitraum. Autovermietungen verfügen über einen eigenen Bereich, um ihre Flotte zu verwalten und die Fahrten und Zahlungsaufforderungen ihrer Fahrzeuge einzusehen.',
    ),
    it: paragraphs(
      'Il pedaggio dell’A79 è dovuto da tutti i veicoli, comprese le auto e i furgoni a noleggio. Se non viene pagato, l’avviso di pagamento arriva alla società di noleggio, intestataria del veicolo, che te lo riaddebita, spesso con spese di gestione.',
      'La cosa più semplice: chiedi al banco se il veicolo ha un dispositivo di telepedaggio. Altrimenti paga tu stesso su questo portale entro 72 ore con la targa del veicolo noleggiato, oppure paga il viaggio in anticipo prima di partire. Conserva la ricevuta inviata via e-mail come prova del pagamento.',
      'Puoi anche attivare la Notifica Info transito (Info Passage) per la targa del veicolo, limitata alle date del noleggio. Le società di noleggio hanno un’area dedicata, l’Area affittuari, per gestire la flotta e consultare i viaggi e gli avvisi di pagamento dei loro veicoli.',
    ),
    es: paragraphs(
      'El peaje de la A79 se aplica a todos los vehículos, incluidos los coches y furgonetas de alquiler. Si no se paga, el aviso de pago llega a la empresa de alquiler, titular del vehículo, que se lo repercute, a menudo con gastos de gestión.',
      'Lo más sencillo: pregunte en el mostrador si el vehículo lleva un dispositivo de telepeaje. Si no es así, pague usted mismo en este portal en las 72 horas siguientes con la matrícula del vehículo alquilado, o prepague su trayecto antes de salir. Guarde el justificante que recibe por correo electrónico como prueba de pago.',
      'También puede activar la alerta Info Passage para la matrícula del vehículo, limitada a las fechas del alquiler. Las empresas de alquiler disponen de su propio espacio para gestionar su flota y consultar los trayectos y avisos de pago de sus vehículos.',
    ),
  },
  url: '/rental-vehicles',
  urlOpenNewTab: false,
  picture: '/media/a79/car-key.svg',
  icon: 'rental',
  catchphrase: {
    fr: 'Payez vous-même et évitez les frais de gestion du loueur.',
    en: 'Pay yourself and avoid the rental company’s handling fees.',
    de: 'Selbst zahlen und Bearbeitungsgebühren des Vermieters vermeiden.',
    it: 'Paga tu stesso ed evita le spese di gestione del noleggio.',
    es: 'Pague usted mismo y evite los gastos de gestión del alquiler.',
  },
  buttonText: readMore,
  darkMode: false,
};

const bewareOfScamSms: DemoArticle = {
  id: 'beware-of-scam-sms',
  title: {
    fr: 'SMS frauduleux : ALIAE ne vous demande jamais de payer par SMS',
    en: 'Scam text messages: ALIAE never asks you to pay by SMS',
    de: 'Betrügerische SMS: ALIAE fordert Sie nie per SMS zur Zahlung auf',
    it: 'SMS truffa: ALIAE non ti chiede mai di pagare via SMS',
    es: 'SMS fraudulentos: ALIAE nunca le pide pagar por SMS',
  },
  content: {
    fr: paragraphs(
      'Des SMS et des sites frauduleux imitent les messages de péage, annonçant un trajet impayé ou un dernier rappel avec un lien vers une fausse page de paiement. ALIAE n’envoie jamais de lien de paiement par SMS et ne vous demande jamais vos coordonnées bancaires par téléphone.',
      'Pour payer, saisissez vous-même l’adresse du portail ou passez par le site d’ALIAE, puis entrez votre plaque : seuls les trajets réellement enregistrés par les portiques s’affichent. Un véritable avis de paiement arrive par courrier au titulaire du certificat d’immatriculation.',
      'Vous avez reçu un SMS suspect ? Ne cliquez pas sur le lien. Transférez-le gratuitement au 33700, le numéro de signalement des opérateurs mobiles français, puis supprimez-le. Si vous avez saisi vos coordonnées bancaires sur un faux site, faites opposition auprès de votre banque et portez plainte.',
    ),
    en: paragraphs(
      'Scam text messages and websites imitate toll messages, announcing an unpaid trip or a final reminder with a link to a fake payment page. ALIAE never sends payment links by SMS and never asks for your bank details over the phone.',
      'To pay, type the portal’s address yourself or go through the ALIAE website, then enter your plate: only the trips actually recorded by the gantries are shown. A genuine payment notice is sent by post to the registered keeper of the vehicle.',
      'Received a suspicious text? Do not tap the link. If you have a French mobile line, forward it free of charge to 33700, the French spam-reporting number, then delete it. If you entered your card details on a fake site, have your card blocked by your bank and report the fraud to the police.',
    ),
    de: paragraphs(
      'Betrügerische SMS und Websites ahmen Mautnachrichten nach: Sie melden eine unbezahlte Fahrt oder eine letzte Mahnung und enthalten einen Link zu einer gefälschten Zahlungsseite. ALIAE verschickt niemals Zahlungslinks per SMS und fragt Ihre Bankdaten nie telefonisch ab.',
      'Geben Sie zum Bezahlen die Adresse des Portals selbst ein oder gehen Sie über die Website von ALIAE und geben Sie dann Ihr Kennzeichen ein: Angezeigt werden nur Fahrten, die die Portale tatsächlich erfasst haben. Eine echte Zahlungsaufforderung erhält der Fahrzeughalter per Post.',
      'Sie haben eine verdächtige SMS erhalten? Klicken Sie nicht auf den Link. Mit einem französischen Mobilfunkanschluss leiten Sie sie kostenlos an die 33700 weiter, die Meldenummer der französischen Mobilfunkanbieter, und löschen sie anschließend. Haben Sie Ihre Kartendaten auf einer gefälschten Seite eingegeben, lassen Sie Ihre Karte bei Ihrer Bank sperren und erstatten Sie Anzeige.',
    ),
    it: paragraphs(
      'SMS e siti truffa imitano i messaggi sul pedaggio, segnalando un viaggio non pagato o un ultimo sollecito con un link a una falsa pagina di pagamento. ALIAE non invia mai link di pagamento via SMS e non ti chiede mai i dati della carta per telefono.',
      'Per pagare, digita tu stesso l’indirizzo del portale o passa dal sito di ALIAE, poi inserisci la targa: compaiono solo i viaggi effettivamente registrati dai portali. Un vero avviso di pagamento arriva per posta all’intestatario del veicolo.',
      'Hai ricevuto un SMS sospetto? Non aprire il link. Se hai una linea mobile francese, inoltralo gratuitamente al 33700, il numero di segnalazione degli operatori mobili francesi, poi cancellalo. Se hai inserito i dati della carta su un sito falso, blocca la carta presso la tua banca e sporgi denuncia.',
    ),
    es: paragraphs(
      'SMS y sitios web fraudulentos imitan los mensajes de peaje, anunciando un trayecto impagado o un último aviso con un enlace a una página de pago falsa. ALIAE nunca envía enlaces de pago por SMS ni le pide los datos bancarios por teléfono.',
      'Para pagar, escriba usted mismo la dirección del portal o entre desde la web de ALIAE e introduzca su matrícula: solo aparecen los trayectos realmente registrados por los pórticos. Un aviso de pago auténtico llega por correo postal al titular del vehículo.',
      '¿Ha recibido un SMS sospechoso? No pulse el enlace. Si tiene una línea móvil francesa, reenvíelo gratis al 33700, el número de denuncia de los operadores móviles franceses, y después bórrelo. Si ha introducido los datos de su tarjeta en un sitio falso, bloquéela en su banco y presente una denuncia.',
    ),
  },
  url: 'https://www.example.org/report-a-scam',
  urlOpenNewTab: true,
  picture: '/media/a79/phone-warning.svg',
  icon: 'warning',
  catchphrase: {
    fr: 'Aucun lien de paiement n’est jamais envoyé par SMS.',
    en: 'No payment link is ever sent by text message.',
    de: 'Zahlungslinks werden niemals per SMS verschickt.',
    it: 'Nessun link di pagamento viene mai inviato via SMS.',
    es: 'Nunca enviamos enlaces de pago por SMS.',
  },
  buttonText: {
    fr: 'Signaler une arnaque',
    en: 'Report a scam',
    de: 'Betrug melden',
    it: 'Segnala una truffa',
    es: 'Denunciar un fraude',
  },
  darkMode: false,
};

// Home slider (full articles) ------------------------------------------------------------------

const customerAccount: DemoArticle = {
  id: 'customer-account',
  title: {
    fr: 'Créez votre espace client',
    en: 'Create your customer account',
    de: 'Eröffnen Sie Ihr Kundenkonto',
    it: 'Crea il tuo account nell’Area clienti',
    es: 'Cree su cuenta de cliente',
  },
  content: {
    fr: paragraphs(
      'Vous empruntez régulièrement l’A79 ? Avec un espace client, enregistrez une fois pour toutes vos plaques d’immatriculation et retrouvez à chaque connexion les trajets à payer de tous vos véhicules.',
      'Payez plusieurs trajets en une seule fois, téléchargez vos reçus en PDF et gardez l’historique de vos paiements. Vous pouvez aussi activer l’alerte Info Passage véhicule par véhicule et indiquer une période de location pour un véhicule loué.',
      'La création du compte est gratuite et ne prend que quelques minutes : une adresse e-mail, un mot de passe et la plaque de votre véhicule suffisent.',
    ),
    en: paragraphs(
      'Do you use the A79 regularly? With a customer account, register your number plates once and for all, and find the trips to pay for all your vehicles every time you sign in.',
      'Pay for several trips in one go, download your receipts as PDFs and keep a history of your payments. You can also turn on Info Passage alerts for each vehicle and set a rental period for a hired vehicle.',
      'Creating an account is free and only takes a few minutes: all you need is an e-mail address, a password and your vehicle’s plate.',
    ),
    de: paragraphs(
      'Sie fahren regelmäßig auf der A79? Mit einem Kundenkonto hinterlegen Sie Ihre Kennzeichen ein für alle Mal und sehen bei jeder Anmeldung die offenen Fahrten all Ihrer Fahrzeuge.',
      'Bezahlen Sie mehrere Fahrten auf einmal, laden Sie Ihre Quittungen als PDF herunter und behalten Sie den Überblick über Ihre Zahlungen. Außerdem können Sie die Info-Passage-Benachrichtigung für jedes Fahrzeug einzeln aktivieren und für einen Mietwagen den Mietzeitraum angeben.',
      'Die Kontoeröffnung ist kostenlos und dauert nur wenige Minuten: Sie brauchen lediglich eine E-Mail-Adresse, ein Passwort und das Kennzeichen Ihres Fahrzeugs.',
    ),
    it: paragraphs(
      'Percorri spesso l’A79? Con un account nell’Area clienti registri le tue targhe una volta per tutte e a ogni accesso ritrovi i viaggi da pagare di tutti i tuoi veicoli.',
      'Paga più viaggi in una sola volta, scarica le ricevute in PDF e conserva lo storico dei pagamenti. Puoi anche attivare la Notifica Info transito (Info Passage) per ciascun veicolo e indicare un periodo di noleggio per un veicolo noleggiato.',
      'La creazione dell’account è gratuita e richiede pochi minuti: bastano un indirizzo e-mail, una password e la targa del veicolo.',
    ),
    es: paragraphs(
      '¿Utiliza la A79 con frecuencia? Con una cuenta de cliente registra sus matrículas de una vez por todas y, cada vez que se conecta, ve los trayectos pendientes de todos sus vehículos.',
      'Pague varios trayectos de una sola vez, descargue sus justificantes en PDF y conserve el historial de sus pagos. También puede activar la alerta Info Passage para cada vehículo e indicar un periodo de alquiler para un vehículo alquilado.',
      'Crear la cuenta es gratis y solo lleva unos minutos: basta con una dirección de correo electrónico, una contraseña y la matrícula de su vehículo.',
    ),
  },
  url: '/account/register',
  urlOpenNewTab: false,
  picture: '/media/a79/account.svg',
  icon: 'account',
  catchphrase: {
    fr: 'Vos véhicules, vos trajets et vos reçus au même endroit.',
    en: 'Your vehicles, trips and receipts in one place.',
    de: 'Ihre Fahrzeuge, Fahrten und Quittungen an einem Ort.',
    it: 'Veicoli, viaggi e ricevute in un unico posto.',
    es: 'Sus vehículos, trayectos y justificantes en un solo lugar.',
  },
  buttonText: {
    fr: 'Créer mon compte',
    en: 'Create my account',
    de: 'Konto erstellen',
    it: 'Crea il mio account',
    es: 'Crear mi cuenta',
  },
  darkMode: true,
};

const paymentNoticeReceived: DemoArticle = {
  id: 'payment-notice-received',
  title: {
    fr: 'Vous avez reçu un avis de paiement ?',
    en: 'Received a payment notice?',
    de: 'Sie haben eine Zahlungsaufforderung erhalten?',
    it: 'Hai ricevuto un avviso di pagamento?',
    es: '¿Ha recibido un aviso de pago?',
  },
  content: {
    fr: paragraphs(
      'Un avis de paiement est envoyé lorsqu’un trajet n’a pas été payé dans les 72 heures. Il indique son numéro, la date et le lieu des passages, le péage dû et l’indemnité forfaitaire prévue par le Code de procédure pénale.',
      'Réglé dans les 15 jours suivant la date de l’avis, il vous coûte le péage plus 10 €. Au-delà, l’indemnité passe à 90 €. Vous pouvez le payer ici en ligne avec la plaque du véhicule : l’avis apparaît avec vos trajets à payer.',
      'Sans paiement ni contestation 60 jours après l’avis, le dossier est transmis à l’officier du ministère public : il ne peut alors plus être réglé sur ce portail, et une amende forfaitaire majorée de 375 € peut s’appliquer.',
      'Vous pensez que l’avis est une erreur (plaque mal lue, véhicule vendu ou volé, trajet déjà payé) ? Contestez-le en ligne en joignant vos justificatifs : la procédure est suspendue le temps de l’examen de votre demande.',
    ),
    en: paragraphs(
      'A payment notice is sent when a trip has not been paid within 72 hours. It shows the notice number, the date and place of the passages, the toll due and the flat-rate indemnity set by the French Code of Criminal Procedure.',
      'If you pay within 15 days of the notice date, it costs the toll plus €10. After that, the indemnity rises to €90. You can pay it online here with the vehicle’s plate: the notice appears among your trips to pay.',
      'If nothing has been paid or contested 60 days after the notice, the case is transmitted to the Public Prosecutor’s officer: it can then no longer be paid on this portal, and an increased fixed fine of €375 may apply.',
      'Do you think the notice is a mistake (misread plate, vehicle sold or stolen, trip already paid)? Contest it online and attach your supporting documents: the procedure is suspended while your request is being reviewed.',
    ),
    de: paragraphs(
      'Eine Zahlungsaufforderung wird verschickt, wenn eine Fahrt nicht innerhalb von 72 Stunden bezahlt wurde. Sie enthält ihre Nummer, Datum und Ort der Durchfahrten, die fällige Maut und die in der französischen Strafprozessordnung vorgesehene Pauschalentschädigung.',
      'Bei Zahlung innerhalb von 15 Tagen ab dem Datum der Zahlungsaufforderung zahlen Sie die Maut zuzüglich 10 €. Danach steigt die Entschädigung auf 90 €. Sie können die Zahlungsaufforderung hier online mit dem Kennzeichen des Fahrzeugs bezahlen: Sie erscheint zusammen mit Ihren offenen Fahrten.',
      'Wird innerhalb von 60 Tagen weder gezahlt noch Einspruch eingelegt, geht der Vorgang an die Staatsanwaltschaft (Officier du ministère public): Er kann dann nicht mehr auf diesem Portal bezahlt werden, und es kann ein erhöhtes Pauschalbußgeld von 375 € verhängt werden.',
      'Sie halten die Zahlungsaufforderung für einen Fehler (falsch gelesenes Kennzeichen, verkauftes oder gestohlenes Fahrzeug, bereits bezahlte Fahrt)? Legen Sie online Einspruch ein und fügen Sie Ihre Nachweise bei: Das Verfahren ruht, bis Ihr Antrag geprüft ist.',
    ),
    it: paragraphs(
      'L’avviso di pagamento viene inviato quando un viaggio non è stato pagato entro 72 ore. Riporta il numero dell’avviso, la data e il luogo dei transiti, il pedaggio dovuto e l’indennità forfettaria prevista dal codice di procedura penale francese.',
      'Se lo paghi entro 15 giorni dalla data dell’avviso, costa il pedaggio più 10 euro. Dopo, l’indennità sale a 90 euro. Puoi pagarlo qui online con la targa del veicolo: l’avviso compare insieme ai viaggi da pagare.',
      'Senza pagamento né contestazione entro 60 giorni dall’avviso, la pratica viene trasmessa alla Procura: non può più essere pagata su questo portale e può essere applicata un’ammenda forfettaria maggiorata di 375 euro.',
      'Pensi che l’avviso sia un errore (targa letta male, veicolo venduto o rubato, viaggio già pagato)? Contestalo online allegando i documenti giustificativi: la procedura resta sospesa finché la richiesta viene esaminata.',
    ),
    es: paragraphs(
      'El aviso de pago se envía cuando un trayecto no se ha pagado en 72 horas. Indica su número, la fecha y el lugar de los pasos, el peaje adeudado y la indemnización a tanto alzado prevista por el Código de Procedimiento Penal francés.',
      'Si lo paga en los 15 días siguientes a la fecha del aviso, le cuesta el peaje más 10 €. Después, la indemnización sube a 90 €. Puede pagarlo aquí online con la matrícula del vehículo: el aviso aparece junto a sus trayectos pendientes.',
      'Si 60 días después del aviso no se ha pagado ni impugnado, el expediente se remite a la Fiscalía (Officier du ministère public): ya no puede pagarse en este portal y puede aplicarse una multa incrementada de 375 €.',
      '¿Cree que el aviso es un error (matrícula mal leída, vehículo vendido o robado, trayecto ya pagado)? Impúgnelo online adjuntando sus justificantes: el procedimiento queda suspendido mientras se estudia su solicitud.',
    ),
  },
  url: '/form/payment',
  urlOpenNewTab: false,
  picture: '/media/a79/notice.svg',
  icon: 'notice',
  catchphrase: {
    fr: 'Payez sous 15 jours : l’indemnité reste limitée à 10 €.',
    en: 'Pay within 15 days and the indemnity stays at €10.',
    de: 'Zahlen Sie binnen 15 Tagen: Die Entschädigung bleibt bei 10 €.',
    it: 'Paga entro 15 giorni: l’indennità resta di 10 euro.',
    es: 'Pague en 15 días y la indemnización se queda en 10 €.',
  },
  buttonText: {
    fr: 'Payer mon avis',
    en: 'Pay my notice',
    de: 'Zahlungsaufforderung bezahlen',
    it: 'Paga l’avviso',
    es: 'Pagar mi aviso',
  },
  darkMode: false,
};

// Home footer article ----------------------------------------------------------------------------

const a79InFigures: DemoArticle = {
  id: 'a79-in-figures',
  title: {
    fr: 'L’A79 en chiffres',
    en: 'The A79 in figures',
    de: 'Die A79 in Zahlen',
    it: 'L’A79 in cifre',
    es: 'La A79 en cifras',
  },
  content: {
    fr: paragraphs(
      '88 km entre Montmarault / Deux-Chaises, où l’A79 rejoint l’A71, et Digoin, où elle se prolonge par la RN79. Principaux échangeurs : Deux-Chaises (34), Toulon-sur-Allier (30) et Digoin (23).',
      'Six portiques en trois paires, au Montet, à Montbeugny et à Molinet, et aucune barrière de péage. Environ 13 500 véhicules par jour, jusqu’à 20 000 en août, dont 30 % de poids lourds.',
      'Le trajet complet au tarif du 1er février 2026 : 4,20 € en classe 1 (3,20 € en électrique), 6,40 € en classe 2, 2,40 € en classe 5, de 11,70 € à 13,50 € en classe 3 et de 18,60 € à 20,40 € en classe 4 selon la norme Euro. Les tarifs sont révisés chaque 1er février.',
      'Classe 1 : jusqu’à 2 m de haut et 3,5 t. Classe 2 : de 2 à 3 m de haut, jusqu’à 3,5 t. Classe 3 : deux essieux, avec au moins 3 m de haut ou plus de 3,5 t. Classe 4 : plus de deux essieux, avec au moins 3 m de haut ou plus de 3,5 t. Classe 5 : motos.',
    ),
    en: paragraphs(
      '88 km between Montmarault / Deux-Chaises, where the A79 joins the A71, and Digoin, where it continues as the RN79. Main junctions: Deux-Chaises (34), Toulon-sur-Allier (30) and Digoin (23).',
      'Six gantries in three pairs, at Le Montet, Montbeugny and Molinet, and not a single toll barrier. About 13,500 vehicles a day, up to 20,000 in August, 30% of them heavy goods vehicles.',
      'The whole road at the 1 February 2026 prices: €4.20 in class 1 (€3.20 electric), €6.40 in class 2, €2.40 in class 5, from €11.70 to €13.50 in class 3 and from €18.60 to €20.40 in class 4, depending on the Euro emission standard. Prices are revised every 1 February.',
      'Class 1: up to 2 m high and 3.5 t. Class 2: between 2 and 3 m high, up to 3.5 t. Class 3: two axles, and at least 3 m high or over 3.5 t. Class 4: more than two axles, and at least 3 m high or over 3.5 t. Class 5: motorcycles.',
    ),
    de: paragraphs(
      '88 km zwischen Montmarault / Deux-Chaises, wo die A79 auf die A71 trifft, und Digoin, wo sie als RN79 weiterführt. Wichtigste Anschlussstellen: Deux-Chaises (34), Toulon-sur-Allier (30) und Digoin (23).',
      'Sechs Portale in drei Paaren, in Le Montet, Montbeugny und Molinet, und keine einzige Mautschranke. Rund 13.500 Fahrzeuge pro Tag, im August bis zu 20.000, davon 30 % Lkw.',
      'Die gesamte Strecke zum Tarif vom 1. Februar 2026: 4,20 € in Klasse 1 (3,20 € elektrisch), 6,40 € in Klasse 2, 2,40 € in Klasse 5, 11,70 € bis 13,50 € in Klasse 3 und 18,60 € bis 20,40 € in Klasse 4, je nach Euro-Abgasnorm. Die Tarife werden jedes Jahr zum 1. Februar angepasst.',
      'Klasse 1: bis 2 m Höhe und 3,5 t. Klasse 2: 2 bis 3 m Höhe, bis 3,5 t. Klasse 3: zwei Achsen und mindestens 3 m Höhe oder über 3,5 t. Klasse 4: mehr als zwei Achsen und mindestens 3 m Höhe oder über 3,5 t. Klasse 5: Motorräder.',
    ),
    it: paragraphs(
      '88 km tra Montmarault / Deux-Chaises, dove l’A79 si innesta sull’A71, e Digoin, dove prosegue come RN79. Svincoli principali: Deux-Chaises (34), Toulon-sur-Allier (30) e Digoin (23).',
      'Sei portali in tre coppie, a Le Montet, Montbeugny e Molinet, e nessuna barriera di pedaggio. Circa 13.500 veicoli al giorno, fino a 20.000 in agosto, di cui il 30% mezzi pesanti.',
      'L’intero tratto con le tariffe dal 1° febbraio 2026: 4,20 euro in classe 1 (3,20 euro per i veicoli elettrici), 6,40 euro in classe 2, 2,40 euro in classe 5, da 11,70 a 13,50 euro in classe 3 e da 18,60 a 20,40 euro in classe 4, secondo la classe Euro. Le tariffe vengono aggiornate ogni 1° febbraio.',
      'Classe 1: fino a 2 m di altezza e 3,5 t. Classe 2: tra 2 e 3 m di altezza, fino a 3,5 t. Classe 3: due assi e almeno 3 m di altezza o oltre 3,5 t. Classe 4: più di due assi e almeno 3 m di altezza o oltre 3,5 t. Classe 5: moto.',
    ),
    es: paragraphs(
      '88 km entre Montmarault / Deux-Chaises, donde la A79 enlaza con la A71, y Digoin, donde continúa como RN79. Enlaces principales: Deux-Chaises (34), Toulon-sur-Allier (30) y Digoin (23).',
      'Seis pórticos en tres parejas, en Le Montet, Montbeugny y Molinet, y ninguna barrera de peaje. Unos 13.500 vehículos al día, hasta 20.000 en agosto, de los cuales el 30 % son vehículos pesados.',
      'El recorrido completo con las tarifas del 1 de febrero de 2026: 4,20 € en clase 1 (3,20 € si es eléctrico), 6,40 € en clase 2, 2,40 € en clase 5, de 11,70 € a 13,50 € en clase 3 y de 18,60 € a 20,40 € en clase 4, según la norma Euro. Las tarifas se revisan cada 1 de febrero.',
      'Clase 1: hasta 2 m de altura y 3,5 t. Clase 2: entre 2 y 3 m de altura, hasta 3,5 t. Clase 3: dos ejes, con al menos 3 m de altura o más de 3,5 t. Clase 4: más de dos ejes, con al menos 3 m de altura o más de 3,5 t. Clase 5: motos.',
    ),
  },
  url: '/a79-in-figures',
  urlOpenNewTab: false,
  picture: '/media/a79/map.svg',
  icon: 'road',
  catchphrase: {
    fr: '88 km, six portiques, aucune barrière.',
    en: '88 km, six gantries, no barriers.',
    de: '88 km, sechs Portale, keine Schranken.',
    it: '88 km, sei portali, nessuna barriera.',
    es: '88 km, seis pórticos, ninguna barrera.',
  },
  buttonText: readMore,
  darkMode: false,
};

// Footer pages -----------------------------------------------------------------------------------

const legalNotice: DemoArticle = {
  id: 'legal-notice',
  title: {
    fr: 'Mentions légales',
    en: 'Legal notice',
    de: 'Impressum',
    it: 'Note legali',
    es: 'Aviso legal',
  },
  content: {
    fr: paragraphs(
      'Éditeur du site : ALIAE, société concessionnaire de la section à péage en flux libre de l’autoroute A79 entre Montmarault / Deux-Chaises et Digoin. Directeur de la publication : le représentant légal d’ALIAE. Contact : contact@aliae.example.',
      'Hébergement : le portail est hébergé dans l’Union européenne par un prestataire certifié, dont les coordonnées sont communiquées sur simple demande à contact@aliae.example.',
      'Propriété intellectuelle : les textes, illustrations, logos et marques de ce site sont protégés. Toute reproduction ou représentation sans l’autorisation écrite d’ALIAE est interdite.',
      'Ce site est une démonstration du portail Portico : les informations d’immatriculation de l’éditeur (forme sociale, capital, numéro RCS, siège) n’y sont pas reproduites.',
    ),
    en: paragraphs(
      'Publisher: ALIAE, the concession company of the free-flow toll section of the A79 motorway between Montmarault / Deux-Chaises and Digoin. Publication director: the legal representative of ALIAE. Contact: contact@aliae.example.',
      'Hosting: the portal is hosted in the European Union by a certified provider, whose details are available on request from contact@aliae.example.',
      'Intellectual property: the texts, illustrations, logos and trademarks on this site are protected. Any reproduction or display without ALIAE’s written permission is prohibited.',
      'This site is a demonstration of the Portico portal: the publisher’s company registration details (legal form, share capital, RCS number, registered office) are not reproduced here.',
    ),
    de: paragraphs(
      'Herausgeber: ALIAE, Konzessionsgesellschaft des schrankenlosen Mautabschnitts der Autobahn A79 zwischen Montmarault / Deux-Chaises und Digoin. Verantwortlich für den Inhalt: der gesetzliche Vertreter von ALIAE. Kontakt: contact@aliae.example.',
      'Hosting: Das Portal wird in der Europäischen Union von einem zertifizierten Anbieter gehostet, dessen Kontaktdaten auf Anfrage unter contact@aliae.example erhältlich sind.',
      'Geistiges Eigentum: Texte, Abbildungen, Logos und Marken dieser Website sind geschützt. Jede Vervielfältigung oder Wiedergabe ohne schriftliche Genehmigung von ALIAE ist untersagt.',
      'Diese Website ist eine Demonstration des Portals Portico: Die Registerangaben des Herausgebers (Rechtsform, Stammkapital, Handelsregisternummer, Sitz) werden hier nicht wiedergegeben.',
    ),
    it: paragraphs(
      'Editore del sito: ALIAE, società concessionaria della tratta a pedaggio free flow dell’autostrada A79 tra Montmarault / Deux-Chaises e Digoin. Direttore della pubblicazione: il legale rappresentante di ALIAE. Contatti: contact@aliae.example.',
      'Hosting: il portale è ospitato nell’Unione europea da un fornitore certificato, i cui recapiti sono disponibili su richiesta scrivendo a contact@aliae.example.',
      'Proprietà intellettuale: testi, illustrazioni, loghi e marchi di questo sito sono protetti. È vietata qualsiasi riproduzione o rappresentazione senza l’autorizzazione scritta di ALIAE.',
      'Questo sito è una dimostrazione del portale Portico: i dati societari dell’editore (forma giuridica, capitale sociale, numero RCS, sede legale) non sono riportati.',
    ),
    es: paragraphs(
      'Editor del sitio: ALIAE, sociedad concesionaria del tramo de peaje en flujo libre de la autopista A79 entre Montmarault / Deux-Chaises y Digoin. Director de la publicación: el representante legal de ALIAE. Contacto: contact@aliae.example.',
      'Alojamiento: el portal está alojado en la Unión Europea por un proveedor certificado, cuyos datos se facilitan previa solicitud a contact@aliae.example.',
      'Propiedad intelectual: los textos, ilustraciones, logotipos y marcas de este sitio están protegidos. Queda prohibida cualquier reproducción o comunicación sin la autorización por escrito de ALIAE.',
      'Este sitio es una demostración del portal Portico: los datos registrales del editor (forma jurídica, capital social, número RCS, domicilio social) no se reproducen aquí.',
    ),
  },
  url: null,
  urlOpenNewTab: false,
  picture: null,
  icon: null,
  catchphrase: null,
  buttonText: null,
  darkMode: false,
};

const personalDataProtection: DemoArticle = {
  id: 'personal-data-protection',
  title: {
    fr: 'Protection des données personnelles',
    en: 'Personal data protection',
    de: 'Datenschutz',
    it: 'Protezione dei dati personali',
    es: 'Protección de datos personales',
  },
  content: {
    fr: paragraphs(
      'ALIAE est responsable du traitement des données collectées par ce portail et par les portiques de l’A79 : numéro et pays de la plaque, classe du véhicule, date, heure et lieu des passages, ainsi que les informations que vous saisissez (e-mail, nom, adresse de facturation).',
      'Ces données servent à percevoir le péage, à établir vos reçus, à envoyer les avis de paiement et à traiter vos contestations, en exécution du contrat de concession et de nos obligations légales, ainsi qu’à vous adresser les alertes Info Passage que vous avez demandées. Les paiements sont traités par un prestataire de paiement agréé : ALIAE ne conserve pas vos numéros de carte.',
      'Les données de trajet sont conservées 2 ans après votre dernier passage, puis supprimées. Les données d’un espace client sont supprimées à la clôture du compte, sous réserve des durées légales de conservation des pièces comptables.',
      'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Écrivez à notre délégué à la protection des données : dpo@aliae.example. Vous pouvez aussi introduire une réclamation auprès de la CNIL.',
    ),
    en: paragraphs(
      'ALIAE is the controller of the data collected by this portal and by the A79 gantries: plate number and country, vehicle class, date, time and place of passages, and the information you enter (e-mail, name, billing address).',
      'This data is used to collect tolls, issue your receipts, send payment notices and handle your disputes, under the concession contract and our legal obligations, and to send you the Info Passage alerts you asked for. Payments are processed by a licensed payment service provider: ALIAE does not store your card numbers.',
      'Trip data is kept for 2 years after your last passage, then deleted. Customer account data is deleted when the account is closed, subject to the legal retention periods for accounting records.',
      'You have the right of access, rectification, erasure, restriction, objection and portability. Write to our data protection officer at dpo@aliae.example. You can also lodge a complaint with the CNIL, the French data protection authority.',
    ),
    de: paragraphs(
      'ALIAE ist Verantwortlicher für die Daten, die dieses Portal und die Portale der A79 erheben: Nummer und Land des Kennzeichens, Fahrzeugklasse, Datum, Uhrzeit und Ort der Durchfahrten sowie die von Ihnen eingegebenen Angaben (E-Mail, Name, Rechnungsadresse).',
      'Diese Daten dienen der Mauterhebung, der Ausstellung Ihrer Quittungen, dem Versand von Zahlungsaufforderungen und der Bearbeitung Ihrer Einsprüche auf Grundlage des Konzessionsvertrags und unserer gesetzlichen Pflichten sowie dem Versand der von Ihnen angeforderten Info-Passage-Benachrichtigungen. Zahlungen wickelt ein zugelassener Zahlungsdienstleister ab: ALIAE speichert Ihre Kartennummern nicht.',
      'Fahrtdaten werden 2 Jahre nach Ihrer letzten Durchfahrt aufbewahrt und dann gelöscht. Die Daten eines Kundenkontos werden bei dessen Schließung gelöscht, vorbehaltlich der gesetzlichen Aufbewahrungsfristen für Buchhaltungsunterlagen.',
      'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und Datenübertragbarkeit. Schreiben Sie an unseren Datenschutzbeauftragten: dpo@aliae.example. Außerdem können Sie bei der französischen Datenschutzbehörde CNIL Beschwerde einlegen.',
    ),
    it: paragraphs(
      'ALIAE è titolare del trattamento dei dati raccolti da questo portale e dai portali dell’A79: numero e paese della targa, classe del veicolo, data, ora e luogo dei transiti, oltre ai dati che inserisci (e-mail, nome, indirizzo di fatturazione).',
      'I dati servono a riscuotere il pedaggio, emettere le ricevute, inviare gli avvisi di pagamento e gestire le contestazioni, in esecuzione del contratto di concessione e degli obblighi di legge, nonché a inviarti la Notifica Info transito (Info Passage) che hai richiesto. I pagamenti sono gestiti da un prestatore di servizi di pagamento autorizzato: ALIAE non conserva i numeri delle carte.',
      'I dati dei viaggi sono conservati per 2 anni dall’ultimo transito, poi cancellati. I dati dell’Area clienti vengono cancellati alla chiusura dell’account, fatti salvi i termini di legge per la conservazione dei documenti contabili.',
      'Hai diritto di accesso, rettifica, cancellazione, limitazione, opposizione e portabilità. Scrivi al nostro responsabile della protezione dei dati: dpo@aliae.example. Puoi anche proporre reclamo alla CNIL, l’autorità francese per la protezione dei dati.',
    ),
    es: paragraphs(
      'ALIAE es responsable del tratamiento de los datos que recogen este portal y los pórticos de la A79: número y país de la matrícula, categoría del vehículo, fecha, hora y lugar de los pasos, así como los datos que introduce (correo electrónico, nombre, dirección de facturación).',
      'Estos datos sirven para cobrar el peaje, emitir sus justificantes, enviar los avisos de pago y tramitar sus impugnaciones, en ejecución del contrato de concesión y de nuestras obligaciones legales, así como para enviarle las alertas Info Passage que haya solicitado. Los pagos los gestiona un proveedor de servicios de pago autorizado: ALIAE no guarda los números de sus tarjetas.',
      'Los datos de los trayectos se conservan durante 2 años desde su último paso y después se suprimen. Los datos de una cuenta de cliente se suprimen al cerrarla, salvo los plazos legales de conservación de los documentos contables.',
      'Tiene derecho de acceso, rectificación, supresión, limitación, oposición y portabilidad. Escriba a nuestro delegado de protección de datos: dpo@aliae.example. También puede presentar una reclamación ante la CNIL, la autoridad francesa de protección de datos.',
    ),
  },
  url: null,
  urlOpenNewTab: false,
  picture: null,
  icon: null,
  catchphrase: null,
  buttonText: null,
  darkMode: false,
};

const siteMap: DemoArticle = {
  id: 'site-map',
  title: {
    fr: 'Plan du site',
    en: 'Site map',
    de: 'Sitemap',
    it: 'Mappa del sito',
    es: 'Mapa del sitio',
  },
  content: {
    fr: paragraphs(
      'Accueil : actualités et conseils, articles, accès rapide aux services.',
      'Payer : payer un trajet avec sa plaque, payer un avis de paiement, terminer un trajet en cours, prépayer un trajet, résultat du paiement et reçu.',
      'Contester : contester un avis de paiement et joindre des justificatifs.',
      'Services : alerte Info Passage et désinscription, espace client (création de compte, connexion, profil et véhicules), espace loueurs (véhicules, trajets, avis de paiement).',
      'Aide et informations : centre d’aide et ses rubriques, contact, mentions légales, protection des données personnelles, conditions d’utilisation, déclaration d’accessibilité.',
    ),
    en: paragraphs(
      'Home: news and tips, articles, quick access to services.',
      'Pay: pay for a trip with your plate, pay a payment notice, complete a trip in progress, prepay a trip, payment result and receipt.',
      'Contest: contest a payment notice and attach supporting documents.',
      'Services: Info Passage alerts and unsubscribing, customer account (sign-up, sign-in, profile and vehicles), rental company area (vehicles, trips, payment notices).',
      'Help and information: help centre and its topics, contact, legal notice, personal data protection, terms of use, accessibility statement.',
    ),
    de: paragraphs(
      'Startseite: Neuigkeiten und Tipps, Artikel, Schnellzugriff auf die Dienste.',
      'Bezahlen: Fahrt per Kennzeichen bezahlen, Zahlungsaufforderung bezahlen, laufende Fahrt abschließen, Fahrt vorausbezahlen, Zahlungsergebnis und Quittung.',
      'Einspruch: Einspruch gegen eine Zahlungsaufforderung einlegen und Nachweise beifügen.',
      'Dienste: Info-Passage-Benachrichtigung und Abmeldung, Kundenkonto (Registrierung, Anmeldung, Profil und Fahrzeuge), Bereich für Autovermietungen (Fahrzeuge, Fahrten, Zahlungsaufforderungen).',
      'Hilfe und Informationen: Hilfe-Center mit seinen Themen, Kontakt, Impressum, Datenschutz, Nutzungsbedingungen, Erklärung zur Barrierefreiheit.',
    ),
    it: paragraphs(
      'Home page: notizie e consigli, articoli, accesso rapido ai servizi.',
      'Paga: paga un viaggio con la targa, paga un avviso di pagamento, completa un viaggio in corso, paga in anticipo, esito del pagamento e ricevuta.',
      'Contesta: contesta un avviso di pagamento e allega i documenti giustificativi.',
      'Servizi: Notifica Info transito (Info Passage) e annullamento dell’iscrizione, Area clienti (registrazione, accesso, profilo e veicoli), Area affittuari (veicoli, viaggi, avvisi di pagamento).',
      'Assistenza e informazioni: Centro assistenza e relativi argomenti, contatti, note legali, protezione dei dati personali, condizioni d’uso, dichiarazione di accessibilità.',
    ),
    es: paragraphs(
      'Inicio: noticias y consejos, artículos, acceso rápido a los servicios.',
      'Pagar: pagar un trayecto con la matrícula, pagar un aviso de pago, completar un trayecto en curso, prepagar un trayecto, resultado del pago y justificante.',
      'Impugnar: impugnar un aviso de pago y adjuntar justificantes.',
      'Servicios: alerta Info Passage y baja del servicio, cuenta de cliente (registro, inicio de sesión, perfil y vehículos), espacio para empresas de alquiler (vehículos, trayectos, avisos de pago).',
      'Ayuda e información: centro de ayuda y sus temas, contacto, aviso legal, protección de datos personales, condiciones de uso, declaración de accesibilidad.',
    ),
  },
  url: null,
  urlOpenNewTab: false,
  picture: null,
  icon: null,
  catchphrase: null,
  buttonText: null,
  darkMode: false,
};

const termsOfUse: DemoArticle = {
  id: 'terms-of-use',
  title: {
    fr: 'Conditions d’utilisation',
    en: 'Terms of use',
    de: 'Nutzungsbedingungen',
    it: 'Condizioni d’uso',
    es: 'Condiciones de uso',
  },
  content: {
    fr: paragraphs(
      'Ce portail permet de payer le péage de la section en flux libre de l’A79, de prépayer des trajets, de contester un avis de paiement et de s’abonner aux alertes Info Passage. Son accès est gratuit : seuls les péages et, le cas échéant, les indemnités sont payants.',
      'Les montants sont calculés par ALIAE à partir des passages enregistrés par les portiques et des tarifs en vigueur à la date du passage, révisés chaque 1er février. Vous êtes responsable de l’exactitude de la plaque, du pays et de la classe indiqués : un paiement effectué pour une autre plaque ne règle pas votre trajet.',
      'Un trajet doit être payé dans les 72 heures suivant le passage. Passé ce délai, un avis de paiement est adressé au titulaire du certificat d’immatriculation, avec une indemnité forfaitaire de 10 € sous 15 jours, puis de 90 € (articles 529-6 et R49-8-4-1 du Code de procédure pénale). Sans paiement ni contestation dans les 60 jours, le dossier est transmis à l’officier du ministère public.',
      'Un paiement est confirmé à réception de la notification du prestataire de paiement ; un reçu vous est alors envoyé par e-mail. ALIAE s’efforce d’assurer la disponibilité du portail mais peut l’interrompre pour maintenance. Les présentes conditions sont soumises au droit français.',
    ),
    en: paragraphs(
      'This portal lets you pay the toll of the A79 free-flow section, prepay trips, contest a payment notice and subscribe to Info Passage alerts. Access is free of charge: only tolls and, where applicable, indemnities are payable.',
      'Amounts are calculated by ALIAE from the passages recorded by the gantries and the prices in force on the date of the passage, which are revised every 1 February. You are responsible for entering the correct plate, country and class: a payment made for another plate does not settle your trip.',
      'A trip must be paid within 72 hours of the passage. After that, a payment notice is sent to the registered keeper, with a flat-rate indemnity of €10 within 15 days, then €90 (articles 529-6 and R49-8-4-1 of the French Code of Criminal Procedure). If nothing is paid or contested within 60 days, the case is transmitted to the Public Prosecutor’s officer.',
      'A payment is confirmed when the payment service provider’s notification is received; a receipt is then e-mailed to you. ALIAE does its best to keep the portal available but may interrupt it for maintenance. These terms are governed by French law.',
    ),
    de: paragraphs(
      'Über dieses Portal bezahlen Sie die Maut des schrankenlosen Abschnitts der A79, zahlen Fahrten im Voraus, legen Einspruch gegen eine Zahlungsaufforderung ein und abonnieren die Info-Passage-Benachrichtigung. Die Nutzung ist kostenlos: Zu zahlen sind nur die Maut und gegebenenfalls Entschädigungen.',
      'Die Beträge berechnet ALIAE aus den von den Portalen erfassten Durchfahrten und den am Tag der Durchfahrt geltenden Tarifen, die jedes Jahr zum 1. Februar angepasst werden. Sie sind für die Richtigkeit von Kennzeichen, Land und Fahrzeugklasse verantwortlich: Eine Zahlung für ein anderes Kennzeichen begleicht Ihre Fahrt nicht.',
      'Eine Fahrt ist innerhalb von 72 Stunden nach der Durchfahrt zu bezahlen. Danach erhält der Fahrzeughalter eine Zahlungsaufforderung mit einer Pauschalentschädigung von 10 € innerhalb von 15 Tagen, danach von 90 € (Artikel 529-6 und R49-8-4-1 der französischen Strafprozessordnung). Wird innerhalb von 60 Tagen weder gezahlt noch Einspruch eingelegt, geht der Vorgang an die Staatsanwaltschaft (Officier du ministère public).',
      'Eine Zahlung gilt als bestätigt, sobald die Mitteilung des Zahlungsdienstleisters eingegangen ist; anschließend erhalten Sie eine Quittung per E-Mail. ALIAE bemüht sich um eine ständige Verfügbarkeit des Portals, kann es aber für Wartungsarbeiten unterbrechen. Es gilt französisches Recht.',
    ),
    it: paragraphs(
      'Questo portale permette di pagare il pedaggio della tratta free flow dell’A79, pagare viaggi in anticipo, contestare un avviso di pagamento e iscriversi alla Notifica Info transito (Info Passage). L’accesso è gratuito: si pagano solo i pedaggi e, se previste, le indennità.',
      'Gli importi sono calcolati da ALIAE in base ai transiti registrati dai portali e alle tariffe in vigore alla data del transito, aggiornate ogni 1° febbraio. Sei responsabile della correttezza di targa, paese e classe indicati: un pagamento effettuato per un’altra targa non salda il tuo viaggio.',
      'Un viaggio va pagato entro 72 ore dal transito. Trascorso questo termine, all’intestatario del veicolo viene inviato un avviso di pagamento con un’indennità forfettaria di 10 euro entro 15 giorni, poi di 90 euro (articoli 529-6 e R49-8-4-1 del codice di procedura penale francese). Senza pagamento né contestazione entro 60 giorni, la pratica viene trasmessa alla Procura.',
      'Il pagamento è confermato alla ricezione della notifica del prestatore di servizi di pagamento; la ricevuta ti viene poi inviata via e-mail. ALIAE si impegna a garantire la disponibilità del portale, ma può sospenderlo per manutenzione. Le presenti condizioni sono regolate dalla legge francese.',
    ),
    es: paragraphs(
      'Este portal permite pagar el peaje del tramo en flujo libre de la A79, prepagar trayectos, impugnar un aviso de pago y suscribirse a las alertas Info Passage. El acceso es gratuito: solo se pagan los peajes y, en su caso, las indemnizaciones.',
      'ALIAE calcula los importes a partir de los pasos registrados por los pórticos y de las tarifas vigentes en la fecha del paso, que se revisan cada 1 de febrero. Usted es responsable de indicar correctamente la matrícula, el país y la categoría: un pago realizado para otra matrícula no liquida su trayecto.',
      'Un trayecto debe pagarse en las 72 horas siguientes al paso. Pasado ese plazo, se envía un aviso de pago al titular del vehículo, con una indemnización a tanto alzado de 10 € en 15 días y de 90 € después (artículos 529-6 y R49-8-4-1 del Código de Procedimiento Penal francés). Si en 60 días no se paga ni se impugna, el expediente se remite a la Fiscalía (Officier du ministère public).',
      'Un pago se confirma al recibir la notificación del proveedor de servicios de pago; después recibe el justificante por correo electrónico. ALIAE procura mantener el portal disponible, pero puede interrumpirlo por mantenimiento. Estas condiciones se rigen por la legislación francesa.',
    ),
  },
  url: null,
  urlOpenNewTab: false,
  picture: null,
  icon: null,
  catchphrase: null,
  buttonText: null,
  darkMode: false,
};

const accessibilityStatement: DemoArticle = {
  id: 'accessibility-statement',
  title: {
    fr: 'Déclaration d’accessibilité',
    en: 'Accessibility statement',
    de: 'Erklärung zur Barrierefreiheit',
    it: 'Dichiarazione di accessibilità',
    es: 'Declaración de accesibilidad',
  },
  content: {
    fr: paragraphs(
      'ALIAE s’engage à rendre ce portail accessible à tous, conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Il vise le niveau AA des WCAG 2.2, évalué selon le référentiel général d’amélioration de l’accessibilité (RGAA).',
      'État de conformité : le portail est partiellement conforme au RGAA. Contenus non accessibles connus : certains reçus PDF ne sont pas entièrement balisés, et les pages de paiement de nos prestataires, hébergées hors de ce site, ne sont pas couvertes par cette déclaration.',
      'Le portail est conçu pour être utilisable au clavier, avec un lecteur d’écran et avec un zoom jusqu’à 200 %, dans les cinq langues proposées.',
      'Un défaut vous empêche d’accéder à un contenu ou à un service ? Écrivez à accessibilite@aliae.example : nous vous répondrons et vous proposerons une alternative. Si notre réponse ne vous satisfait pas, vous pouvez saisir le Défenseur des droits.',
    ),
    en: paragraphs(
      'ALIAE is committed to making this portal accessible to everyone, in accordance with article 47 of French law no. 2005-102 of 11 February 2005. It targets WCAG 2.2 level AA, assessed against the French accessibility framework RGAA.',
      'Compliance status: the portal is partially compliant with the RGAA. Known non-accessible content: some PDF receipts are not fully tagged, and our providers’ payment pages, hosted outside this site, are not covered by this statement.',
      'The portal is designed to be usable with a keyboard, with a screen reader and at up to 200% zoom, in all five languages offered.',
      'Is a defect preventing you from accessing content or a service? Write to accessibilite@aliae.example: we will reply and offer you an alternative. If you are not satisfied with our answer, you can refer the matter to the Défenseur des droits, the French rights ombudsman.',
    ),
    de: paragraphs(
      'ALIAE verpflichtet sich, dieses Portal gemäß Artikel 47 des französischen Gesetzes Nr. 2005-102 vom 11. Februar 2005 für alle zugänglich zu machen. Ziel ist die Konformitätsstufe AA der WCAG 2.2, bewertet nach dem französischen Referenzrahmen RGAA.',
      'Stand der Vereinbarkeit: Das Portal ist teilweise mit dem RGAA vereinbar. Bekannte nicht barrierefreie Inhalte: Einige PDF-Quittungen sind nicht vollständig getaggt, und die Zahlungsseiten unserer Dienstleister, die außerhalb dieser Website liegen, fallen nicht unter diese Erklärung.',
      'Das Portal ist so gestaltet, dass es per Tastatur, mit einem Screenreader und mit einer Vergrößerung bis 200 % in allen fünf angebotenen Sprachen bedienbar ist.',
      'Hindert Sie ein Mangel daran, auf einen Inhalt oder Dienst zuzugreifen? Schreiben Sie an accessibilite@aliae.example: Wir antworten Ihnen und bieten Ihnen eine Alternative an. Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich an den Défenseur des droits, den französischen Bürgerbeauftragten, wenden.',
    ),
    it: paragraphs(
      'ALIAE si impegna a rendere questo portale accessibile a tutti, in conformità con l’articolo 47 della legge francese n. 2005-102 dell’11 febbraio 2005. L’obiettivo è il livello AA delle WCAG 2.2, valutato secondo il referenziale francese RGAA.',
      'Stato di conformità: il portale è parzialmente conforme al RGAA. Contenuti non accessibili noti: alcune ricevute PDF non sono completamente taggate e le pagine di pagamento dei nostri fornitori, ospitate al di fuori di questo sito, non rientrano in questa dichiarazione.',
      'Il portale è progettato per essere utilizzabile da tastiera, con un lettore di schermo e con uno zoom fino al 200%, in tutte e cinque le lingue disponibili.',
      'Un problema ti impedisce di accedere a un contenuto o a un servizio? Scrivi a accessibilite@aliae.example: ti risponderemo proponendoti un’alternativa. Se la risposta non ti soddisfa, puoi rivolgerti al Défenseur des droits, il difensore civico francese.',
    ),
    es: paragraphs(
      'ALIAE se compromete a que este portal sea accesible para todos, de acuerdo con el artículo 47 de la ley francesa n.º 2005-102 de 11 de febrero de 2005. El objetivo es el nivel AA de las WCAG 2.2, evaluado según el referencial francés RGAA.',
      'Estado de conformidad: el portal es parcialmente conforme con el RGAA. Contenidos no accesibles conocidos: algunos justificantes en PDF no están totalmente etiquetados, y las páginas de pago de nuestros proveedores, alojadas fuera de este sitio, no están cubiertas por esta declaración.',
      'El portal está diseñado para poder usarse con teclado, con lector de pantalla y con un zoom de hasta el 200 %, en los cinco idiomas disponibles.',
      '¿Un fallo le impide acceder a un contenido o servicio? Escriba a accessibilite@aliae.example: le responderemos y le propondremos una alternativa. Si nuestra respuesta no le satisface, puede acudir al Défenseur des droits, el defensor del pueblo francés.',
    ),
  },
  url: null,
  urlOpenNewTab: false,
  picture: null,
  icon: null,
  catchphrase: null,
  buttonText: null,
  darkMode: false,
};

const carouselArticles = [
  freeFlowHowItWorks,
  payWithin72Hours,
  prepayYourTrips,
  infoPassageAlerts,
  rentalVehicles,
  bewareOfScamSms,
];
const sliderArticles = [customerAccount, paymentNoticeReceived];

export const demoArticles: DemoArticle[] = [
  ...carouselArticles,
  ...sliderArticles,
  a79InFigures,
  legalNotice,
  personalDataProtection,
  siteMap,
  termsOfUse,
  accessibilityStatement,
];

export const demoHomePage: DemoHomePage = {
  title: {
    fr: 'Payez vos trajets sur l’A79 en flux libre',
    en: 'Pay for your trips on the free-flow A79',
    de: 'Bezahlen Sie Ihre Fahrten auf der schrankenlosen A79',
    it: 'Paga i tuoi viaggi sull’A79 in free flow',
    es: 'Pague sus trayectos en la A79 en flujo libre',
  },
  subtitle: {
    fr: 'Pas de barrière, pas d’arrêt : réglez votre péage en ligne dans les 72 heures qui suivent votre passage.',
    en: 'No barriers, no stopping: pay your toll online within 72 hours of your passage.',
    de: 'Keine Schranken, kein Anhalten: Bezahlen Sie Ihre Maut innerhalb von 72 Stunden nach der Durchfahrt online.',
    it: 'Nessuna barriera, nessuna sosta: paga il pedaggio online entro 72 ore dal transito.',
    es: 'Sin barreras y sin detenerse: pague el peaje online en las 72 horas siguientes a su paso.',
  },
  picture: '/media/a79/banner.svg',
  url: `/${freeFlowHowItWorks.id}`,
  urlOpenNewTab: false,
  actions: ['subscription', 'freeflow', 'prepayment', 'payment-notice'],
  listBlockTitle: {
    fr: 'Actualités et conseils',
    en: 'News and tips',
    de: 'Neuigkeiten und Tipps',
    it: 'Notizie e consigli',
    es: 'Noticias y consejos',
  },
  listBlockArticleIds: carouselArticles.map((article) => article.id),
  sliderBlockArticleIds: sliderArticles.map((article) => article.id),
  footerArticleId: a79InFigures.id,
};

export const demoFooterEntries: DemoFooterEntry[] = [
  {
    section: 'LEGAL_NOTICE',
    target: { kind: 'article', articleId: legalNotice.id },
    urlOpenNewTab: false,
    title: legalNotice.title,
  },
  {
    section: 'PERSONAL_DATA',
    target: { kind: 'article', articleId: personalDataProtection.id },
    urlOpenNewTab: false,
    title: personalDataProtection.title,
  },
  {
    section: 'SITE_MAP',
    target: { kind: 'article', articleId: siteMap.id },
    urlOpenNewTab: false,
    title: siteMap.title,
  },
  {
    section: 'TERMS_OF_USE',
    target: { kind: 'article', articleId: termsOfUse.id },
    urlOpenNewTab: false,
    title: termsOfUse.title,
  },
  {
    section: 'ACCESSIBILITY',
    target: { kind: 'article', articleId: accessibilityStatement.id },
    urlOpenNewTab: false,
    title: {
      fr: 'Accessibilité : partiellement conforme',
      en: 'Accessibility: partially compliant',
      de: 'Barrierefreiheit: teilweise konform',
      it: 'Accessibilità: parzialmente conforme',
      es: 'Accesibilidad: parcialmente conforme',
    },
  },
];

export const demoFaq: DemoFaq = {
  title: {
    fr: 'Centre d’aide',
    en: 'Help centre',
    de: 'Hilfe-Center',
    it: 'Centro assistenza',
    es: 'Centro de ayuda',
  },
  subtitle: {
    fr: 'Trouvez rapidement une réponse à vos questions sur le péage en flux libre de l’A79.',
    en: 'Find quick answers to your questions about the A79 free-flow toll.',
    de: 'Schnelle Antworten auf Ihre Fragen zur schrankenlosen Maut auf der A79.',
    it: 'Trova subito una risposta alle tue domande sul pedaggio free flow dell’A79.',
    es: 'Encuentre rápidamente respuestas a sus preguntas sobre el peaje en flujo libre de la A79.',
  },
  picture: '/media/a79/help.svg',
  categories: [
    {
      id: 'payment-deadlines',
      icon: 'payment',
      title: {
        fr: 'Paiement et délais',
        en: 'Payment and deadlines',
        de: 'Zahlung und Fristen',
        it: 'Pagamento e scadenze',
        es: 'Pago y plazos',
      },
    },
    {
      id: 'payment-notices',
      icon: 'notice',
      title: {
        fr: 'Avis de paiement et indemnités',
        en: 'Payment notices and indemnities',
        de: 'Zahlungsaufforderungen und Entschädigungen',
        it: 'Avvisi di pagamento e indennità',
        es: 'Avisos de pago e indemnizaciones',
      },
    },
    {
      id: 'prepayment',
      icon: 'prepayment',
      title: {
        fr: 'Prépaiement',
        en: 'Prepayment',
        de: 'Vorauszahlung',
        it: 'Pagamento anticipato',
        es: 'Prepago',
      },
    },
    {
      id: 'account-and-vehicles',
      icon: 'account',
      title: {
        fr: 'Espace client et véhicules',
        en: 'Customer account and vehicles',
        de: 'Kundenkonto und Fahrzeuge',
        it: 'Area clienti e veicoli',
        es: 'Cuenta de cliente y vehículos',
      },
    },
    {
      id: 'contesting-a-notice',
      icon: 'contest',
      title: {
        fr: 'Contester un avis',
        en: 'Contesting a notice',
        de: 'Einspruch einlegen',
        it: 'Contestare un avviso',
        es: 'Impugnar un aviso',
      },
    },
    {
      id: 'rental-companies',
      icon: 'rental',
      title: {
        fr: 'Loueurs de véhicules',
        en: 'Vehicle rental companies',
        de: 'Autovermietungen',
        it: 'Società di noleggio',
        es: 'Empresas de alquiler',
      },
    },
    {
      id: 'passage-alerts',
      icon: 'alert',
      title: {
        fr: 'Alertes Info Passage',
        en: 'Info Passage alerts',
        de: 'Info-Passage-Benachrichtigungen',
        it: 'Notifica Info transito (Info Passage)',
        es: 'Alertas Info Passage',
      },
    },
    {
      id: 'how-free-flow-works',
      icon: 'road',
      title: {
        fr: 'Le flux libre, comment ça marche ?',
        en: 'How free flow works',
        de: 'So funktioniert Free Flow',
        it: 'Come funziona il free flow',
        es: 'Cómo funciona el flujo libre',
      },
    },
  ],
};
