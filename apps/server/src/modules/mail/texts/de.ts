import type { MailTexts } from './mail-text-keys.ts';

/** German, "Sie" (copy-register.ts); after the greeting's comma a paragraph starts lower case. */
export const de: MailTexts = {
  layout: {
    greeting: 'Guten Tag,',
    signOff: 'Mit freundlichen Grüßen',
    labelSeparator: ': ',
    sentBy: 'Diese E-Mail wurde Ihnen von {operator} gesendet.',
    alertReason:
      'Sie erhalten diese E-Mail, weil diese Adresse die Durchfahrtsbenachrichtigung für dieses Fahrzeug abonniert hat.',
    unsubscribe: 'Benachrichtigungen abbestellen',
  },
  receipt: {
    subject: '{operator}: Ihr Zahlungsbeleg {reference}',
    received:
      'wir haben Ihre Zahlung über {total} für das Fahrzeug {plate} erhalten (Referenz {reference}).',
    number:
      'Belegnummer: {receiptNumber}. Bewahren Sie sie auf: Sie weist auch nach, dass dieses Fahrzeug Ihres ist, um seine Durchfahrtsbenachrichtigungen zu erhalten.',
    attached:
      'Ihren Zahlungsbeleg finden Sie im Anhang. Bitte bewahren Sie ihn als Zahlungsnachweis auf.',
    receivedForCompany:
      'wir haben die Zahlung über {total} für Ihre Flotte erhalten (Referenz {reference}).',
    companyLabel: 'Unternehmen',
    vatNumberLabel: 'USt-IdNr.',
    vehiclesLabel: 'Fahrzeuge',
    numberForCompany: 'Belegnummer: {receiptNumber}.',
  },
  duplicatedPayment: {
    subject: '{operator}: Ihre Zahlung {reference} war nicht nötig',
    received:
      'wir haben Ihre Zahlung von {total} für das Fahrzeug {plate} (Referenz {reference}) erhalten, doch seine Fahrten waren bereits mit einer anderen Zahlung bezahlt.',
    refund:
      'Diese Zahlung wird Ihnen nicht belastet oder auf die verwendete Karte zurückerstattet. Sie müssen nichts tun.',
  },
  refundedPayment: {
    subject: '{operator}: Ihr Geld ist unterwegs (Zahlung {reference})',
    sent: 'wir haben {amount} Ihrer Zahlung {reference} für das Fahrzeug {plate} auf die verwendete Karte zurückerstattet.',
    delay: 'Je nach Bank ist das Geld in wenigen Tagen auf Ihrem Konto. Sie müssen nichts tun.',
  },
  journey: {
    plate: 'Fahrzeug',
    entry: 'Einfahrt',
    exit: 'Ausfahrt',
    date: 'Datum',
    vehicleClass: 'Fahrzeugklasse',
    classValue: 'Klasse {class}',
    price: 'Preis inkl. MwSt.',
    deadline: 'Zu zahlen bis',
    noExitYet: 'Fahrt läuft noch',
  },
  alertConfirmation: {
    subject: '{operator}: Bestätigen Sie Ihre Durchfahrtsbenachrichtigung für {plate}',
    preheader:
      'Bestätigen Sie Ihre Adresse, um die Benachrichtigungen für das Fahrzeug {plate} ({country}) zu erhalten.',
    request:
      'Sie möchten bei jeder Durchfahrt des Fahrzeugs {plate} ({country}) unter einem Free-Flow-Portal eine E-Mail erhalten.',
    confirm: 'Um diese Benachrichtigungen zu aktivieren, bestätigen Sie bitte Ihre E-Mail-Adresse:',
    button: 'Adresse bestätigen',
    expiry:
      'Dieser Link kann nur einmal verwendet werden und ist {duration} gültig, bis {expiresAt}.',
    ignore:
      'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte: Es werden keine Benachrichtigungen gesendet.',
  },
  alertMoved: {
    subject: '{operator}: Die Benachrichtigungen für {plate} gehen jetzt an eine andere Adresse',
    moved:
      'die Durchfahrtsbenachrichtigungen für das Fahrzeug {plate} ({country}) werden jetzt an eine andere E-Mail-Adresse gesendet, die sie bestätigt hat.',
    noMore: 'An diese Adresse erhalten Sie sie nicht mehr.',
    again: 'Wenn Sie sie wieder erhalten möchten, melden Sie sich auf unserer Website erneut an:',
    button: 'Benachrichtigung abonnieren',
  },
  alertHandoverRequested: {
    subject: '{operator}: Eine andere Adresse fragt nach den Benachrichtigungen für {plate}',
    preheader: 'Ab {movesAt} gehen sie an {requester}, außer Sie behalten sie.',
    asked:
      'die Adresse {requester} möchte die Durchfahrtsbenachrichtigungen für das Fahrzeug {plate} ({country}) erhalten, die an Sie gesendet werden, und hat einen Zahlungsbeleg für dieses Fahrzeug vorgelegt.',
    moves:
      'Wenn Sie nicht antworten, gehen die Benachrichtigungen ab {movesAt} an diese Adresse und nicht mehr an Sie.',
    keep: 'Wenn dieses Fahrzeug noch Ihnen gehört oder Sie diese Adresse nicht kennen, behalten Sie Ihre Benachrichtigungen:',
    button: 'Benachrichtigungen behalten oder abgeben',
    release:
      'Wenn das Fahrzeug nicht mehr Ihnen gehört, können Sie sie auf derselben Seite auch sofort abgeben.',
  },
  alertHandoverKept: {
    subject: '{operator}: Die Benachrichtigungen für {plate} bleiben bei ihrer bisherigen Adresse',
    kept: 'die Adresse, die die Durchfahrtsbenachrichtigungen für das Fahrzeug {plate} ({country}) erhält, hat sich entschieden, sie zu behalten: Sie erhalten sie nicht.',
    help: 'Wenn dieses Fahrzeug Ihnen gehört, kontaktieren Sie uns bitte über das Hilfecenter, mit einem Zahlungsbeleg für das Fahrzeug.',
    button: 'Hilfecenter',
  },
  alertUnsubscribeConfirmation: {
    subject: '{operator}: Bestätigen Sie die Abmeldung von Ihren Durchfahrtsbenachrichtigungen',
    preheader: 'Bis zu Ihrer Bestätigung ändert sich nichts.',
    asked:
      'jemand hat auf unserer Website die Abmeldung der Durchfahrtsbenachrichtigungen an diese Adresse für alle ihre Fahrzeuge angefordert.',
    confirm: 'Um sie abzumelden, bestätigen Sie bitte:',
    button: 'Benachrichtigungen abmelden',
    ignore:
      'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte: Ihre Benachrichtigungen laufen weiter.',
  },
  alertPassage: {
    subject: '{operator}: Durchfahrt des Fahrzeugs {plate} am {date}',
    preheader: '{entry} → {exit}, {price}, zu zahlen bis {deadline}',
    passed: 'das Fahrzeug {plate} ({country}) ist auf unserer Free-Flow-Autobahn gefahren:',
    payBefore:
      'Bezahlen Sie diese Fahrt bis {deadline}, um eine Zahlungsaufforderung zu vermeiden.',
    button: 'Fahrt ansehen und bezahlen',
  },
  alertDeadline: {
    subject: '{operator}: Noch {duration}, um die Fahrt des Fahrzeugs {plate} zu bezahlen',
    preheader: 'Zu zahlen bis {deadline}: {price}',
    unpaid: 'die Fahrt des Fahrzeugs {plate} ({country}) vom {date} ist noch nicht bezahlt.',
    timeLeft: 'Sie haben noch {duration}: Bitte bezahlen Sie sie bis {deadline}.',
    afterDeadline: 'Danach wird für diese Fahrt eine Zahlungsaufforderung ausgestellt.',
    button: 'Fahrt bezahlen',
  },
  alertNotice: {
    subject: '{operator}: Zahlungsaufforderung {pvNumber} für das Fahrzeug {plate}',
    preheader: 'Zahlungsaufforderung {pvNumber}: {amount} zu zahlen',
    issued:
      'die Fahrt des Fahrzeugs {plate} ({country}) vom {date} wurde nicht rechtzeitig bezahlt: Es wurde eine Zahlungsaufforderung ausgestellt.',
    noticeNumber: 'Nummer der Zahlungsaufforderung',
    toll: 'Maut inkl. MwSt.',
    indemnity: 'Pauschale Entschädigung',
    amount: 'Zu zahlender Betrag',
    payIt:
      'Sie können die Zahlungsaufforderung {pvNumber} online bezahlen, mit Ihrem Kennzeichen oder der Nummer der Zahlungsaufforderung.',
    button: 'Zahlungsaufforderung bezahlen',
  },
  account: {
    codeLabel: 'Code',
    codeValidity: 'Dieser Code ist {minutes} Minuten gültig und kann einmal verwendet werden.',
    ignore: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.',
    activationSubject: '{operator}: Ihr Aktivierungscode',
    activationIntro:
      'vielen Dank für die Erstellung Ihres Kundenkontos. Geben Sie diesen Code ein, um es zu aktivieren:',
    resetSubject: '{operator}: Ihr Code zum Zurücksetzen des Passworts',
    resetIntro:
      'Sie haben angefordert, das Passwort Ihres Kundenkontos zurückzusetzen. Geben Sie diesen Code ein, um ein neues Passwort zu wählen:',
    passwordChangedSubject: '{operator}: Ihr Passwort wurde geändert',
    passwordChanged:
      'das Passwort Ihres Kundenkontos wurde soeben geändert. Ihre anderen Sitzungen wurden abgemeldet.',
    notYou:
      'Wenn Sie diese Änderung nicht vorgenommen haben, setzen Sie Ihr Passwort sofort auf der Anmeldeseite zurück.',
    codesTriedSubject: '{operator}: Für Ihr Konto wurden falsche Codes eingegeben',
    codesTried:
      'jemand hat in den letzten 24 Stunden {tries} falsche Codes eingegeben, um Ihr Kundenkonto zu aktivieren oder ein neues Passwort dafür zu wählen. Zu Ihrer Sicherheit wird für dieses Konto bis {until} kein Code angenommen.',
    codesTriedNotYou:
      'Wenn Sie das nicht waren, müssen Sie nichts tun: Ihr Passwort ist unverändert, und keiner dieser Codes wurde angenommen.',
    codesTriedYou: 'Wenn Sie es waren, fordern Sie nach diesem Zeitpunkt einen neuen Code an.',
    deletedSubject: '{operator}: Ihr Kundenkonto wurde gelöscht',
    deleted: 'Ihr Kundenkonto wurde wie gewünscht gelöscht.',
    deletedData:
      'Ihre personenbezogenen Daten (Profil, Fahrzeuge, Durchfahrtsbenachrichtigungen, Sitzungen, Codes) wurden gelöscht. Ihre Zahlungen werden für die Buchhaltung des Betreibers aufbewahrt, ohne Ihren Namen, Ihre Adresse und Ihre E-Mail-Adresse. Sie können Ihre Fahrten weiterhin ohne Konto bezahlen.',
  },
  contact: {
    acknowledgmentSubject: '{operator}: Ihre Anfrage {reference} ist eingegangen',
    acknowledgment:
      'wir haben Ihre Anfrage erhalten. Ihre Referenz lautet {reference}: Bitte geben Sie sie in Ihrer Korrespondenz mit unserem Kundendienst an.',
    nextSteps:
      'Unser Kundendienst antwortet Ihnen per E-Mail, in der Regel innerhalb von 5 Werktagen. Bitte antworten Sie nicht auf diese automatische Nachricht.',
    referenceLabel: 'Referenz',
    topicLabel: 'Thema',
    messageLabel: 'Nachricht',
    emailLabel: 'E-Mail des Absenders',
    attachmentsLabel: 'Anhänge',
    notificationSubject: 'Neue Anfrage {reference}: {topic}',
    notification:
      'über das Hilfe-Center wurde eine Anfrage gesendet. Antworten Sie dem Absender an seine E-Mail-Adresse und nennen Sie die Referenz.',
  },
  protest: {
    acknowledgmentSubject: '{operator}: Wir haben Ihren Einspruch {reference} erhalten',
    acknowledgment: 'wir haben Ihren Einspruch {reference} zum Fahrzeug {plate} erhalten.',
    paused:
      'Während der Prüfung werden die angefochtenen Fahrten weder gemahnt noch erhöht: Ihre Zahlungsfristen ruhen bis zu unserer Antwort.',
    nextSteps:
      'Wir antworten Ihnen per E-Mail an diese Adresse. Bitte geben Sie bei jeder Nachricht zu diesem Einspruch die Referenz {reference} an.',
    referenceLabel: 'Referenz',
    plateLabel: 'Fahrzeug',
    reasonLabel: 'Grund',
    tripsLabel: 'Angefochtene Fahrten',
    attachmentsLabel: 'Anhänge',
    acceptedSubject: '{operator}: Ihrem Einspruch {reference} wurde stattgegeben',
    accepted:
      'Ihrem Einspruch {reference} wurde stattgegeben: Die angefochtenen Fahrten sind storniert, Sie schulden dafür nichts.',
    acceptedReduced:
      'Ihrem Einspruch {reference} wurde stattgegeben: Der Preis der angefochtenen Fahrten wurde gesenkt. Sie können den neuen Betrag auf unserer Website bezahlen.',
    rejectedSubject: '{operator}: Ihr Einspruch {reference} wurde abgelehnt',
    rejected:
      'nach Prüfung wurde Ihr Einspruch {reference} abgelehnt. Die angefochtenen Fahrten sind wieder zu bezahlen.',
    rejectedDeadline:
      'Die Dauer der Prüfung wird nicht angerechnet: Ihre Zahlungsfristen verlängern sich um diese Zeit. Bezahlen Sie auf unserer Website, um jede Erhöhung zu vermeiden.',
    acceptedAllPaid:
      'Ihrem Einspruch {reference} wurde stattgegeben. Die angefochtenen Fahrten waren vor unserer Entscheidung bereits bezahlt: Diese Zahlung bleibt bestehen. Für eine Erstattung kontaktieren Sie uns über das Hilfe-Center unter Angabe der Referenz {reference}.',
    rejectedAllPaid:
      'nach Prüfung wurde Ihr Einspruch {reference} abgelehnt. Die angefochtenen Fahrten waren bereits bezahlt: Sie müssen nichts mehr bezahlen.',
    paidStay:
      'Fahrten, die vor unserer Entscheidung bezahlt wurden, bleiben bezahlt und werden davon nicht berührt. Für eine Erstattung kontaktieren Sie uns über das Hilfe-Center unter Angabe der Referenz {reference}.',
    paidStayRejected:
      'Fahrten, die vor unserer Entscheidung bezahlt wurden, bleiben bezahlt: Dafür müssen Sie nichts mehr bezahlen.',
    noteLabel: 'Anmerkung des Betreibers',
  },
  renter: {
    invitationSubject: '{operator}: Ihr Zugang zum Bereich für Vermieter',
    invitation:
      '{operator} hat Ihnen für {company} einen Zugang zum Bereich für Vermieter eingerichtet. Dort führen Sie die Fahrzeuge Ihrer Flotte, sehen deren Fahrten und Zahlungsaufforderungen und bezahlen sie.',
    invitationSteps:
      'Um ihn zu aktivieren, öffnen Sie den Link unten, geben Sie diesen Code ein und wählen Sie Ihr Passwort (mindestens {length} Zeichen).',
    activateAction: 'Meinen Zugang aktivieren',
    invitationNewCode: 'Code abgelaufen? Fordern Sie auf derselben Seite einen neuen an.',
    resetIntro:
      'Sie haben angefordert, das Passwort Ihres Zugangs zum Bereich für Vermieter zurückzusetzen. Geben Sie diesen Code ein, um ein neues Passwort zu wählen:',
    passwordChanged:
      'das Passwort Ihres Zugangs zum Bereich für Vermieter wurde soeben geändert. Ihre anderen Sitzungen wurden abgemeldet.',
    codesTried:
      'jemand hat in den letzten 24 Stunden {tries} falsche Codes eingegeben, um Ihren Zugang zum Bereich für Vermieter zu aktivieren oder ein neues Passwort dafür zu wählen. Zu Ihrer Sicherheit wird für diesen Zugang bis {until} kein Code angenommen.',
    deletedSubject: '{operator}: Ihr Zugang zum Bereich für Vermieter wurde gelöscht',
    deleted: 'Ihr Zugang zum Bereich für Vermieter wurde wie gewünscht gelöscht.',
    deletedData:
      'Ihre personenbezogenen Daten (Name, E-Mail-Adresse, Telefonnummer, Sitzungen, Codes) wurden gelöscht. Die Flotte, ihre Fahrten und ihre Zahlungen bleiben bei Ihrem Unternehmen, dessen andere Benutzer sie weiter verwalten.',
  },
  staff: {
    invitationSubject: '{operator}: Ihr Passkey für die Betreiberkonsole',
    invitation:
      '{operator} hat Ihnen einen Zugang zur Betreiberkonsole eingerichtet. Sie melden sich dort mit einem Passkey an (Fingerabdruck, Gesicht oder PIN Ihres Geräts), nie mit einem Passwort: Erstellen Sie ihn mit der Schaltfläche unten auf dem Gerät, das Sie benutzen werden.',
    enrolAction: 'Meinen Passkey erstellen',
    linkValidity:
      'Dieser Link funktioniert einmal, bis {until}. Abgelaufen oder verloren? Ein Administrator der Konsole schickt Ihnen einen neuen.',
    notExpected:
      'Sie haben diese E-Mail nicht erwartet? Ignorieren Sie sie: Ohne den Link geschieht nichts.',
  },
};
