import type { MailTexts } from './mail-text-keys.ts';

/** English: no register to choose. */
export const en: MailTexts = {
  layout: {
    greeting: 'Hello,',
    signOff: 'Kind regards,',
    labelSeparator: ': ',
    sentBy: 'This e-mail was sent to you by {operator}.',
    alertReason:
      'You are receiving this e-mail because this address is subscribed to the Passage Info alert of this vehicle.',
    unsubscribe: 'Unsubscribe from the alerts',
  },
  receipt: {
    subject: '{operator}: your payment receipt {reference}',
    received:
      'We have received your payment of {total} for the vehicle {plate} (reference {reference}).',
    number:
      'Receipt number: {receiptNumber}. Keep it: it also proves this vehicle is yours, to receive its Passage Info alerts.',
    attached: 'Your receipt is attached. Please keep it: it is your proof of payment.',
    receivedForCompany:
      'We have received the payment of {total} for your fleet (reference {reference}).',
    companyLabel: 'Company',
    vatNumberLabel: 'VAT number',
    vehiclesLabel: 'Vehicles',
    numberForCompany: 'Receipt number: {receiptNumber}.',
  },
  duplicatedPayment: {
    subject: '{operator}: your payment {reference} was not needed',
    received:
      'We received your payment of {total} for the vehicle {plate} (reference {reference}), but its trips had already been paid by another payment.',
    refund:
      'This payment will not be taken, or it will be refunded to the card you used. You have nothing to do.',
  },
  refundedPayment: {
    subject: '{operator}: your money is on its way (payment {reference})',
    sent: 'We have refunded {amount} of your payment {reference} for the vehicle {plate} to the card you used.',
    delay:
      'Depending on your bank, the money reaches your account within a few days. You have nothing to do.',
  },
  journey: {
    plate: 'Vehicle',
    entry: 'Entry',
    exit: 'Exit',
    date: 'Date',
    vehicleClass: 'Vehicle class',
    classValue: 'Class {class}',
    price: 'Price incl. VAT',
    deadline: 'Pay before',
    noExitYet: 'Trip in progress',
  },
  alertConfirmation: {
    subject: '{operator}: confirm your Passage Info alert for {plate}',
    preheader: 'Confirm your address to receive the alerts of vehicle {plate} ({country}).',
    request:
      'You asked to receive an e-mail each time the vehicle {plate} ({country}) passes under a Free Flow gantry.',
    confirm: 'To turn these alerts on, please confirm your e-mail address:',
    button: 'Confirm my address',
    expiry: 'This link works only once and is valid for {duration}, until {expiresAt}.',
    ignore: 'If you did not ask for this, please ignore this e-mail: no alert will be sent.',
  },
  alertMoved: {
    subject: '{operator}: the alerts of vehicle {plate} now go to another address',
    moved:
      'The Passage Info alerts of vehicle {plate} ({country}) are now sent to another e-mail address, which has confirmed them.',
    noMore: 'You will no longer receive them at this address.',
    again: 'If you would like to receive them again, subscribe on our website:',
    button: 'Subscribe to the alert',
  },
  alertHandoverRequested: {
    subject: '{operator}: another address asks for the alerts of vehicle {plate}',
    preheader: 'They go to {requester} from {movesAt} unless you keep them.',
    asked:
      'The address {requester} asks to receive the Passage Info alerts of vehicle {plate} ({country}), which are sent to you, and showed a receipt of a payment for this vehicle.',
    moves:
      'If you do not answer, the alerts will go to that address from {movesAt}, and no longer to you.',
    keep: 'If this vehicle is still yours, or if you do not know this address, keep your alerts:',
    button: 'Keep or hand over my alerts',
    release: 'If the vehicle is no longer yours, you can also hand them over now on the same page.',
  },
  alertHandoverKept: {
    subject: '{operator}: the alerts of vehicle {plate} stay at their current address',
    kept: 'The address that receives the Passage Info alerts of vehicle {plate} ({country}) has chosen to keep them: they will not be sent to you.',
    help: 'If this vehicle is yours, please contact us through the help centre, with a receipt of a payment for it.',
    button: 'Help centre',
  },
  alertUnsubscribeConfirmation: {
    subject: '{operator}: confirm that you want to stop your Passage Info alerts',
    preheader: 'Nothing changes until you confirm.',
    asked:
      'Someone asked on our website to stop the Passage Info alerts sent to this address, for all its vehicles.',
    confirm: 'To stop them, please confirm:',
    button: 'Stop my alerts',
    ignore: 'If you did not ask for this, please ignore this e-mail: your alerts continue.',
  },
  alertPassage: {
    subject: '{operator}: vehicle {plate} passed on {date}',
    preheader: '{entry} → {exit}, {price}, to pay before {deadline}',
    passed: 'The vehicle {plate} ({country}) has made a trip on our Free Flow motorway:',
    payBefore: 'Pay for this trip before {deadline} to avoid a payment notice.',
    button: 'See and pay this trip',
  },
  alertDeadline: {
    subject: '{operator}: {duration} left to pay the trip of vehicle {plate}',
    preheader: 'To pay before {deadline}: {price}',
    unpaid: 'The trip of vehicle {plate} ({country}) on {date} is not paid yet.',
    timeLeft: 'You have {duration} left: please pay for it before {deadline}.',
    afterDeadline: 'After that, a payment notice will be issued for this trip.',
    button: 'Pay this trip',
  },
  alertNotice: {
    subject: '{operator}: payment notice {pvNumber} for vehicle {plate}',
    preheader: 'Payment notice {pvNumber}: {amount} to pay',
    issued:
      'The trip of vehicle {plate} ({country}) on {date} was not paid in time: a payment notice has been issued.',
    noticeNumber: 'Notice number',
    toll: 'Toll incl. VAT',
    indemnity: 'Fixed indemnity',
    amount: 'Total to pay',
    payIt: 'You can pay notice {pvNumber} online, with your plate or the notice number.',
    button: 'Pay the notice',
  },
  account: {
    codeLabel: 'Code',
    codeValidity: 'This code is valid for {minutes} minutes and can be used once.',
    ignore: 'If you did not ask for this, ignore this e-mail.',
    activationSubject: '{operator}: your activation code',
    activationIntro:
      'Thank you for creating your customer account. Enter this code to activate it:',
    resetSubject: '{operator}: your password reset code',
    resetIntro:
      'You asked to reset the password of your customer account. Enter this code to choose a new password:',
    passwordChangedSubject: '{operator}: your password was changed',
    passwordChanged:
      'The password of your customer account has just been changed. Your other sessions were signed out.',
    notYou: 'If you did not make this change, reset your password from the sign-in page at once.',
    codesTriedSubject: '{operator}: wrong codes were typed for your account',
    codesTried:
      'Someone typed {tries} wrong codes in the last 24 hours to activate your customer account or to choose a new password for it. For your safety, no code is accepted for this account until {until}.',
    codesTriedNotYou:
      'If it was not you, there is nothing to do: your password is unchanged and none of these codes was accepted.',
    codesTriedYou: 'If it was you, ask for a new code after that time.',
    deletedSubject: '{operator}: your customer account was deleted',
    deleted: 'Your customer account was deleted, as you asked.',
    deletedData:
      'Your personal data (profile, vehicles, passage alerts, sessions, codes) were erased. Your payments are kept for the operator’s accounts, without your name, address or e-mail. You can still pay for your trips without an account.',
  },
  contact: {
    acknowledgmentSubject: '{operator}: we have received your request {reference}',
    acknowledgment:
      'We have received your request. Its reference is {reference}: please quote it when you write to our customer service.',
    nextSteps:
      'Our customer service will answer you by e-mail, usually within 5 working days. Please do not reply to this automatic message.',
    referenceLabel: 'Reference',
    topicLabel: 'Topic',
    messageLabel: 'Message',
    emailLabel: 'Requester’s e-mail',
    attachmentsLabel: 'Attachments',
    notificationSubject: 'New request {reference}: {topic}',
    notification:
      'A request was sent from the help centre. Answer the requester at their e-mail address, quoting the reference.',
  },
  protest: {
    acknowledgmentSubject: '{operator}: we have received your claim {reference}',
    acknowledgment: 'we have received your claim {reference} about the vehicle {plate}.',
    paused:
      'While we examine it, the contested trips get no payment notice and no surcharge: their payment deadlines are suspended until our answer.',
    nextSteps:
      'We will answer you by e-mail at this address. Please quote the reference {reference} in any message about this claim.',
    referenceLabel: 'Reference',
    plateLabel: 'Vehicle',
    reasonLabel: 'Reason',
    tripsLabel: 'Trips contested',
    attachmentsLabel: 'Attached files',
    acceptedSubject: '{operator}: your claim {reference} has been accepted',
    accepted:
      'your claim {reference} has been accepted: the contested trips are cancelled and you owe nothing for them.',
    acceptedReduced:
      'your claim {reference} has been accepted: the price of the contested trips has been lowered. You can pay the new amount on our website.',
    rejectedSubject: '{operator}: your claim {reference} has been rejected',
    rejected:
      'after examination, your claim {reference} has been rejected. The contested trips are due again.',
    rejectedDeadline:
      'The time of the examination is not counted: your payment deadlines have been extended by that time. Pay on our website to avoid any increase.',
    acceptedAllPaid:
      'your claim {reference} has been accepted. The contested trips had already been paid before our decision, so that payment stands. To ask for a refund, contact us through the help centre, quoting the reference {reference}.',
    rejectedAllPaid:
      'after examination, your claim {reference} has been rejected. The contested trips had already been paid: you have nothing more to pay.',
    paidStay:
      'Trips already paid before our decision stay paid and are not changed by it. To ask for a refund of them, contact us through the help centre, quoting the reference {reference}.',
    paidStayRejected:
      'Trips already paid before our decision stay paid: you have nothing more to pay for them.',
    noteLabel: 'Comment from the operator',
  },
  renter: {
    invitationSubject: '{operator}: your access to the renters’ area',
    invitation:
      '{operator} has opened an access to its renters’ area for you, for {company}. There you keep the list of your fleet’s vehicles, see their trips and payment notices, and pay them.',
    invitationSteps:
      'To activate it, open the link below, enter this code and choose your password (at least {length} characters).',
    activateAction: 'Activate my access',
    invitationNewCode: 'Code expired? Ask for a new one on the same page.',
    resetIntro:
      'You asked to reset the password of your access to the renters’ area. Enter this code to choose a new password:',
    passwordChanged:
      'The password of your access to the renters’ area has just been changed. Your other sessions were signed out.',
    codesTried:
      'Someone typed {tries} wrong codes in the last 24 hours to activate your access to the renters’ area or to choose a new password for it. For your safety, no code is accepted for this access until {until}.',
    deletedSubject: '{operator}: your access to the renters’ area was deleted',
    deleted: 'Your access to the renters’ area was deleted, as you asked.',
    deletedData:
      'Your personal data (name, e-mail address, telephone number, sessions, codes) were erased. The fleet, its trips and its payments stay with your company, whose other users keep managing them.',
  },
  staff: {
    invitationSubject: '{operator}: your passkey for the operator console',
    invitation:
      '{operator} has given you access to its operator console. You sign in there with a passkey (your fingerprint, your face or your device’s PIN), never a password: create it on the device you will use, with the button below.',
    enrolAction: 'Create my passkey',
    linkValidity:
      'This link works once, until {until}. Expired or lost? An administrator of the console sends you a new one.',
    notExpected: 'You did not expect this e-mail? Ignore it: nothing happens without the link.',
  },
};
