import { helpArticle } from './help-article.ts';

// Help articles of the demo: the road itself and how to reach the operator.

export const noTollTagNeeded = helpArticle(
  'help-no-toll-tag-needed',
  {
    fr: 'Faut-il un badge de télépéage pour emprunter l’A79 ?',
    en: 'Do I need a toll tag to use the A79?',
    de: 'Brauche ich eine Mautbox für die A79?',
    it: 'Serve un telepass per percorrere l’A79?',
    es: '¿Necesito un telepeaje para circular por la A79?',
  },
  {
    fr: [
      'Non. Sans badge, les portiques lisent votre plaque d’immatriculation et vous payez ensuite sur ce portail, dans les 72 heures, ou avant de partir grâce au prépaiement.',
      'Avec un badge de télépéage compatible, le passage est facturé automatiquement par l’émetteur du badge : vous n’avez rien à payer ici et vos passages n’apparaissent pas parmi les trajets à payer.',
    ],
    en: [
      'No. Without a tag, the gantries read your number plate and you pay afterwards on this portal, within 72 hours, or before you travel with a prepayment.',
      'With a compatible toll tag, the passage is billed automatically by your tag provider: there is nothing to pay here and those passages do not appear among the trips to pay.',
    ],
    de: [
      'Nein. Ohne Mautbox lesen die Portale Ihr Kennzeichen, und Sie zahlen danach auf diesem Portal innerhalb von 72 Stunden oder vor der Fahrt per Vorauszahlung.',
      'Mit einer kompatiblen Mautbox wird die Durchfahrt automatisch vom Anbieter der Box abgerechnet: Hier ist nichts zu bezahlen, und diese Durchfahrten erscheinen nicht unter den offenen Fahrten.',
    ],
    it: [
      'No. Senza dispositivo, i portali leggono la targa e paghi poi su questo portale entro 72 ore, oppure prima di partire con il pagamento anticipato.',
      'Con un dispositivo di telepedaggio compatibile, il transito è addebitato automaticamente dal suo emittente: qui non devi pagare nulla e quei transiti non compaiono tra i viaggi da pagare.',
    ],
    es: [
      'No. Sin dispositivo, los pórticos leen su matrícula y usted paga después en este portal, en un plazo de 72 horas, o antes de viajar mediante el prepago.',
      'Con un telepeaje compatible, el paso lo factura automáticamente el emisor del dispositivo: no tiene nada que pagar aquí y esos pasos no aparecen entre los trayectos pendientes.',
    ],
  },
);

