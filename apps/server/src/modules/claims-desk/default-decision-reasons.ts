import type { DecisionReasonKind } from '@portico/contract';
import type { TenantDecisionReason } from '@portico/contract/tenant-file';

/**
 * The claims desk's ready-made reasons when a white-label's tenant file names none for a kind
 * (`settings.decisionReasons`): the common cases of a free-flow road. Each says why, in the
 * register of the decision's e-mail (vous, tu, Sie, usted), which already says what happens to
 * the trips; the agent edits the filled text for the case at hand.
 */
export const defaultDecisionReasons: Record<DecisionReasonKind, TenantDecisionReason[]> = {
  accept: [
    {
      code: 'misread-plate',
      label: {
        fr: 'Plaque mal lue',
        en: 'Plate misread',
        de: 'Kennzeichen falsch gelesen',
        it: 'Targa letta male',
        es: 'Matrícula mal leída',
      },
      text: {
        fr: "Les photos du passage montrent que la plaque a été mal lue : ce trajet n'a pas été fait par votre véhicule.",
        en: 'The photos of the passage show that the plate was misread: this trip was not made by your vehicle.',
        de: 'Die Fotos der Durchfahrt zeigen, dass das Kennzeichen falsch gelesen wurde: Diese Fahrt stammt nicht von Ihrem Fahrzeug.',
        it: 'Le foto del transito mostrano che la targa è stata letta male: questo viaggio non è stato fatto dal tuo veicolo.',
        es: 'Las fotos del paso muestran que la matrícula se leyó mal: este trayecto no lo hizo su vehículo.',
      },
    },
    {
      code: 'stolen-vehicle',
      label: {
        fr: 'Véhicule volé (plainte fournie)',
        en: 'Vehicle stolen (police report provided)',
        de: 'Fahrzeug gestohlen (Anzeige vorgelegt)',
        it: 'Veicolo rubato (denuncia fornita)',
        es: 'Vehículo robado (denuncia aportada)',
      },
      text: {
        fr: 'Le récépissé de plainte que vous nous avez transmis établit que votre véhicule était volé au moment du passage.',
        en: 'The police report you sent us shows that your vehicle had been stolen at the time of the passage.',
        de: 'Die von Ihnen übermittelte Anzeigebestätigung belegt, dass Ihr Fahrzeug zum Zeitpunkt der Durchfahrt gestohlen war.',
        it: 'La denuncia che ci hai inviato dimostra che il tuo veicolo era stato rubato al momento del transito.',
        es: 'La denuncia que nos ha enviado acredita que su vehículo había sido robado en el momento del paso.',
      },
    },
    {
      code: 'vehicle-sold',
      label: {
        fr: 'Véhicule vendu avant le passage',
        en: 'Vehicle sold before the passage',
        de: 'Fahrzeug vor der Durchfahrt verkauft',
        it: 'Veicolo venduto prima del transito',
        es: 'Vehículo vendido antes del paso',
      },
      text: {
        fr: 'Le certificat de cession que vous nous avez transmis montre que le véhicule était déjà vendu à la date du passage.',
        en: 'The certificate of sale you sent us shows that the vehicle had already been sold on the date of the passage.',
        de: 'Die von Ihnen übermittelte Veräußerungsbescheinigung zeigt, dass das Fahrzeug am Tag der Durchfahrt bereits verkauft war.',
        it: "L'atto di vendita che ci hai inviato mostra che il veicolo era già stato venduto alla data del transito.",
        es: 'El certificado de venta que nos ha enviado muestra que el vehículo ya estaba vendido en la fecha del paso.',
      },
    },
    {
      code: 'double-charge',
      label: {
        fr: 'Trajet facturé deux fois',
        en: 'Charged twice',
        de: 'Doppelt berechnet',
        it: 'Addebitato due volte',
        es: 'Cobrado dos veces',
      },
      text: {
        fr: 'Ce trajet vous avait été facturé deux fois : nous annulons le doublon.',
        en: 'This trip had been charged to you twice: we are cancelling the duplicate.',
        de: 'Diese Fahrt wurde Ihnen doppelt berechnet: Wir stornieren die doppelte Buchung.',
        it: 'Questo viaggio ti era stato addebitato due volte: annulliamo il doppione.',
        es: 'Este trayecto se le había cobrado dos veces: anulamos el duplicado.',
      },
    },
    {
      code: 'already-paid',
      label: {
        fr: 'Déjà payé',
        en: 'Already paid',
        de: 'Bereits bezahlt',
        it: 'Già pagato',
        es: 'Ya pagado',
      },
      text: {
        fr: 'Nous avons retrouvé votre paiement de ce trajet : il ne vous est plus rien réclamé.',
        en: 'We have found your payment for this trip: nothing more is asked of you.',
        de: 'Wir haben Ihre Zahlung für diese Fahrt gefunden: Es wird nichts mehr von Ihnen verlangt.',
        it: 'Abbiamo ritrovato il tuo pagamento di questo viaggio: non ti viene chiesto più nulla.',
        es: 'Hemos encontrado su pago de este trayecto: ya no se le reclama nada.',
      },
    },
  ],
  newPrice: [
    {
      code: 'vehicle-class-corrected',
      label: {
        fr: 'Classe du véhicule corrigée',
        en: 'Vehicle class corrected',
        de: 'Fahrzeugklasse korrigiert',
        it: 'Classe del veicolo corretta',
        es: 'Categoría del vehículo corregida',
      },
      text: {
        fr: 'Votre véhicule avait été classé dans une mauvaise catégorie : le péage est recalculé pour sa classe réelle.',
        en: 'Your vehicle had been placed in the wrong class: the toll is recalculated for its actual class.',
        de: 'Ihr Fahrzeug war in die falsche Klasse eingestuft: Die Maut wird für seine tatsächliche Klasse neu berechnet.',
        it: 'Il tuo veicolo era stato classificato nella classe sbagliata: il pedaggio è ricalcolato per la sua classe effettiva.',
        es: 'Su vehículo se había clasificado en una categoría equivocada: el peaje se recalcula según su categoría real.',
      },
    },
    {
      code: 'route-corrected',
      label: {
        fr: 'Trajet corrigé (échangeur d’entrée ou de sortie)',
        en: 'Route corrected (entry or exit junction)',
        de: 'Strecke korrigiert (Anschlussstelle)',
        it: 'Tratta corretta (svincolo di entrata o uscita)',
        es: 'Recorrido corregido (enlace de entrada o salida)',
      },
      text: {
        fr: "Votre échangeur d'entrée ou de sortie avait été mal enregistré : le péage est recalculé pour le trajet réellement parcouru.",
        en: 'Your entry or exit junction had been recorded wrongly: the toll is recalculated for the route you actually drove.',
        de: 'Die Anschlussstelle Ihrer Ein- oder Ausfahrt war falsch erfasst: Die Maut wird für die tatsächlich gefahrene Strecke neu berechnet.',
        it: 'Il tuo svincolo di entrata o di uscita era stato registrato in modo errato: il pedaggio è ricalcolato per la tratta che hai fatto davvero.',
        es: 'Su enlace de entrada o de salida se había registrado mal: el peaje se recalcula según el recorrido que realmente hizo.',
      },
    },
    {
      code: 'goodwill',
      label: {
        fr: 'Geste commercial',
        en: 'Goodwill gesture',
        de: 'Kulanz',
        it: 'Gesto commerciale',
        es: 'Gesto comercial',
      },
      text: {
        fr: 'À titre de geste commercial, nous réduisons le montant de ce trajet.',
        en: 'As a goodwill gesture, we are lowering the amount of this trip.',
        de: 'Aus Kulanz senken wir den Betrag für diese Fahrt.',
        it: "Come gesto commerciale, riduciamo l'importo di questo viaggio.",
        es: 'Como gesto comercial, reducimos el importe de este trayecto.',
      },
    },
  ],
  reject: [
    {
      code: 'plate-clearly-visible',
      label: {
        fr: 'Plaque nettement visible sur les photos',
        en: 'Plate clearly visible on the photos',
        de: 'Kennzeichen auf den Fotos klar erkennbar',
        it: 'Targa ben visibile nelle foto',
        es: 'Matrícula claramente visible en las fotos',
      },
      text: {
        fr: 'Les photos du passage montrent nettement la plaque de votre véhicule : le trajet a bien été fait par votre véhicule.',
        en: "The photos of the passage show your vehicle's plate clearly: the trip was made by your vehicle.",
        de: 'Die Fotos der Durchfahrt zeigen das Kennzeichen Ihres Fahrzeugs deutlich: Die Fahrt wurde mit Ihrem Fahrzeug zurückgelegt.',
        it: 'Le foto del transito mostrano chiaramente la targa del tuo veicolo: il viaggio è stato fatto dal tuo veicolo.',
        es: 'Las fotos del paso muestran con claridad la matrícula de su vehículo: el trayecto lo hizo su vehículo.',
      },
    },
    {
      code: 'toll-hours',
      label: {
        fr: 'Passage pendant les heures de péage',
        en: "Passage within the toll section's hours",
        de: 'Durchfahrt während der Mautzeiten',
        it: 'Transito negli orari del pedaggio',
        es: 'Paso dentro del horario de peaje',
      },
      text: {
        fr: "Le passage a eu lieu pendant les heures où la section est à péage : le tarif s'applique.",
        en: 'The passage took place within the hours when the section is tolled: the toll applies.',
        de: 'Die Durchfahrt fand in den Stunden statt, in denen der Abschnitt mautpflichtig ist: Die Maut fällt an.',
        it: 'Il transito è avvenuto negli orari in cui la tratta è a pedaggio: la tariffa si applica.',
        es: 'El paso tuvo lugar en el horario en que el tramo es de peaje: se aplica la tarifa.',
      },
    },
    {
      code: 'vehicle-class-confirmed',
      label: {
        fr: 'Classe du véhicule confirmée',
        en: 'Vehicle class confirmed',
        de: 'Fahrzeugklasse bestätigt',
        it: 'Classe del veicolo confermata',
        es: 'Categoría del vehículo confirmada',
      },
      text: {
        fr: 'Nous avons vérifié la classe de votre véhicule au moment du passage : le péage facturé lui correspond.',
        en: "We checked your vehicle's class at the passage: the toll charged matches it.",
        de: 'Wir haben die Klasse Ihres Fahrzeugs bei der Durchfahrt geprüft: Die berechnete Maut entspricht ihr.',
        it: 'Abbiamo verificato la classe del tuo veicolo al momento del transito: il pedaggio addebitato le corrisponde.',
        es: 'Hemos comprobado la categoría de su vehículo en el momento del paso: el peaje cobrado le corresponde.',
      },
    },
    {
      code: 'no-supporting-document',
      label: {
        fr: 'Aucun justificatif',
        en: 'No supporting document',
        de: 'Kein Nachweis',
        it: 'Nessun documento giustificativo',
        es: 'Sin justificante',
      },
      text: {
        fr: "Votre contestation n'était accompagnée d'aucun justificatif (récépissé de plainte, certificat de cession...) : sans lui, nous ne pouvons pas annuler le trajet.",
        en: 'Your claim came without a supporting document (a police report, a certificate of sale...): without one, we cannot cancel the trip.',
        de: 'Ihrem Einspruch lag kein Nachweis bei (Anzeigebestätigung, Veräußerungsbescheinigung ...): Ohne ihn können wir die Fahrt nicht stornieren.',
        it: 'La tua contestazione non era accompagnata da alcun documento giustificativo (denuncia, atto di vendita...): senza di esso non possiamo annullare il viaggio.',
        es: 'Su reclamación no iba acompañada de ningún justificante (denuncia, certificado de venta...): sin él, no podemos anular el trayecto.',
      },
    },
    {
      code: 'paid-late',
      label: {
        fr: 'Payé après le délai',
        en: 'Paid after the deadline',
        de: 'Nach Fristablauf bezahlt',
        it: 'Pagato dopo la scadenza',
        es: 'Pagado fuera de plazo',
      },
      text: {
        fr: "Le trajet n'a pas été payé dans le délai qui suivait le passage : la majoration s'applique, comme annoncé.",
        en: 'The trip was not paid within the deadline after the passage: the surcharge applies, as announced.',
        de: 'Die Fahrt wurde nicht innerhalb der Frist nach der Durchfahrt bezahlt: Der Zuschlag fällt wie angekündigt an.',
        it: 'Il viaggio non è stato pagato entro la scadenza dopo il transito: la maggiorazione si applica, come annunciato.',
        es: 'El trayecto no se pagó en el plazo posterior al paso: se aplica el recargo, como se anunció.',
      },
    },
  ],
};
