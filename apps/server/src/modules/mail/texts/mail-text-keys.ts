/**
 * Every word of every e-mail, per language: the one translation source of the e-mails (issue 11
 * item 2). A text is a template whose {placeholders} are filled with values from data (fillText);
 * a language missing a key fails typecheck, and mail-texts.test.ts fails when a language's
 * placeholders differ from French's or a text is empty.
 *
 * Each language keeps the site's register (packages/contract/src/copy-register.ts): "vous" in
 * French, "Sie" in German, "tu" in Italian (the spec's copy), "usted" in Spanish.
 */
export interface MailTexts {
  /** The frame shared by every e-mail (mail/layout.ts). */
  layout: {
    /** The opening line: "Bonjour," (the next paragraph starts lower case in German and Italian). */
    greeting: string;
    /** The line above the operator's name at the end. */
    signOff: string;
    /** Between a label and its value in the plain-text part ("Entrée : ...", "Entry: ..."). */
    labelSeparator: string;
    /** The footer's first line. {operator} */
    sentBy: string;
    /** Why an alert arrives, above its unsubscribe link. */
    alertReason: string;
    /** The unsubscribe link's text. */
    unsubscribe: string;
  };
  receipt: {
    /** {operator} {reference} */
    subject: string;
    /** {total} {plate} {reference} */
    received: string;
    /** {receiptNumber}: issue 24, the number a driver types to prove the vehicle theirs. */
    number: string;
    attached: string;
    /**
     * Issue 25: a renter's payment is its company's, of one or more of the fleet's vehicles, which
     * the facts under this paragraph name. {total} {reference}
     */
    receivedForCompany: string;
    companyLabel: string;
    vatNumberLabel: string;
    /** The label of the fleet's plates the payment covered (one or several). */
    vehiclesLabel: string;
    /** {receiptNumber}: without the alerts' proof, which is for a driver's own vehicle. */
    numberForCompany: string;
  };
  /**
   * A payment whose trips another payment had already paid (status DUPLICATED, issue 26 item 13):
   * its money is not taken or is given back.
   */
  duplicatedPayment: {
    /** {operator} {reference} */
    subject: string;
    /** {total} {plate} {reference} */
    received: string;
    refund: string;
  };
  /**
   * A refund sent to the PSP and accepted (issue 29 item 1): the money is on its way to the card.
   */
  refundedPayment: {
    /** {operator} {reference} */
    subject: string;
    /** {amount} {reference} {plate} */
    sent: string;
    delay: string;
  };
  /** The facts of a journey in the alerts, as labels of a table. */
  journey: {
    plate: string;
    entry: string;
    exit: string;
    /** When the journey began (its first passage). */
    date: string;
    vehicleClass: string;
    /** {class} */
    classValue: string;
    /** The toll, VAT included. */
    price: string;
    /** The end of the time to pay without a notice. */
    deadline: string;
    /** Shown instead of the exit gate while the vehicle has not left the road. */
    noExitYet: string;
  };
  alertConfirmation: {
    /** {operator} {plate} */
    subject: string;
    /** {plate} {country} */
    preheader: string;
    /** {plate} {country} */
    request: string;
    confirm: string;
    button: string;
    /** {duration} (how long a link works, e.g. "24 heures") {expiresAt} */
    expiry: string;
    ignore: string;
  };
  alertMoved: {
    /** {operator} {plate} */
    subject: string;
    /** {plate} {country} */
    moved: string;
    noMore: string;
    again: string;
    button: string;
  };
  /** Issue 24: to the address receiving a plate's alerts, when another asks for them. */
  alertHandoverRequested: {
    /** {operator} {plate} */
    subject: string;
    /** {requester} {movesAt} */
    preheader: string;
    /** {requester} {plate} {country} */
    asked: string;
    /** {movesAt} */
    moves: string;
    keep: string;
    button: string;
    release: string;
  };
  /** Issue 24: to the address that asked, when the current one kept the alerts. */
  alertHandoverKept: {
    /** {operator} {plate} */
    subject: string;
    /** {plate} {country} */
    kept: string;
    help: string;
    button: string;
  };
  /** Issue 24 item 5: before the alerts of an address stop, the address confirms it. */
  alertUnsubscribeConfirmation: {
    /** {operator} */
    subject: string;
    preheader: string;
    asked: string;
    confirm: string;
    button: string;
    ignore: string;
  };
  alertPassage: {
    /** {operator} {plate} {date} */
    subject: string;
    /** {entry} {exit} {price} {deadline} */
    preheader: string;
    /** {plate} {country} */
    passed: string;
    /** {deadline} */
    payBefore: string;
    button: string;
  };
  alertDeadline: {
    /** {operator} {duration} {plate} */
    subject: string;
    /** {price} {deadline} */
    preheader: string;
    /** {plate} {country} {date} */
    unpaid: string;
    /** {duration} (the time left, e.g. "24 heures") {deadline} */
    timeLeft: string;
    afterDeadline: string;
    button: string;
  };
  alertNotice: {
    /** {operator} {pvNumber} {plate} */
    subject: string;
    /** {pvNumber} {amount} */
    preheader: string;
    /** {plate} {country} {date} */
    issued: string;
    noticeNumber: string;
    toll: string;
    indemnity: string;
    amount: string;
    /** {pvNumber} */
    payIt: string;
    button: string;
  };
  /** Customer accounts (issue 12 item 5). */
  account: {
    /** The label of the code in the e-mail's facts. */
    codeLabel: string;
    /** {minutes} */
    codeValidity: string;
    /** For a code nobody asked for. */
    ignore: string;
    /** {operator} */
    activationSubject: string;
    activationIntro: string;
    /** {operator} */
    resetSubject: string;
    resetIntro: string;
    /** {operator} */
    passwordChangedSubject: string;
    passwordChanged: string;
    notYou: string;
    /** {operator}; issue 24 item 3: wrong codes filled the account's window. */
    codesTriedSubject: string;
    /** {tries} {until} */
    codesTried: string;
    codesTriedNotYou: string;
    codesTriedYou: string;
    /** {operator} */
    deletedSubject: string;
    deleted: string;
    deletedData: string;
  };
  /** The help centre's contact form (issue 14 item 3). */
  contact: {
    /** {operator} {reference} */
    acknowledgmentSubject: string;
    /** {reference} */
    acknowledgment: string;
    /** What happens next. */
    nextSteps: string;
    referenceLabel: string;
    topicLabel: string;
    messageLabel: string;
    emailLabel: string;
    attachmentsLabel: string;
    /** {reference} {topic} */
    notificationSubject: string;
    notification: string;
  };
  /** Claims (issue 14 item 5): acknowledgment and the operator's decision. */
  protest: {
    /** {operator} {reference} */
    acknowledgmentSubject: string;
    /** {reference} {plate} */
    acknowledgment: string;
    /** The contested trips' deadlines are suspended. */
    paused: string;
    /** {reference} */
    nextSteps: string;
    referenceLabel: string;
    plateLabel: string;
    reasonLabel: string;
    tripsLabel: string;
    attachmentsLabel: string;
    /** {operator} {reference} */
    acceptedSubject: string;
    /** {reference}: the trips are cancelled. */
    accepted: string;
    /** {reference}: the trips stay due at a lower price. */
    acceptedReduced: string;
    /** {operator} {reference} */
    rejectedSubject: string;
    /** {reference} */
    rejected: string;
    /** The deadlines moved by the time the claim was examined. */
    rejectedDeadline: string;
    /** {reference}: accepted, but every contested trip had been paid before the decision. */
    acceptedAllPaid: string;
    /** {reference}: rejected, and every contested trip had been paid: nothing is due. */
    rejectedAllPaid: string;
    /** {reference}: accepted; the trips paid before the decision stay paid (a refund on request). */
    paidStay: string;
    /** Rejected; the trips paid before the decision stay paid, nothing more is due for them. */
    paidStayRejected: string;
    noteLabel: string;
  };
  /** Renter users (issue 25): the operator's invitation, with the activation code and link. */
  renter: {
    /** {operator} */
    invitationSubject: string;
    /** {operator} {company} */
    invitation: string;
    /** {length}: the password's minimum length. */
    invitationSteps: string;
    /** The activation page's button. */
    activateAction: string;
    /** A code too old: a new one is asked for on the same page. */
    invitationNewCode: string;
    /**
     * The account e-mails in a renter's words (an access to the renters' area, not a customer
     * account); subjects, code facts and the lines not about the account are the account's.
     */
    resetIntro: string;
    passwordChanged: string;
    /** {tries} {until} */
    codesTried: string;
    /** {operator} */
    deletedSubject: string;
    deleted: string;
    /** What a renter's deletion erases and what stays with the company. */
    deletedData: string;
  };
  /**
   * The operator console's enrolment link (issue 28 item 1): an invitation, or an admin's new
   * link for a person who lost their passkeys; the same e-mail either way.
   */
  staff: {
    /** {operator} */
    invitationSubject: string;
    /** {operator} */
    invitation: string;
    /** The enrolment page's button. */
    enrolAction: string;
    /** {until}: the link's expiry, in Paris time. */
    linkValidity: string;
    notExpected: string;
  };
}
