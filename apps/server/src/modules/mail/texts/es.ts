import type { MailTexts } from './mail-text-keys.ts';

/** Spanish, "usted" (copy-register.ts). */
export const es: MailTexts = {
  layout: {
    greeting: 'Buenos días:',
    signOff: 'Atentamente,',
    labelSeparator: ': ',
    sentBy: 'Este correo electrónico le ha sido enviado por {operator}.',
    alertReason:
      'Recibe este correo electrónico porque esta dirección está suscrita a la Alerta Info Passage de este vehículo.',
    unsubscribe: 'Darse de baja de las alertas',
  },
  receipt: {
    subject: '{operator}: su recibo de pago {reference}',
    received:
      'Hemos recibido su pago de {total} para el vehículo {plate} (referencia {reference}).',
    number:
      'Número del recibo: {receiptNumber}. Consérvelo: también demuestra que este vehículo es suyo, para recibir sus alertas Info Passage.',
    attached: 'Encontrará su recibo adjunto. Consérvelo: sirve como justificante de pago.',
    receivedForCompany: 'Hemos recibido el pago de {total} para su flota (referencia {reference}).',
    companyLabel: 'Empresa',
    vatNumberLabel: 'NIF-IVA',
    vehiclesLabel: 'Vehículos',
    numberForCompany: 'Número del recibo: {receiptNumber}.',
  },
  duplicatedPayment: {
    subject: '{operator}: su pago {reference} no era necesario',
    received:
      'Hemos recibido su pago de {total} para el vehículo {plate} (referencia {reference}), pero sus trayectos ya se habían pagado con otro pago.',
    refund:
      'Este pago no se le cargará o se le reembolsará en la tarjeta utilizada. No tiene que hacer nada.',
  },
  refundedPayment: {
    subject: '{operator}: su reembolso está en camino (pago {reference})',
    sent: 'Hemos reembolsado {amount} de su pago {reference} para el vehículo {plate} en la tarjeta utilizada.',
    delay: 'Según su banco, el dinero llegará a su cuenta en unos días. No tiene que hacer nada.',
  },
  journey: {
    plate: 'Vehículo',
    entry: 'Entrada',
    exit: 'Salida',
    date: 'Fecha',
    vehicleClass: 'Clase del vehículo',
    classValue: 'Clase {class}',
    price: 'Precio con IVA',
    deadline: 'A pagar antes del',
    noExitYet: 'Trayecto en curso',
  },
  alertConfirmation: {
    subject: '{operator}: confirme su Alerta Info Passage para {plate}',
    preheader: 'Confirme su dirección para recibir las alertas del vehículo {plate} ({country}).',
    request:
      'Ha solicitado recibir un correo electrónico cada vez que el vehículo {plate} ({country}) pase bajo un pórtico Free Flow.',
    confirm: 'Para activar estas alertas, confirme su dirección de correo electrónico:',
    button: 'Confirmar mi dirección',
    expiry:
      'Este enlace solo puede usarse una vez y es válido durante {duration}, hasta el {expiresAt}.',
    ignore:
      'Si no ha hecho esta solicitud, ignore este correo electrónico: no se enviará ninguna alerta.',
  },
  alertMoved: {
    subject: '{operator}: las alertas del vehículo {plate} se envían ahora a otra dirección',
    moved:
      'Las alertas Info Passage del vehículo {plate} ({country}) se envían ahora a otra dirección de correo electrónico, que las ha confirmado.',
    noMore: 'Ya no las recibirá en esta dirección.',
    again: 'Si desea recibirlas de nuevo, suscríbase en nuestro sitio web:',
    button: 'Suscribirse a la alerta',
  },
  alertHandoverRequested: {
    subject: '{operator}: otra dirección solicita las alertas del vehículo {plate}',
    preheader: 'Pasarán a {requester} a partir del {movesAt}, salvo que usted las conserve.',
    asked:
      'La dirección {requester} solicita recibir las alertas Info Passage del vehículo {plate} ({country}), que se le envían a usted, y ha presentado un recibo de pago de este vehículo.',
    moves:
      'Si no responde, las alertas se enviarán a esa dirección a partir del {movesAt}, y ya no a usted.',
    keep: 'Si este vehículo sigue siendo suyo, o si no conoce esta dirección, conserve sus alertas:',
    button: 'Conservar o ceder mis alertas',
    release: 'Si el vehículo ya no es suyo, también puede cederlas ahora en la misma página.',
  },
  alertHandoverKept: {
    subject: '{operator}: las alertas del vehículo {plate} siguen en su dirección actual',
    kept: 'La dirección que recibe las alertas Info Passage del vehículo {plate} ({country}) ha decidido conservarlas: no se le enviarán.',
    help: 'Si este vehículo es suyo, contacte con nosotros desde el centro de ayuda, con un recibo de pago del vehículo.',
    button: 'Centro de ayuda',
  },
  alertUnsubscribeConfirmation: {
    subject: '{operator}: confirme que desea dejar de recibir sus alertas Info Passage',
    preheader: 'Nada cambia hasta que lo confirme.',
    asked:
      'Alguien ha solicitado en nuestro sitio web dejar de enviar las alertas Info Passage a esta dirección, para todos sus vehículos.',
    confirm: 'Para dejar de recibirlas, confirme:',
    button: 'Dejar de recibir mis alertas',
    ignore: 'Si no ha hecho esta solicitud, ignore este correo electrónico: sus alertas continúan.',
  },
  alertPassage: {
    subject: '{operator}: paso del vehículo {plate} el {date}',
    preheader: '{entry} → {exit}, {price}, a pagar antes del {deadline}',
    passed:
      'El vehículo {plate} ({country}) ha realizado un trayecto por nuestra autopista Free Flow:',
    payBefore: 'Pague este trayecto antes del {deadline} para evitar un aviso de pago.',
    button: 'Ver y pagar este trayecto',
  },
  alertDeadline: {
    subject: '{operator}: tiempo restante para pagar el trayecto del vehículo {plate}: {duration}',
    preheader: 'A pagar antes del {deadline}: {price}',
    unpaid: 'El trayecto del vehículo {plate} ({country}) del {date} aún no está pagado.',
    timeLeft: 'Tiempo restante: {duration}. Páguelo antes del {deadline}.',
    afterDeadline: 'Pasado este plazo, se emitirá un aviso de pago por este trayecto.',
    button: 'Pagar este trayecto',
  },
  alertNotice: {
    subject: '{operator}: aviso de pago {pvNumber} para el vehículo {plate}',
    preheader: 'Aviso de pago {pvNumber}: {amount} a pagar',
    issued:
      'El trayecto del vehículo {plate} ({country}) del {date} no se pagó a tiempo: se ha emitido un aviso de pago.',
    noticeNumber: 'Número del aviso',
    toll: 'Peaje con IVA',
    indemnity: 'Indemnización a tanto alzado',
    amount: 'Total a pagar',
    payIt: 'Puede pagar el aviso {pvNumber} en línea, con su matrícula o el número del aviso.',
    button: 'Pagar el aviso',
  },
  account: {
    codeLabel: 'Código',
    codeValidity: 'Este código es válido durante {minutes} minutos y solo se puede usar una vez.',
    ignore: 'Si usted no lo ha solicitado, ignore este correo electrónico.',
    activationSubject: '{operator}: su código de activación',
    activationIntro:
      'Gracias por crear su cuenta de cliente. Introduzca este código para activarla:',
    resetSubject: '{operator}: su código para restablecer la contraseña',
    resetIntro:
      'Ha solicitado restablecer la contraseña de su cuenta de cliente. Introduzca este código para elegir una nueva contraseña:',
    passwordChangedSubject: '{operator}: su contraseña se ha modificado',
    passwordChanged:
      'La contraseña de su cuenta de cliente se acaba de modificar. Sus otras sesiones se han cerrado.',
    notYou:
      'Si usted no ha hecho este cambio, restablezca su contraseña de inmediato desde la página de inicio de sesión.',
    codesTriedSubject: '{operator}: se han introducido códigos erróneos para su cuenta',
    codesTried:
      'Alguien ha introducido {tries} códigos erróneos en las últimas 24 horas para activar su cuenta de cliente o elegir una nueva contraseña. Por su seguridad, no se acepta ningún código para esta cuenta hasta el {until}.',
    codesTriedNotYou:
      'Si no ha sido usted, no tiene que hacer nada: su contraseña no ha cambiado y no se ha aceptado ninguno de estos códigos.',
    codesTriedYou: 'Si ha sido usted, solicite un nuevo código después de esa hora.',
    deletedSubject: '{operator}: su cuenta de cliente se ha eliminado',
    deleted: 'Su cuenta de cliente se ha eliminado, como usted solicitó.',
    deletedData:
      'Sus datos personales (perfil, vehículos, avisos de paso, sesiones, códigos) se han borrado. Sus pagos se conservan para la contabilidad del operador, sin su nombre, su dirección ni su correo electrónico. Puede seguir pagando sus trayectos sin cuenta.',
  },
  contact: {
    acknowledgmentSubject: '{operator}: hemos recibido su solicitud {reference}',
    acknowledgment:
      'Hemos recibido su solicitud. Su referencia es {reference}: indíquela cuando escriba a nuestro servicio de atención al cliente.',
    nextSteps:
      'Nuestro servicio de atención al cliente le responderá por correo electrónico, normalmente en un plazo de 5 días laborables. No responda a este mensaje automático.',
    referenceLabel: 'Referencia',
    topicLabel: 'Asunto',
    messageLabel: 'Mensaje',
    emailLabel: 'Correo del solicitante',
    attachmentsLabel: 'Archivos adjuntos',
    notificationSubject: 'Nueva solicitud {reference}: {topic}',
    notification:
      'Se ha enviado una solicitud desde el centro de ayuda. Responda al solicitante en su dirección de correo indicando la referencia.',
  },
  protest: {
    acknowledgmentSubject: '{operator}: hemos recibido su reclamación {reference}',
    acknowledgment: 'hemos recibido su reclamación {reference} sobre el vehículo {plate}.',
    paused:
      'Mientras la examinamos, los trayectos reclamados no reciben avisos de pago ni recargos: sus plazos de pago quedan suspendidos hasta nuestra respuesta.',
    nextSteps:
      'Le responderemos por correo electrónico a esta dirección. Indique la referencia {reference} en cualquier mensaje sobre esta reclamación.',
    referenceLabel: 'Referencia',
    plateLabel: 'Vehículo',
    reasonLabel: 'Motivo',
    tripsLabel: 'Trayectos reclamados',
    attachmentsLabel: 'Archivos adjuntos',
    acceptedSubject: '{operator}: su reclamación {reference} ha sido aceptada',
    accepted:
      'su reclamación {reference} ha sido aceptada: los trayectos reclamados quedan anulados y no debe nada por ellos.',
    acceptedReduced:
      'su reclamación {reference} ha sido aceptada: el precio de los trayectos reclamados se ha reducido. Puede pagar el nuevo importe en nuestro sitio web.',
    rejectedSubject: '{operator}: su reclamación {reference} ha sido rechazada',
    rejected:
      'tras su examen, su reclamación {reference} ha sido rechazada. Los trayectos reclamados vuelven a estar pendientes de pago.',
    rejectedDeadline:
      'El tiempo del examen no se cuenta: sus plazos de pago se amplían en ese mismo tiempo. Pague en nuestro sitio web para evitar cualquier recargo.',
    acceptedAllPaid:
      'su reclamación {reference} ha sido aceptada. Los trayectos reclamados ya se habían pagado antes de nuestra decisión: ese pago se mantiene. Para solicitar un reembolso, contáctenos desde el centro de ayuda indicando la referencia {reference}.',
    rejectedAllPaid:
      'tras su examen, su reclamación {reference} ha sido rechazada. Los trayectos reclamados ya se habían pagado: no tiene nada más que pagar.',
    paidStay:
      'Los trayectos ya pagados antes de nuestra decisión siguen pagados y no cambian. Para solicitar su reembolso, contáctenos desde el centro de ayuda indicando la referencia {reference}.',
    paidStayRejected:
      'Los trayectos ya pagados antes de nuestra decisión siguen pagados: no tiene nada más que pagar por ellos.',
    noteLabel: 'Comentario del operador',
  },
  renter: {
    invitationSubject: '{operator}: su acceso al área de arrendadores',
    invitation:
      '{operator} le ha abierto un acceso a su área de arrendadores para {company}. Allí lleva la lista de los vehículos de su flota, consulta sus trayectos y avisos de pago, y los paga.',
    invitationSteps:
      'Para activarlo, abra el enlace de abajo, introduzca este código y elija su contraseña (al menos {length} caracteres).',
    activateAction: 'Activar mi acceso',
    invitationNewCode: '¿Código caducado? Pida uno nuevo en la misma página.',
    resetIntro:
      'Ha solicitado restablecer la contraseña de su acceso al área de arrendadores. Introduzca este código para elegir una nueva contraseña:',
    passwordChanged:
      'La contraseña de su acceso al área de arrendadores se acaba de modificar. Sus otras sesiones se han cerrado.',
    codesTried:
      'Alguien ha introducido {tries} códigos erróneos en las últimas 24 horas para activar su acceso al área de arrendadores o elegir una nueva contraseña. Por su seguridad, no se acepta ningún código para este acceso hasta el {until}.',
    deletedSubject: '{operator}: su acceso al área de arrendadores se ha eliminado',
    deleted: 'Su acceso al área de arrendadores se ha eliminado, como usted solicitó.',
    deletedData:
      'Sus datos personales (nombre, correo electrónico, teléfono, sesiones, códigos) se han borrado. La flota, sus trayectos y sus pagos siguen siendo de su empresa, cuyos otros usuarios continúan gestionándolos.',
  },
  staff: {
    invitationSubject: '{operator}: su llave de acceso a la consola del operador',
    invitation:
      '{operator} le ha abierto un acceso a su consola del operador. Se conecta a ella con una llave de acceso (su huella, su rostro o el PIN de su dispositivo), nunca con una contraseña: créela con el botón de abajo en el dispositivo que vaya a usar.',
    enrolAction: 'Crear mi llave de acceso',
    linkValidity:
      'Este enlace funciona una sola vez, hasta el {until}. ¿Caducado o perdido? Un administrador de la consola le envía uno nuevo.',
    notExpected: '¿No esperaba este correo? Ignórelo: sin el enlace no pasa nada.',
  },
};
