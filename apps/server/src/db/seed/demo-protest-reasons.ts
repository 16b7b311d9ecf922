import type { ProtestType } from '@portico/contract';
import type { Localized } from './demo-types.ts';

/** A reason the claim form offers for one protest type. */
export interface ProtestReasonSeed {
  code: string;
  label: Localized;
  commentMandatory: boolean;
  attachmentMandatory: boolean;
}

const plateNotMine: ProtestReasonSeed = {
  code: 'plate-not-mine',
  label: {
    fr: "Ce n'est pas mon véhicule (erreur de lecture de plaque)",
    en: 'This is not my vehicle (plate misread)',
    de: 'Das ist nicht mein Fahrzeug (Kennzeichen falsch gelesen)',
    it: 'Non è il mio veicolo (targa letta male)',
    es: 'No es mi vehículo (matrícula mal leída)',
  },
  commentMandatory: false,
  attachmentMandatory: true,
};

const clonedPlate: ProtestReasonSeed = {
  code: 'cloned-plate',
  label: {
    fr: 'Ma plaque a été usurpée (doublette)',
    en: 'My plate was cloned',
    de: 'Mein Kennzeichen wurde gefälscht (Doublette)',
    it: 'La mia targa è stata clonata',
    es: 'Mi matrícula ha sido clonada',
  },
  commentMandatory: true,
  attachmentMandatory: true,
};

const soldOrStolen: ProtestReasonSeed = {
  code: 'sold-or-stolen',
  label: {
    fr: 'Véhicule vendu ou volé avant la date du trajet',
    en: 'Vehicle sold or stolen before the date of the trip',
    de: 'Fahrzeug vor dem Datum der Fahrt verkauft oder gestohlen',
    it: 'Veicolo venduto o rubato prima della data del percorso',
    es: 'Vehículo vendido o robado antes de la fecha del trayecto',
  },
  commentMandatory: false,
  attachmentMandatory: true,
};

const alreadyPaid: ProtestReasonSeed = {
  code: 'already-paid',
  label: {
    fr: "J'ai déjà payé ce trajet",
    en: 'I have already paid for this trip',
    de: 'Ich habe diese Fahrt bereits bezahlt',
    it: 'Ho già pagato questo percorso',
    es: 'Ya he pagado este trayecto',
  },
  commentMandatory: false,
  attachmentMandatory: true,
};

const wrongClass: ProtestReasonSeed = {
  code: 'wrong-class',
  label: {
    fr: 'Mauvaise classe de véhicule',
    en: 'Wrong vehicle class',
    de: 'Falsche Fahrzeugklasse',
    it: 'Classe del veicolo errata',
    es: 'Categoría de vehículo incorrecta',
  },
  commentMandatory: true,
  attachmentMandatory: true,
};

const rentedVehicle: ProtestReasonSeed = {
  code: 'rented-vehicle',
  label: {
    fr: 'Véhicule de location : le trajet revient au locataire',
    en: 'Rented vehicle: the trip is the renter’s',
    de: 'Mietfahrzeug: die Fahrt gehört zum Mieter',
    it: 'Veicolo a noleggio: il percorso spetta al cliente del noleggio',
    es: 'Vehículo de alquiler: el trayecto corresponde al arrendatario',
  },
  commentMandatory: true,
  attachmentMandatory: true,
};

const technicalProblem: ProtestReasonSeed = {
  code: 'technical-problem',
  label: {
    fr: "Je n'ai pas pu payer à cause d'un problème technique",
    en: 'I could not pay because of a technical problem',
    de: 'Ich konnte wegen eines technischen Problems nicht bezahlen',
    it: 'Non ho potuto pagare per un problema tecnico',
    es: 'No pude pagar por un problema técnico',
  },
  commentMandatory: true,
  attachmentMandatory: false,
};

const wrongTrip: ProtestReasonSeed = {
  code: 'wrong-trip',
  label: {
    fr: "Entrée ou sortie erronée : je n'ai pas fait ce trajet",
    en: 'Wrong entry or exit: I did not make this trip',
    de: 'Falsche Ein- oder Ausfahrt: Ich bin diese Strecke nicht gefahren',
    it: 'Entrata o uscita errata: non ho fatto questo percorso',
    es: 'Entrada o salida errónea: no hice este trayecto',
  },
  commentMandatory: true,
  attachmentMandatory: false,
};

const noticeNotReceived: ProtestReasonSeed = {
  code: 'notice-not-received',
  label: {
    fr: "Je n'ai pas reçu l'avis de paiement à temps",
    en: 'I did not receive the payment notice in time',
    de: 'Ich habe die Zahlungsaufforderung nicht rechtzeitig erhalten',
    it: "Non ho ricevuto l'avviso di pagamento in tempo",
    es: 'No recibí el aviso de pago a tiempo',
  },
  commentMandatory: true,
  attachmentMandatory: false,
};

const emergency: ProtestReasonSeed = {
  code: 'emergency-vehicle',
  label: {
    fr: "Véhicule d'intérêt général en mission (secours, police)",
    en: 'Emergency vehicle on duty (rescue, police)',
    de: 'Einsatzfahrzeug im Dienst (Rettung, Polizei)',
    it: 'Veicolo di soccorso in servizio (soccorso, polizia)',
    es: 'Vehículo de emergencia en servicio (rescate, policía)',
  },
  commentMandatory: false,
  attachmentMandatory: true,
};

const other: ProtestReasonSeed = {
  code: 'other',
  label: {
    fr: 'Autre motif',
    en: 'Other reason',
    de: 'Anderer Grund',
    it: 'Altro motivo',
    es: 'Otro motivo',
  },
  commentMandatory: true,
  attachmentMandatory: false,
};

/**
 * The demo operator's claim reasons per protest type, in the order the form lists them. What the
 * operator needs to decide says what is mandatory: a misread or cloned plate, a sale or a theft
 * needs a document (registration, sale certificate, police report); a story needs a comment.
 */
export const demoProtestReasons: Readonly<Record<ProtestType, readonly ProtestReasonSeed[]>> = {
  FREE_FLOW: [
    plateNotMine,
    clonedPlate,
    soldOrStolen,
    alreadyPaid,
    wrongTrip,
    wrongClass,
    technicalProblem,
    emergency,
    other,
  ],
  LATE_PAYMENT: [
    plateNotMine,
    clonedPlate,
    soldOrStolen,
    alreadyPaid,
    rentedVehicle,
    noticeNotReceived,
    wrongClass,
    emergency,
    other,
  ],
  CNP: [plateNotMine, clonedPlate, soldOrStolen, alreadyPaid, rentedVehicle, emergency, other],
};
