import { helpArticle } from './help-article.ts';

// Help articles of the demo: vehicles (registered, foreign, rented).

export const addVehicle = helpArticle(
  'help-add-vehicle',
  {
    fr: 'Comment ajouter un véhicule à mon espace client ?',
    en: 'How do I add a vehicle to my account?',
    de: 'Wie füge ich meinem Konto ein Fahrzeug hinzu?',
    it: 'Come aggiungo un veicolo alla mia area clienti?',
    es: '¿Cómo añado un vehículo a mi cuenta?',
  },
  {
    fr: [
      'Connectez-vous, ouvrez « Mon profil », puis « Ajouter un véhicule » : saisissez la plaque et son pays, et confirmez être propriétaire ou conducteur principal du véhicule.',
      'Les trajets de vos véhicules s’affichent alors dans votre espace, sans nouvelle recherche, et vous pouvez activer les alertes de chacun depuis le profil.',
    ],
    en: [
      'Sign in, open “My profile”, then “Add a vehicle”: enter the plate and its country, and confirm that you own the vehicle or are its main driver.',
      'Your vehicles’ trips then show in your account with no new search, and you can turn on each one’s alerts from the profile.',
    ],
    de: [
      'Melden Sie sich an, öffnen Sie „Mein Profil“ und dann „Fahrzeug hinzufügen“: Geben Sie Kennzeichen und Land ein und bestätigen Sie, dass Sie Halter oder Hauptfahrer sind.',
      'Die Fahrten Ihrer Fahrzeuge erscheinen dann ohne neue Suche in Ihrem Konto, und Sie können die Benachrichtigungen jedes Fahrzeugs im Profil aktivieren.',
    ],
    it: [
      'Accedi, apri «Il mio profilo», poi «Aggiungi un veicolo»: inserisci la targa e il paese, e conferma di essere proprietario o conducente principale del veicolo.',
      'I viaggi dei tuoi veicoli compaiono allora nella tua area senza nuove ricerche, e puoi attivare le notifiche di ciascuno dal profilo.',
    ],
    es: [
      'Inicie sesión, abra «Mi perfil» y después «Añadir un vehículo»: indique la matrícula y su país, y confirme que es propietario o conductor principal.',
      'Los trayectos de sus vehículos aparecen entonces en su cuenta sin nueva búsqueda, y puede activar las alertas de cada uno desde el perfil.',
    ],
  },
);

export const foreignVehicles = helpArticle(
  'help-foreign-vehicles',
  {
    fr: 'Mon véhicule est immatriculé à l’étranger',
    en: 'My vehicle is registered abroad',
    de: 'Mein Fahrzeug ist im Ausland zugelassen',
    it: 'Il mio veicolo è immatricolato all’estero',
    es: 'Mi vehículo está matriculado en el extranjero',
  },
  {
    fr: [
      'Le péage s’applique de la même façon : choisissez le pays de la plaque dans la liste, saisissez-la sans espaces ni tirets, puis payez dans les 72 heures avec une carte bancaire, même étrangère.',
      'Pour un véhicule électrique immatriculé hors de France, indiquez-le lors du prépaiement afin d’obtenir le tarif réduit. Les avis de paiement sont envoyés aux titulaires étrangers par l’intermédiaire des registres européens.',
    ],
    en: [
      'The toll applies the same way: pick the plate’s country in the list, type it without spaces or dashes, then pay within 72 hours with a bank card, even a foreign one.',
      'For an electric vehicle registered outside France, say so when prepaying to get the lower price. Payment notices reach foreign keepers through the European registers.',
    ],
    de: [
      'Die Maut gilt genauso: Wählen Sie das Land des Kennzeichens aus der Liste, geben Sie es ohne Leerzeichen oder Bindestriche ein und zahlen Sie binnen 72 Stunden mit einer Bankkarte, auch einer ausländischen.',
      'Geben Sie bei einem außerhalb Frankreichs zugelassenen Elektrofahrzeug dies bei der Vorauszahlung an, um den ermäßigten Tarif zu erhalten. Zahlungsaufforderungen erreichen ausländische Halter über die europäischen Register.',
    ],
    it: [
      'Il pedaggio si applica allo stesso modo: scegli il paese della targa dall’elenco, inseriscila senza spazi né trattini, poi paga entro 72 ore con una carta bancaria, anche estera.',
      'Per un veicolo elettrico immatricolato fuori dalla Francia, indicalo nel pagamento anticipato per avere la tariffa ridotta. Gli avvisi raggiungono i titolari esteri tramite i registri europei.',
    ],
    es: [
      'El peaje se aplica igual: elija el país de la matrícula en la lista, escríbala sin espacios ni guiones y pague en 72 horas con una tarjeta bancaria, aunque sea extranjera.',
      'Para un vehículo eléctrico matriculado fuera de Francia, indíquelo al prepagar para obtener la tarifa reducida. Los avisos llegan a los titulares extranjeros a través de los registros europeos.',
    ],
  },
);

export const rentalDriver = helpArticle(
  'help-rental-driver',
  {
    fr: 'J’ai emprunté l’A79 avec un véhicule de location',
    en: 'I drove the A79 in a rented vehicle',
    de: 'Ich bin mit einem Mietwagen auf der A79 gefahren',
    it: 'Ho percorso l’A79 con un veicolo a noleggio',
    es: 'He circulado por la A79 con un vehículo de alquiler',
  },
  {
    fr: [
      'Payez vous-même vos trajets dans les 72 heures avec la plaque du véhicule loué : c’est le plus simple et cela évite les frais de gestion que le loueur pourrait vous refacturer.',
      'Au-delà, l’avis de paiement est adressé au loueur, qui peut vous désigner comme conducteur. Si un trajet d’avant ou d’après votre location vous est réclamé, contestez-le avec votre contrat.',
    ],
    en: [
      'Pay your trips yourself within 72 hours with the rented vehicle’s plate: it is the simplest way and avoids handling fees the rental company could charge you.',
      'After that, the payment notice goes to the rental company, which may name you as the driver. If a trip from before or after your rental is claimed from you, dispute it with your contract.',
    ],
    de: [
      'Bezahlen Sie Ihre Fahrten selbst binnen 72 Stunden mit dem Kennzeichen des Mietwagens: Das ist am einfachsten und vermeidet Bearbeitungsgebühren des Vermieters.',
      'Danach geht die Zahlungsaufforderung an den Vermieter, der Sie als Fahrer benennen kann. Wird Ihnen eine Fahrt vor oder nach Ihrer Mietzeit berechnet, legen Sie mit Ihrem Vertrag Einspruch ein.',
    ],
    it: [
      'Paga tu stesso i viaggi entro 72 ore con la targa del veicolo noleggiato: è il modo più semplice ed evita le spese di gestione che il noleggiatore potrebbe addebitarti.',
      'Dopo, l’avviso va al noleggiatore, che può indicarti come conducente. Se ti viene chiesto un viaggio precedente o successivo al noleggio, contestalo allegando il contratto.',
    ],
    es: [
      'Pague usted mismo sus trayectos en 72 horas con la matrícula del vehículo alquilado: es lo más sencillo y evita los gastos de gestión que la empresa de alquiler podría cobrarle.',
      'Después, el aviso se envía a la empresa de alquiler, que puede designarle como conductor. Si se le reclama un trayecto anterior o posterior a su alquiler, impúgnelo con su contrato.',
    ],
  },
);
