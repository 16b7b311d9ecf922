import type { MailTexts } from './mail-text-keys.ts';

/** French, "vous" (copy-register.ts). */
export const fr: MailTexts = {
  layout: {
    greeting: 'Bonjour,',
    signOff: 'Cordialement,',
    labelSeparator: '\u00a0: ',
    sentBy: 'Cet e-mail vous est envoyé par {operator}.',
    alertReason:
      "Vous recevez cet e-mail parce que cette adresse est inscrite à l'alerte Info Passage de ce véhicule.",
    unsubscribe: 'Se désinscrire des alertes',
  },
  receipt: {
    subject: '{operator} : votre reçu de paiement {reference}',
    received:
      'Nous avons bien reçu votre paiement de {total} pour le véhicule {plate} (référence {reference}).',
    number:
      'Numéro du reçu : {receiptNumber}. Conservez-le : il prouve aussi que ce véhicule est le vôtre pour recevoir ses alertes Info Passage.',
    attached:
      'Vous trouverez votre reçu en pièce jointe. Conservez-le : il vaut preuve de paiement.',
    receivedForCompany:
      'Nous avons bien reçu le paiement de {total} pour votre flotte (référence {reference}).',
    companyLabel: 'Société',
    vatNumberLabel: 'N° de TVA',
    vehiclesLabel: 'Véhicules',
    numberForCompany: 'Numéro du reçu : {receiptNumber}.',
  },
  duplicatedPayment: {
    subject: '{operator} : votre paiement {reference} n’était pas nécessaire',
    received:
      'Nous avons reçu votre paiement de {total} pour le véhicule {plate} (référence {reference}), mais ses trajets avaient déjà été payés par un autre paiement.',
    refund:
      'Ce paiement ne vous sera pas débité, ou il vous sera remboursé sur la carte utilisée. Vous n’avez rien à faire.',
  },
  refundedPayment: {
    subject: '{operator} : votre remboursement est en route (paiement {reference})',
    sent: 'Nous avons remboursé {amount} de votre paiement {reference} pour le véhicule {plate} sur la carte utilisée.',
    delay:
      'Selon votre banque, l’argent arrive sur votre compte sous quelques jours. Vous n’avez rien à faire.',
  },
  journey: {
    plate: 'Véhicule',
    entry: 'Entrée',
    exit: 'Sortie',
    date: 'Date',
    vehicleClass: 'Classe du véhicule',
    classValue: 'Classe {class}',
    price: 'Prix TTC',
    deadline: 'À payer avant le',
    noExitYet: 'Trajet en cours',
  },
  alertConfirmation: {
    subject: '{operator} : confirmez votre alerte Info Passage pour {plate}',
    preheader: 'Confirmez votre adresse pour recevoir les alertes du véhicule {plate} ({country}).',
    request:
      'Vous avez demandé à recevoir un e-mail à chaque passage du véhicule {plate} ({country}) sous un portique Free Flow.',
    confirm: 'Pour activer ces alertes, confirmez votre adresse e-mail :',
    button: 'Confirmer mon adresse',
    expiry: "Ce lien ne peut servir qu'une fois et reste valable {duration}, jusqu'au {expiresAt}.",
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : aucune alerte ne sera envoyée.",
  },
  alertMoved: {
    subject: '{operator} : les alertes du véhicule {plate} vont désormais à une autre adresse',
    moved:
      'Les alertes Info Passage du véhicule {plate} ({country}) sont désormais envoyées à une autre adresse e-mail, qui les a confirmées.',
    noMore: 'Vous ne les recevrez plus à cette adresse.',
    again: 'Si vous souhaitez les recevoir de nouveau, inscrivez-vous sur notre site :',
    button: "S'inscrire à l'alerte",
  },
  alertHandoverRequested: {
    subject: '{operator} : une autre adresse demande les alertes du véhicule {plate}',
    preheader: 'Elles iront à {requester} à partir du {movesAt}, sauf si vous les gardez.',
    asked:
      "L'adresse {requester} demande à recevoir les alertes Info Passage du véhicule {plate} ({country}), qui vous sont envoyées, et a présenté un reçu de paiement pour ce véhicule.",
    moves:
      'Sans réponse de votre part, les alertes seront envoyées à cette adresse à partir du {movesAt}, et plus à vous.',
    keep: 'Si ce véhicule est toujours le vôtre, ou si vous ne connaissez pas cette adresse, gardez vos alertes :',
    button: 'Garder ou céder mes alertes',
    release:
      "Si le véhicule n'est plus le vôtre, vous pouvez aussi les céder dès maintenant sur la même page.",
  },
  alertHandoverKept: {
    subject: '{operator} : les alertes du véhicule {plate} restent à leur adresse actuelle',
    kept: "L'adresse qui reçoit les alertes Info Passage du véhicule {plate} ({country}) a choisi de les garder : elles ne vous seront pas envoyées.",
    help: "Si ce véhicule est le vôtre, contactez-nous depuis le centre d'aide, avec un reçu de paiement pour ce véhicule.",
    button: "Centre d'aide",
  },
  alertUnsubscribeConfirmation: {
    subject: "{operator} : confirmez l'arrêt de vos alertes Info Passage",
    preheader: "Rien ne change tant que vous n'avez pas confirmé.",
    asked:
      'Quelqu’un a demandé sur notre site d’arrêter les alertes Info Passage envoyées à cette adresse, pour tous ses véhicules.',
    confirm: 'Pour les arrêter, confirmez :',
    button: 'Arrêter mes alertes',
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : vos alertes continuent.",
  },
  alertPassage: {
    subject: '{operator} : passage du véhicule {plate} le {date}',
    preheader: '{entry} → {exit}, {price}, à payer avant le {deadline}',
    passed: 'Le véhicule {plate} ({country}) a circulé sur notre autoroute Free Flow :',
    payBefore: 'Payez ce trajet avant le {deadline} pour éviter un avis de paiement.',
    button: 'Voir et payer ce trajet',
  },
  alertDeadline: {
    subject: '{operator} : plus que {duration} pour payer le trajet du véhicule {plate}',
    preheader: 'À payer avant le {deadline} : {price}',
    unpaid: "Le trajet du véhicule {plate} ({country}) du {date} n'est pas encore payé.",
    timeLeft: 'Il vous reste {duration} : payez-le avant le {deadline}.',
    afterDeadline: 'Passé ce délai, un avis de paiement sera émis pour ce trajet.',
    button: 'Payer ce trajet',
  },
  alertNotice: {
    subject: '{operator} : avis de paiement {pvNumber} pour le véhicule {plate}',
    preheader: 'Avis de paiement {pvNumber} : {amount} à payer',
    issued:
      "Le trajet du véhicule {plate} ({country}) du {date} n'a pas été payé dans les délais : un avis de paiement a été émis.",
    noticeNumber: "Numéro de l'avis",
    toll: 'Péage TTC',
    indemnity: 'Indemnité forfaitaire',
    amount: 'Total à payer',
    payIt:
      "Vous pouvez payer l'avis {pvNumber} en ligne, avec votre plaque ou le numéro de l'avis.",
    button: "Payer l'avis",
  },
  account: {
    codeLabel: 'Code',
    codeValidity: 'Ce code est valable {minutes} minutes et ne sert qu’une fois.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    activationSubject: '{operator} : votre code d’activation',
    activationIntro: 'Merci d’avoir créé votre compte client. Saisissez ce code pour l’activer :',
    resetSubject: '{operator} : votre code de réinitialisation du mot de passe',
    resetIntro:
      'Vous avez demandé à réinitialiser le mot de passe de votre compte client. Saisissez ce code pour choisir un nouveau mot de passe :',
    passwordChangedSubject: '{operator} : votre mot de passe a été modifié',
    passwordChanged:
      'Le mot de passe de votre compte client vient d’être modifié. Vos autres connexions ont été fermées.',
    notYou:
      'Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe sans attendre depuis la page de connexion.',
    codesTriedSubject: '{operator} : des codes erronés ont été saisis pour votre compte',
    codesTried:
      'Quelqu’un a saisi {tries} codes erronés ces dernières 24 heures pour activer votre compte client ou en choisir un nouveau mot de passe. Par sécurité, aucun code n’est accepté pour ce compte jusqu’au {until}.',
    codesTriedNotYou:
      'Si ce n’était pas vous, vous n’avez rien à faire : votre mot de passe n’a pas changé et aucun de ces codes n’a été accepté.',
    codesTriedYou: 'Si c’était vous, demandez un nouveau code après cette heure.',
    deletedSubject: '{operator} : votre compte client a été supprimé',
    deleted: 'Votre compte client a été supprimé, comme vous l’avez demandé.',
    deletedData:
      'Vos données personnelles (profil, véhicules, alertes de passage, connexions, codes) ont été effacées. Vos paiements sont conservés pour la comptabilité de l’exploitant, sans votre nom, votre adresse ni votre e-mail. Vous pouvez toujours payer vos trajets sans compte.',
  },
  contact: {
    acknowledgmentSubject: '{operator} : votre demande {reference} est bien reçue',
    acknowledgment:
      'Nous avons bien reçu votre demande. Sa référence est {reference} : rappelez-la dans vos échanges avec notre service client.',
    nextSteps:
      'Notre service client vous répond par e-mail, en général sous 5 jours ouvrés. Ne répondez pas à ce message automatique.',
    referenceLabel: 'Référence',
    topicLabel: 'Sujet',
    messageLabel: 'Message',
    emailLabel: 'E-mail du demandeur',
    attachmentsLabel: 'Pièces jointes',
    notificationSubject: 'Nouvelle demande {reference} : {topic}',
    notification:
      'Une demande a été envoyée depuis le centre d’aide. Répondez au demandeur à son adresse e-mail en rappelant la référence.',
  },
  protest: {
    acknowledgmentSubject: '{operator} : nous avons bien reçu votre contestation {reference}',
    acknowledgment:
      'nous avons bien reçu votre contestation {reference} concernant le véhicule {plate}.',
    paused:
      "Pendant son examen, les trajets contestés ne sont ni relancés ni majorés : leurs délais de paiement sont suspendus jusqu'à notre réponse.",
    nextSteps:
      'Nous vous répondrons par e-mail à cette adresse. Indiquez la référence {reference} dans tout message au sujet de cette contestation.',
    referenceLabel: 'Référence',
    plateLabel: 'Véhicule',
    reasonLabel: 'Motif',
    tripsLabel: 'Trajets contestés',
    attachmentsLabel: 'Pièces jointes',
    acceptedSubject: '{operator} : votre contestation {reference} est acceptée',
    accepted:
      'votre contestation {reference} est acceptée : les trajets contestés sont annulés et vous ne devez rien pour eux.',
    acceptedReduced:
      'votre contestation {reference} est acceptée : le prix des trajets contestés a été réduit. Vous pouvez régler le nouveau montant sur notre site.',
    rejectedSubject: '{operator} : votre contestation {reference} est rejetée',
    rejected:
      'après examen, votre contestation {reference} est rejetée. Les trajets contestés sont de nouveau à payer.',
    rejectedDeadline:
      "Le temps de l'examen n'est pas décompté : vos délais de paiement sont prolongés d'autant. Payez sur notre site pour éviter toute majoration.",
    acceptedAllPaid:
      "votre contestation {reference} est acceptée. Les trajets contestés avaient déjà été payés avant notre décision : ce paiement est maintenu. Pour demander un remboursement, contactez-nous depuis le centre d'aide en rappelant la référence {reference}.",
    rejectedAllPaid:
      "après examen, votre contestation {reference} est rejetée. Les trajets contestés avaient déjà été payés : vous n'avez plus rien à payer.",
    paidStay:
      "Les trajets déjà payés avant notre décision restent payés et ne sont pas modifiés par celle-ci. Pour en demander le remboursement, contactez-nous depuis le centre d'aide en rappelant la référence {reference}.",
    paidStayRejected:
      "Les trajets déjà payés avant notre décision restent payés : vous n'avez plus rien à payer pour eux.",
    noteLabel: "Commentaire de l'exploitant",
  },
  renter: {
    invitationSubject: '{operator} : votre accès à l’espace loueurs',
    invitation:
      '{operator} vous a ouvert un accès à son espace loueurs pour {company}. Vous y tenez la liste des véhicules de votre flotte, consultez leurs trajets et avis de paiement, et les payez.',
    invitationSteps:
      'Pour l’activer, ouvrez le lien ci-dessous, saisissez ce code et choisissez votre mot de passe (au moins {length} caractères).',
    activateAction: 'Activer mon accès',
    invitationNewCode: 'Code expiré ? Demandez-en un nouveau sur la même page.',
    resetIntro:
      'Vous avez demandé à réinitialiser le mot de passe de votre accès à l’espace loueurs. Saisissez ce code pour choisir un nouveau mot de passe :',
    passwordChanged:
      'Le mot de passe de votre accès à l’espace loueurs vient d’être modifié. Vos autres connexions ont été fermées.',
    codesTried:
      'Quelqu’un a saisi {tries} codes erronés ces dernières 24 heures pour activer votre accès à l’espace loueurs ou en choisir un nouveau mot de passe. Par sécurité, aucun code n’est accepté pour cet accès jusqu’au {until}.',
    deletedSubject: '{operator} : votre accès à l’espace loueurs a été supprimé',
    deleted: 'Votre accès à l’espace loueurs a été supprimé, comme vous l’avez demandé.',
    deletedData:
      'Vos données personnelles (nom, e-mail, téléphone, connexions, codes) ont été effacées. La flotte, ses trajets et ses paiements restent à votre société, dont les autres utilisateurs continuent de les gérer.',
  },
  staff: {
    invitationSubject: '{operator} : votre clé d’accès à la console opérateur',
    invitation:
      '{operator} vous a ouvert un accès à sa console opérateur. Vous vous y connectez avec une clé d’accès (votre empreinte, votre visage ou le code de votre appareil), jamais avec un mot de passe : créez-la sur l’appareil que vous utiliserez, avec le bouton ci-dessous.',
    enrolAction: 'Créer ma clé d’accès',
    linkValidity:
      'Ce lien ne sert qu’une fois, jusqu’au {until}. Expiré ou perdu ? Un administrateur de la console vous en envoie un nouveau.',
    notExpected: 'Vous n’attendiez pas cet e-mail ? Ignorez-le : rien ne se passe sans le lien.',
  },
};
