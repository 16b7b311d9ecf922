import type { MailTexts } from './mail-text-keys.ts';

/**
 * Italian, "tu" like the spec's copy (copy-register.ts); after the greeting's comma a paragraph
 * starts lower case. The alert is the site's "Notifica Info transito".
 */
export const it: MailTexts = {
  layout: {
    greeting: 'Buongiorno,',
    signOff: 'Cordiali saluti,',
    labelSeparator: ': ',
    sentBy: 'Questa e-mail ti è stata inviata da {operator}.',
    alertReason:
      'Ricevi questa e-mail perché questo indirizzo è iscritto alla Notifica Info transito di questo veicolo.',
    unsubscribe: "Annulla l'iscrizione alle notifiche",
  },
  receipt: {
    subject: '{operator}: la tua ricevuta di pagamento {reference}',
    received:
      'abbiamo ricevuto il tuo pagamento di {total} per il veicolo {plate} (riferimento {reference}).',
    number:
      'Numero della ricevuta: {receiptNumber}. Conservalo: dimostra anche che questo veicolo è tuo, per ricevere le notifiche Info transito del veicolo.',
    attached: 'In allegato trovi la ricevuta. Conservala: vale come prova di pagamento.',
    receivedForCompany:
      'abbiamo ricevuto il pagamento di {total} per la tua flotta (riferimento {reference}).',
    companyLabel: 'Società',
    vatNumberLabel: 'Partita IVA',
    vehiclesLabel: 'Veicoli',
    numberForCompany: 'Numero della ricevuta: {receiptNumber}.',
  },
  duplicatedPayment: {
    subject: '{operator}: il tuo pagamento {reference} non era necessario',
    received:
      'abbiamo ricevuto il tuo pagamento di {total} per il veicolo {plate} (riferimento {reference}), ma i viaggi erano già stati pagati con un altro pagamento.',
    refund:
      'Questo pagamento non ti sarà addebitato oppure ti sarà rimborsato sulla carta utilizzata. Non devi fare nulla.',
  },
  refundedPayment: {
    subject: '{operator}: il tuo rimborso è in arrivo (pagamento {reference})',
    sent: 'abbiamo rimborsato {amount} del tuo pagamento {reference} per il veicolo {plate} sulla carta utilizzata.',
    delay:
      'A seconda della tua banca, il denaro arriva sul tuo conto entro pochi giorni. Non devi fare nulla.',
  },
  journey: {
    plate: 'Veicolo',
    entry: 'Entrata',
    exit: 'Uscita',
    date: 'Data',
    vehicleClass: 'Classe del veicolo',
    classValue: 'Classe {class}',
    price: 'Prezzo IVA inclusa',
    deadline: 'Da pagare entro il',
    noExitYet: 'Viaggio in corso',
  },
  alertConfirmation: {
    subject: '{operator}: conferma la tua Notifica Info transito per {plate}',
    preheader:
      'Conferma il tuo indirizzo per ricevere le notifiche del veicolo {plate} ({country}).',
    request:
      "hai chiesto di ricevere un'e-mail a ogni transito del veicolo {plate} ({country}) sotto un portale Free Flow.",
    confirm: 'Per attivare le notifiche, conferma il tuo indirizzo e-mail:',
    button: 'Conferma il mio indirizzo',
    expiry: 'Il link si può usare una sola volta ed è valido per {duration}, fino al {expiresAt}.',
    ignore:
      'Se non hai fatto tu questa richiesta, ignora questa e-mail: non riceverai nessuna notifica.',
  },
  alertMoved: {
    subject: '{operator}: le notifiche del veicolo {plate} vanno ora a un altro indirizzo',
    moved:
      'le notifiche Info transito del veicolo {plate} ({country}) sono ora inviate a un altro indirizzo e-mail, che le ha confermate.',
    noMore: 'Non le riceverai più a questo indirizzo.',
    again: 'Se vuoi riceverle di nuovo, iscriviti sul nostro sito:',
    button: 'Iscriviti alla notifica',
  },
  alertHandoverRequested: {
    subject: '{operator}: un altro indirizzo chiede le notifiche del veicolo {plate}',
    preheader: 'Andranno a {requester} dal {movesAt}, a meno che tu non le tenga.',
    asked:
      "l'indirizzo {requester} chiede di ricevere le notifiche Info transito del veicolo {plate} ({country}), che sono inviate a te, e ha presentato una ricevuta di pagamento per questo veicolo.",
    moves: 'Se non rispondi, le notifiche andranno a quell’indirizzo dal {movesAt} e non più a te.',
    keep: 'Se questo veicolo è ancora tuo, o se non conosci questo indirizzo, tieni le tue notifiche:',
    button: 'Tieni o cedi le notifiche',
    release: 'Se il veicolo non è più tuo, puoi anche cederle subito dalla stessa pagina.',
  },
  alertHandoverKept: {
    subject: '{operator}: le notifiche del veicolo {plate} restano al loro indirizzo attuale',
    kept: "l'indirizzo che riceve le notifiche Info transito del veicolo {plate} ({country}) ha scelto di tenerle: non ti saranno inviate.",
    help: 'Se questo veicolo è tuo, contattaci dal centro assistenza, con una ricevuta di pagamento per il veicolo.',
    button: 'Centro assistenza',
  },
  alertUnsubscribeConfirmation: {
    subject: "{operator}: conferma l'annullamento delle tue notifiche Info transito",
    preheader: 'Non cambia nulla finché non confermi.',
    asked:
      'qualcuno ha chiesto sul nostro sito di annullare le notifiche Info transito inviate a questo indirizzo, per tutti i veicoli.',
    confirm: 'Per annullarle, conferma:',
    button: 'Annulla le mie notifiche',
    ignore: 'Se non hai fatto tu questa richiesta, ignora questa e-mail: le notifiche continuano.',
  },
  alertPassage: {
    subject: '{operator}: transito del veicolo {plate} il {date}',
    preheader: '{entry} → {exit}, {price}, da pagare entro il {deadline}',
    passed:
      'il veicolo {plate} ({country}) è passato sotto un portale della nostra autostrada Free Flow:',
    payBefore: 'Paga questo viaggio entro il {deadline} per evitare un avviso di pagamento.',
    button: 'Vedi e paga il viaggio',
  },
  alertDeadline: {
    subject: '{operator}: ancora {duration} per pagare il viaggio del veicolo {plate}',
    preheader: 'Da pagare entro il {deadline}: {price}',
    unpaid: 'il viaggio del veicolo {plate} ({country}) del {date} non è ancora pagato.',
    timeLeft: 'Hai ancora {duration}: pagalo entro il {deadline}.',
    afterDeadline: 'Dopo questa scadenza verrà emesso un avviso di pagamento per questo viaggio.',
    button: 'Paga il viaggio',
  },
  alertNotice: {
    subject: '{operator}: avviso di pagamento {pvNumber} per il veicolo {plate}',
    preheader: 'Avviso di pagamento {pvNumber}: {amount} da pagare',
    issued:
      'il viaggio del veicolo {plate} ({country}) del {date} non è stato pagato in tempo: è stato emesso un avviso di pagamento.',
    noticeNumber: "Numero dell'avviso",
    toll: 'Pedaggio IVA inclusa',
    indemnity: 'Indennità forfettaria',
    amount: 'Totale da pagare',
    payIt: "Puoi pagare l'avviso {pvNumber} online, con la tua targa o il numero dell'avviso.",
    button: "Paga l'avviso",
  },
  account: {
    codeLabel: 'Codice',
    codeValidity: 'Questo codice è valido {minutes} minuti e si può usare una sola volta.',
    ignore: 'Se non hai fatto tu questa richiesta, ignora questa e-mail.',
    activationSubject: '{operator}: il tuo codice di attivazione',
    activationIntro:
      'grazie per aver creato il tuo account cliente. Inserisci questo codice per attivarlo:',
    resetSubject: '{operator}: il tuo codice per reimpostare la password',
    resetIntro:
      'hai chiesto di reimpostare la password del tuo account cliente. Inserisci questo codice per scegliere una nuova password:',
    passwordChangedSubject: '{operator}: la tua password è stata modificata',
    passwordChanged:
      'la password del tuo account cliente è appena stata modificata. Le altre sessioni sono state chiuse.',
    notYou: 'Se non sei stato tu, reimposta subito la password dalla pagina di accesso.',
    codesTriedSubject: '{operator}: sono stati inseriti codici errati per il tuo account',
    codesTried:
      'qualcuno ha inserito {tries} codici errati nelle ultime 24 ore per attivare il tuo account cliente o sceglierne una nuova password. Per sicurezza, nessun codice è accettato per questo account fino al {until}.',
    codesTriedNotYou:
      'Se non sei stato tu, non devi fare nulla: la tua password non è cambiata e nessuno di questi codici è stato accettato.',
    codesTriedYou: 'Se sei stato tu, chiedi un nuovo codice dopo quell’ora.',
    deletedSubject: '{operator}: il tuo account cliente è stato eliminato',
    deleted: 'il tuo account cliente è stato eliminato, come hai chiesto.',
    deletedData:
      'I tuoi dati personali (profilo, veicoli, notifiche di transito, sessioni, codici) sono stati cancellati. I tuoi pagamenti sono conservati per la contabilità del gestore, senza il tuo nome, il tuo indirizzo né la tua e-mail. Puoi sempre pagare i tuoi viaggi senza account.',
  },
  contact: {
    acknowledgmentSubject: '{operator}: abbiamo ricevuto la tua richiesta {reference}',
    acknowledgment:
      'abbiamo ricevuto la tua richiesta. Il suo riferimento è {reference}: indicalo quando scrivi al nostro servizio clienti.',
    nextSteps:
      'Il nostro servizio clienti ti risponderà via e-mail, di solito entro 5 giorni lavorativi. Non rispondere a questo messaggio automatico.',
    referenceLabel: 'Riferimento',
    topicLabel: 'Argomento',
    messageLabel: 'Messaggio',
    emailLabel: 'E-mail del richiedente',
    attachmentsLabel: 'Allegati',
    notificationSubject: 'Nuova richiesta {reference}: {topic}',
    notification:
      'è stata inviata una richiesta dal centro assistenza. Rispondi al richiedente al suo indirizzo e-mail indicando il riferimento.',
  },
  protest: {
    acknowledgmentSubject: '{operator}: abbiamo ricevuto la tua contestazione {reference}',
    acknowledgment:
      'abbiamo ricevuto la tua contestazione {reference} relativa al veicolo {plate}.',
    paused:
      'Durante la verifica i viaggi contestati non ricevono avvisi di pagamento né maggiorazioni: i termini di pagamento sono sospesi fino alla nostra risposta.',
    nextSteps:
      'Ti risponderemo via e-mail a questo indirizzo. Indica il riferimento {reference} in ogni messaggio su questa contestazione.',
    referenceLabel: 'Riferimento',
    plateLabel: 'Veicolo',
    reasonLabel: 'Motivo',
    tripsLabel: 'Viaggi contestati',
    attachmentsLabel: 'Allegati',
    acceptedSubject: '{operator}: la tua contestazione {reference} è stata accolta',
    accepted:
      'la tua contestazione {reference} è stata accolta: i viaggi contestati sono annullati e non devi nulla per essi.',
    acceptedReduced:
      'la tua contestazione {reference} è stata accolta: il prezzo dei viaggi contestati è stato ridotto. Puoi pagare il nuovo importo sul nostro sito.',
    rejectedSubject: '{operator}: la tua contestazione {reference} è stata respinta',
    rejected:
      'dopo la verifica, la tua contestazione {reference} è stata respinta. I viaggi contestati sono di nuovo da pagare.',
    rejectedDeadline:
      'Il tempo della verifica non viene conteggiato: i tuoi termini di pagamento sono prorogati di altrettanto. Paga sul nostro sito per evitare maggiorazioni.',
    acceptedAllPaid:
      'la tua contestazione {reference} è stata accolta. I viaggi contestati erano già stati pagati prima della nostra decisione: il pagamento resta valido. Per chiedere un rimborso, contattaci dal centro assistenza indicando il riferimento {reference}.',
    rejectedAllPaid:
      'dopo la verifica, la tua contestazione {reference} è stata respinta. I viaggi contestati erano già stati pagati: non devi pagare altro.',
    paidStay:
      'I viaggi già pagati prima della nostra decisione restano pagati e non cambiano. Per chiederne il rimborso, contattaci dal centro assistenza indicando il riferimento {reference}.',
    paidStayRejected:
      'I viaggi già pagati prima della nostra decisione restano pagati: non devi pagare altro per essi.',
    noteLabel: 'Commento del gestore',
  },
  renter: {
    invitationSubject: '{operator}: il tuo accesso all’area affittuari',
    invitation:
      '{operator} ti ha aperto un accesso alla sua area affittuari per {company}. Lì tieni l’elenco dei veicoli della tua flotta, vedi i loro viaggi e avvisi di pagamento e li paghi.',
    invitationSteps:
      'Per attivarlo, apri il link qui sotto, inserisci questo codice e scegli la tua password (almeno {length} caratteri).',
    activateAction: 'Attiva il mio accesso',
    invitationNewCode: 'Codice scaduto? Chiedine uno nuovo dalla stessa pagina.',
    resetIntro:
      'hai chiesto di reimpostare la password del tuo accesso all’area affittuari. Inserisci questo codice per scegliere una nuova password:',
    passwordChanged:
      'la password del tuo accesso all’area affittuari è appena stata modificata. Le altre sessioni sono state chiuse.',
    codesTried:
      'qualcuno ha inserito {tries} codici errati nelle ultime 24 ore per attivare il tuo accesso all’area affittuari o sceglierne una nuova password. Per sicurezza, nessun codice è accettato per questo accesso fino al {until}.',
    deletedSubject: '{operator}: il tuo accesso all’area affittuari è stato eliminato',
    deleted: 'il tuo accesso all’area affittuari è stato eliminato, come hai chiesto.',
    deletedData:
      'I tuoi dati personali (nome, e-mail, telefono, sessioni, codici) sono stati cancellati. La flotta, con i viaggi e i pagamenti, resta alla tua società: sono gli altri utenti della società a continuare a gestirla.',
  },
  staff: {
    invitationSubject: '{operator}: la tua passkey per la console dell’operatore',
    invitation:
      '{operator} ti ha aperto un accesso alla sua console dell’operatore. Accedi con una passkey (la tua impronta, il tuo volto o il PIN del tuo dispositivo), mai con una password: creala con il pulsante qui sotto sul dispositivo che userai.',
    enrolAction: 'Crea la mia passkey',
    linkValidity:
      'Questo link funziona una sola volta, fino al {until}. Scaduto o perso? Un amministratore della console te ne manda uno nuovo.',
    notExpected: 'Non aspettavi questa e-mail? Ignorala: senza il link non succede nulla.',
  },
};
