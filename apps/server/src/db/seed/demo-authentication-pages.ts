// The demo white-label's sign-in pages (GET /whitelabels/authentication-page): what an account
// gives a customer, and what the rental companies' area is for, in the portal's five languages.
// The pictures are the demo's media (apps/server/media/a79/), described for screen readers.
import type { AuthenticationPageSeed } from './seed-authentication-pages.ts';

/** Joins paragraphs with the blank line that separates them in the page's text. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

const customerPage: AuthenticationPageSeed = {
  type: 'user',
  title: {
    fr: 'Votre espace client',
    en: 'Your customer area',
    de: 'Ihr Kundenbereich',
    it: 'La tua area clienti',
    es: 'Su área de cliente',
  },
  text: {
    fr: paragraphs(
      'Avec un compte, retrouvez en un seul endroit les trajets de tous vos véhicules sur l’A79 et payez-les sans ressaisir votre plaque ni vos coordonnées.',
      'Vos reçus restent disponibles dans votre espace, et vous pouvez recevoir un e-mail à chaque passage de vos véhicules sous les portiques.',
    ),
    en: paragraphs(
      'With an account, find the trips of all your vehicles on the A79 in one place and pay them without typing your plate or your details again.',
      'Your receipts stay available in your area, and you can get an e-mail each time one of your vehicles passes under the gantries.',
    ),
    de: paragraphs(
      'Mit einem Konto finden Sie die Fahrten all Ihrer Fahrzeuge auf der A79 an einem Ort und bezahlen sie, ohne Kennzeichen und Angaben erneut einzugeben.',
      'Ihre Quittungen bleiben in Ihrem Bereich abrufbar, und Sie können bei jeder Durchfahrt Ihrer Fahrzeuge unter den Mautportalen eine E-Mail erhalten.',
    ),
    it: paragraphs(
      'Con un account ritrovi in un unico posto i viaggi di tutti i tuoi veicoli sull’A79 e li paghi senza digitare di nuovo la targa e i tuoi dati.',
      'Le ricevute restano disponibili nella tua area e puoi ricevere un’e-mail a ogni transito dei tuoi veicoli sotto i portali.',
    ),
    es: paragraphs(
      'Con una cuenta, encuentre en un solo lugar los trayectos de todos sus vehículos en la A79 y páguelos sin volver a escribir la matrícula ni sus datos.',
      'Sus recibos siguen disponibles en su área, y puede recibir un correo electrónico cada vez que uno de sus vehículos pase bajo los pórticos.',
    ),
  },
  picture: '/media/a79/account.svg',
  pictureAlt: {
    fr: 'Un compte client et la liste de ses véhicules enregistrés',
    en: 'A customer account listing its registered vehicles',
    de: 'Ein Kundenkonto mit der Liste seiner registrierten Fahrzeuge',
    it: 'Un account cliente con l’elenco dei suoi veicoli registrati',
    es: 'Una cuenta de cliente con la lista de sus vehículos registrados',
  },
};

const renterPage: AuthenticationPageSeed = {
  type: 'renter',
  title: {
    fr: 'Espace loueurs',
    en: 'Rental companies’ area',
    de: 'Bereich für Autovermieter',
    it: 'Area affittuari',
    es: 'Área de empresas de alquiler',
  },
  text: {
    fr: paragraphs(
      'Réservé aux sociétés de location de véhicules : suivez les trajets de votre flotte sur l’A79 et retrouvez les avis de paiement de vos véhicules loués.',
      'Importez vos véhicules en une fois depuis un fichier, avec leurs périodes de location, plutôt que de les saisir un par un.',
    ),
    en: paragraphs(
      'For vehicle rental companies: follow your fleet’s trips on the A79 and find the payment notices of your rented vehicles.',
      'Import your vehicles at once from a file, with their rental periods, instead of typing them one by one.',
    ),
    de: paragraphs(
      'Für Autovermietungen: Verfolgen Sie die Fahrten Ihrer Flotte auf der A79 und finden Sie die Zahlungsaufforderungen Ihrer vermieteten Fahrzeuge.',
      'Importieren Sie Ihre Fahrzeuge mit ihren Mietzeiträumen auf einmal aus einer Datei, statt sie einzeln einzugeben.',
    ),
    it: paragraphs(
      'Riservata alle società di noleggio: segui i viaggi della tua flotta sull’A79 e ritrova gli avvisi di pagamento dei veicoli noleggiati.',
      'Importa i tuoi veicoli in una sola volta da un file, con i relativi periodi di noleggio, invece di inserirli uno per uno.',
    ),
    es: paragraphs(
      'Para empresas de alquiler de vehículos: siga los trayectos de su flota en la A79 y encuentre los avisos de pago de sus vehículos alquilados.',
      'Importe sus vehículos de una vez desde un archivo, con sus periodos de alquiler, en lugar de introducirlos uno a uno.',
    ),
  },
  picture: '/media/a79/car-key.svg',
  pictureAlt: {
    fr: 'La clé d’une voiture de location et son étiquette',
    en: 'The key of a rental car with its tag',
    de: 'Der Schlüssel eines Mietwagens mit seinem Anhänger',
    it: 'La chiave di un’auto a noleggio con la sua etichetta',
    es: 'La llave de un coche de alquiler con su etiqueta',
  },
};

export const demoAuthenticationPages: readonly AuthenticationPageSeed[] = [
  customerPage,
  renterPage,
];