export const vehicleClasses = helpArticle(
  'help-vehicle-classes',
  {
    fr: 'Quelle est la classe de mon véhicule ?',
    en: 'Which class is my vehicle?',
    de: 'Welcher Klasse gehört mein Fahrzeug an?',
    it: 'Qual è la classe del mio veicolo?',
    es: '¿Qué clase es mi vehículo?',
  },
  {
    fr: [
      'La classe dépend de la hauteur, du poids et du nombre d’essieux : classe 1 pour un véhicule de 2 m de haut au plus et 3,5 t au plus, classe 2 entre 2 et 3 m, classes 3 et 4 pour les poids lourds (deux essieux, ou plus), classe 5 pour les motos.',
      'Les voitures, camionnettes et motos électriques bénéficient d’un tarif réduit. Le trajet complet coûte 4,20 € en classe 1 (3,20 € en électrique), 6,40 € en classe 2 et 2,40 € pour une moto.',
    ],
    en: [
      'The class depends on height, weight and number of axles: class 1 for a vehicle up to 2 m high and 3.5 t, class 2 between 2 and 3 m, classes 3 and 4 for heavy goods vehicles (two axles, or more), class 5 for motorcycles.',
      'Electric cars, vans and motorcycles get a lower price. The whole road costs €4.20 in class 1 (€3.20 electric), €6.40 in class 2 and €2.40 for a motorcycle.',
    ],
    de: [
      'Die Klasse hängt von Höhe, Gewicht und Achszahl ab: Klasse 1 für Fahrzeuge bis 2 m Höhe und 3,5 t, Klasse 2 zwischen 2 und 3 m, Klassen 3 und 4 für Lkw (zwei oder mehr Achsen), Klasse 5 für Motorräder.',
      'Elektrische Pkw, Transporter und Motorräder zahlen einen ermäßigten Tarif. Die gesamte Strecke kostet 4,20 € in Klasse 1 (3,20 € elektrisch), 6,40 € in Klasse 2 und 2,40 € für ein Motorrad.',
    ],
    it: [
      'La classe dipende da altezza, peso e numero di assi: classe 1 per un veicolo alto al massimo 2 m e fino a 3,5 t, classe 2 tra 2 e 3 m, classi 3 e 4 per i mezzi pesanti (due assi o più), classe 5 per le moto.',
      'Auto, furgoni e moto elettrici hanno una tariffa ridotta. L’intero percorso costa 4,20 € in classe 1 (3,20 € elettrica), 6,40 € in classe 2 e 2,40 € in moto.',
    ],
    es: [
      'La clase depende de la altura, el peso y el número de ejes: clase 1 para un vehículo de hasta 2 m de alto y 3,5 t, clase 2 entre 2 y 3 m, clases 3 y 4 para vehículos pesados (dos ejes o más), clase 5 para motos.',
      'Los coches, furgonetas y motos eléctricos tienen una tarifa reducida. El trayecto completo cuesta 4,20 € en clase 1 (3,20 € eléctrico), 6,40 € en clase 2 y 2,40 € en moto.',
    ],
  },
);

export const contactUs = helpArticle(
  'help-contact-us',
  {
    fr: 'Comment contacter le service client ?',
    en: 'How do I contact customer service?',
    de: 'Wie erreiche ich den Kundendienst?',
    it: 'Come contatto il servizio clienti?',
    es: '¿Cómo contacto con atención al cliente?',
  },
  {
    fr: [
      'Depuis le centre d’aide, choisissez « Contacts » : l’assistant vous propose d’abord des réponses, puis un formulaire adapté à votre question. Vous recevez aussitôt un e-mail avec la référence de votre demande.',
      'Joignez si besoin vos justificatifs (PNG, JPG, GIF ou PDF, 5 Mo au total). Notre service client vous répond par e-mail, en général sous 5 jours ouvrés.',
    ],
    en: [
      'From the help centre, choose “Contact”: the assistant first offers answers, then a form suited to your question. You immediately receive an e-mail with the reference of your request.',
      'Attach your documents if needed (PNG, JPG, GIF or PDF, 5 MB in total). Our customer service answers by e-mail, usually within 5 working days.',
    ],
    de: [
      'Wählen Sie im Hilfe-Center „Kontakt“: Der Assistent bietet Ihnen zuerst Antworten und dann ein passendes Formular an. Sie erhalten sofort eine E-Mail mit der Referenz Ihrer Anfrage.',
      'Fügen Sie bei Bedarf Belege bei (PNG, JPG, GIF oder PDF, insgesamt 5 MB). Unser Kundendienst antwortet per E-Mail, in der Regel innerhalb von 5 Werktagen.',
    ],
    it: [
      'Dal centro assistenza scegli «Contatti»: l’assistente ti propone prima delle risposte, poi un modulo adatto alla tua domanda. Ricevi subito un’e-mail con il riferimento della richiesta.',
      'Allega se serve i tuoi documenti (PNG, JPG, GIF o PDF, 5 MB in totale). Il servizio clienti risponde via e-mail, di solito entro 5 giorni lavorativi.',
    ],
    es: [
      'En el centro de ayuda, elija «Contacto»: el asistente le propone primero respuestas y después un formulario adaptado a su pregunta. Recibirá enseguida un correo con la referencia de su solicitud.',
      'Adjunte si es necesario sus justificantes (PNG, JPG, GIF o PDF, 5 MB en total). Nuestro servicio de atención al cliente responde por correo, normalmente en 5 días laborables.',
    ],
  },
);
