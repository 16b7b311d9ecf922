/**
 * The API's route table: every call of the spec (000 section 7, 001 section 7) plus Portico's own
 * additions, with its method and path under /services/v1. Path parameters use the `:name` form
 * (Fastify's); `buildPath` fills them for clients. Routes are registered by the server as their
 * issue lands; the table is the single place both sides read paths from.
 */
export const apiPrefix = '/services/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route: its method and path, kept as literal types so a client can tell routes apart. */
export interface RouteDefinition<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
> {
  readonly method: Method;
  readonly path: Path;
}

const route = <const Method extends HttpMethod, const Path extends string>(
  method: Method,
  path: Path,
): RouteDefinition<Method, Path> => ({ method, path });

export const routes = {
  // White-label and content
  whitelabel: route('GET', '/whitelabels'),
  homePage: route('GET', '/whitelabels/homepage'),
  footer: route('GET', '/whitelabels/footer'),
  article: route('GET', '/articles/:id'),
  journeysToPayPage: route('GET', '/whitelabels/journeys/toPay/page'),
  prepaymentsPage: route('GET', '/whitelabels/payments/prepayments/page'),
  paymentConfirmationPage: route('GET', '/whitelabels/payments/confirmation/page'),
  authenticationPage: route('GET', '/whitelabels/authentication-page'),
  // Help centre
  faq: route('GET', '/whitelabels/helpcenter/faq'),
  faqCategory: route('GET', '/whitelabels/helpcenter/faq/categories/:id'),
  faqArticle: route('GET', '/whitelabels/helpcenter/faq/articles/:id'),
  // Portico: search across the help articles (issue 14 item 2)
  faqSearch: route('GET', '/whitelabels/helpcenter/faq/search'),
  faqCategorySmartform: route('GET', '/whitelabels/helpcenter/faq/categories/:id/smartform'),
  smartform: route('GET', '/whitelabels/helpcenter/smartform/:id'),
  contactForm: route('GET', '/whitelabels/contact'),
  sendContactForm: route('POST', '/whitelabels/contact'),
  // Journeys
  journeys: route('GET', '/journeys'),
  detailedJourneys: route('GET', '/detailedJourneys'),
  authenticatedDetailedJourneys: route('GET', '/authenticated/detailedJourneys'),
  journeyPrice: route('GET', '/journeys/price'),
  completeInProgressJourney: route('POST', '/journeys/inProgress/:inProgressId/completion'),
  journeyCompany: route('GET', '/journeys/company'),
  vehicles: route('GET', '/vehicles'),
  // Payments
  payJourneys: route('POST', '/payments/journeys'),
  payAllJourneys: route('POST', '/payments/allJourneys'),
  paymentPsp: route('POST', '/payments/psp'),
  paymentPrivateCards: route('POST', '/payments/privateCards'),
  paymentStatus: route('GET', '/payments/:id'),
  // Portico: the payment page's methods (the spec names the data, not the path)
  paymentMethods: route('GET', '/payments/methods'),
  // Portico: what the PSPs call (server to server) and where they send the browser back
  payboxNotification: route('GET', '/payments/paybox/notification'),
  axeptaNotification: route('POST', '/payments/axepta/notification'),
  paymentReturn: route('GET', '/payments/:id/return'),
  // Computop may also POST the return (Len and Data in the body) instead of a GET with a query.
  paymentReturnPost: route('POST', '/payments/:id/return'),
  paymentReceipt: route('GET', '/payments/receipt'),
  sendPaymentReceipt: route('POST', '/payments/receipt'),
  paymentEmail: route('GET', '/payments/:id/email'),
  // Alerts
  alertStatus: route('GET', '/customers'),
  subscribeAlert: route('POST', '/customers'),
  unsubscribeAlert: route('POST', '/customers/unsubscribe'),
  // Portico: the confirmation link's page posts its token; mail clients post RFC 8058 one-click
  confirmAlert: route('POST', '/customers/confirmations'),
  oneClickUnsubscribeAlert: route('POST', '/customers/unsubscribe/oneClick'),
  // Portico (issue 24): the page of a handover e-mail reads the request, then posts the answer
  alertHandover: route('GET', '/customers/handovers'),
  decideAlertHandover: route('POST', '/customers/handovers'),
  // Protests
  protestReasons: route('GET', '/protests/reasons'),
  createProtest: route('POST', '/protests'),
  // Portico: the operator's claim desk (API key of the white-label, like POST /passages)
  operatorProtests: route('GET', '/operator/protests'),
  operatorProtest: route('GET', '/operator/protests/:reference'),
  operatorProtestAttachment: route(
    'GET',
    '/operator/protests/:reference/attachments/:attachmentId',
  ),
  decideProtest: route('POST', '/operator/protests/:reference/decision'),
  // Portico (issue 24): the support desk records that it saw a customer's papers for a vehicle
  operatorVehicleProof: route('POST', '/operator/vehicle-proofs'),
  // Portico (issue 25): the rental companies and their users, until the operator console exists
  operatorCompanies: route('GET', '/operator/companies'),
  createOperatorCompany: route('POST', '/operator/companies'),
  inviteRenter: route('POST', '/operator/companies/:code/users'),
  suspendCompany: route('POST', '/operator/companies/:code/suspension'),
  unsuspendCompany: route('DELETE', '/operator/companies/:code/suspension'),
  // Portico (issue 28 item 7): the support agent's actions on a vehicle, each with a reason
  resendReceipt: route('POST', '/operator/payments/:paymentId/receipt'),
  cancelJourney: route('POST', '/operator/journeys/:journeyId/cancel'),
  movePassages: route('POST', '/operator/passages/move'),
  extendDeadline: route('POST', '/operator/journeys/:journeyId/deadline'),
  // Portico (issue 29 item 1): refunds through the PSPs
  refunds: route('GET', '/operator/refunds'),
  paymentRefunds: route('GET', '/operator/payments/:paymentId/refunds'),
  requestRefund: route('POST', '/operator/payments/:paymentId/refunds'),
  decideRefund: route('POST', '/operator/refunds/:refundId/decision'),
  // Portico (issue 28 item 10): the portal's content, drafts and publications
  contentItems: route('GET', '/operator/content/:kind'),
  contentItem: route('GET', '/operator/content/:kind/:key'),
  saveContentDraft: route('PUT', '/operator/content/:kind/:key/draft'),
  publishContent: route('POST', '/operator/content/:kind/:key/publish'),
  // The white-label's pictures (the media store), which the content's pictures name
  mediaPictures: route('GET', '/operator/media'),
  uploadMediaPicture: route('POST', '/operator/media'),
  // Portico (issue 28): the operator console's staff sign in with passkeys (session cookie)
  staffEnrolmentOptions: route('POST', '/operator/staff/enrolment/options'),
  staffEnrol: route('POST', '/operator/staff/enrolment'),
  staffSignInOptions: route('POST', '/operator/staff/session/options'),
  staffSignIn: route('POST', '/operator/staff/session'),
  staffSession: route('GET', '/operator/staff/session'),
  staffSignOut: route('DELETE', '/operator/staff/session'),
  // Portico (issue 28 item 2): single sign-on through the operator's OpenID provider
  staffSsoStatus: route('GET', '/operator/staff/sso'),
  staffSsoStart: route('POST', '/operator/staff/sso'),
  staffSsoCallback: route('POST', '/operator/staff/sso/callback'),
  staffSsoFreshCheck: route('POST', '/operator/staff/sso/fresh-check'),
  // Portico (issue 28 items 1 and 5): the admins' staff administration and the audit log
  staffMembers: route('GET', '/operator/staff/members'),
  inviteStaffMember: route('POST', '/operator/staff/members'),
  updateStaffMember: route('PATCH', '/operator/staff/members/:memberId'),
  newStaffEnrolmentLink: route('POST', '/operator/staff/members/:memberId/enrolment'),
  removeStaffMemberPasskey: route(
    'DELETE',
    '/operator/staff/members/:memberId/passkeys/:passkeyId',
  ),
  myStaffPasskeys: route('GET', '/operator/staff/passkeys'),
  removeMyStaffPasskey: route('DELETE', '/operator/staff/passkeys/:passkeyId'),
  auditEvents: route('GET', '/operator/audit'),
  auditEventsExport: route('GET', '/operator/audit.csv'),
  // Customers, public
  plateOwners: route('GET', '/public/users/plates/owners'),
  register: route('POST', '/public/users'),
  activateUser: route('POST', '/public/users/:id/activate'),
  sendActivationCode: route('POST', '/public/users/:id/activationCodes'),
  userToken: route('POST', '/public/users/token'),
  refreshUserToken: route('POST', '/public/users/token/refresh'),
  sendPasswordCode: route('POST', '/public/users/:id/passwords/codes'),
  resetPassword: route('PUT', '/public/users/:id/passwords'),
  // Portico (issue 28 item 12): a sign-in with a passkey (discoverable: no e-mail typed)
  passkeySignInOptions: route('POST', '/public/users/passkeys/options'),
  passkeySignIn: route('POST', '/public/users/passkeys/token'),
  // Customers, authenticated
  me: route('GET', '/users/me'),
  updateMe: route('PATCH', '/users/me'),
  deleteMe: route('DELETE', '/users/me'),
  logout: route('DELETE', '/users/me/token'),
  myPlates: route('GET', '/users/me/plates'),
  myVehicles: route('GET', '/users/me/vehicles'),
  addMyPlate: route('POST', '/users/me/plates'),
  updateMyPlate: route('PATCH', '/users/me/plates/:id'),
  deleteMyPlate: route('DELETE', '/users/me/plates/:id'),
  // Portico (issue 26 item 10): the customer's payments and their receipts, in the account area
  myPayments: route('GET', '/users/me/payments'),
  myPaymentReceipt: route('GET', '/users/me/payments/:reference/receipt'),
  // Portico (issue 24): proof of possession of a registered plate (a receipt of that vehicle)
  proveMyPlate: route('POST', '/users/me/plates/:id/proof'),
  // Portico (issue 28 item 12): the customer's passkeys
  myPasskeys: route('GET', '/users/me/passkeys'),
  myPasskeyOptions: route('POST', '/users/me/passkeys/options'),
  addMyPasskey: route('POST', '/users/me/passkeys'),
  removeMyPasskey: route('DELETE', '/users/me/passkeys/:passkeyId'),
  // Renters
  renterToken: route('POST', '/public/renters/token'),
  refreshRenterToken: route('POST', '/public/renters/token/refresh'),
  resetRenterPassword: route('PUT', '/public/renters/:id/passwords'),
  sendRenterPasswordCode: route('POST', '/public/renters/:id/passwords/codes'),
  activateRenter: route('POST', '/public/renters/:id/activate'),
  sendRenterActivationCode: route('POST', '/public/renters/:id/activationCodes'),
  // Portico (issue 28 item 12): the renters' passkeys, as the customers'
  renterPasskeySignInOptions: route('POST', '/public/renters/passkeys/options'),
  renterPasskeySignIn: route('POST', '/public/renters/passkeys/token'),
  renterPasskeys: route('GET', '/renters/me/passkeys'),
  renterPasskeyOptions: route('POST', '/renters/me/passkeys/options'),
  addRenterPasskey: route('POST', '/renters/me/passkeys'),
  removeRenterPasskey: route('DELETE', '/renters/me/passkeys/:passkeyId'),
  renterMe: route('GET', '/renters/me'),
  updateRenterMe: route('PATCH', '/renters/me'),
  deleteRenterMe: route('DELETE', '/renters/me'),
  renterLogout: route('DELETE', '/renters/me/token'),
  renterJourneys: route('GET', '/renters/journeys'),
  renterJourneysExport: route('GET', '/renters/journeys/export'),
  renterPlatesImport: route('POST', '/renters/me/plates/import'),
  renterPlatesExport: route('GET', '/renters/me/plates/export'),
  renterPlatesTemplate: route('GET', '/renters/me/plates/template'),
  renterPlates: route('GET', '/renters/me/plates'),
  addRenterPlate: route('POST', '/renters/me/plates'),
  closeRenterPlate: route('POST', '/renters/me/plates/:id/closure'),
  // Roadside system (API key of the white-label)
  ingestPassages: route('POST', '/passages'),
  // Back office (API key of the white-label): CNP and IRIS cases
  importCases: route('POST', '/cases'),
  // Captcha (ALTCHA proof of work): a challenge to solve before a public lookup
  captchaChallenge: route('GET', '/captcha/challenge'),
  // Portico (issue 28 item 7): the console's search box and one vehicle's timeline (staff session)
  vehicleSearch: route('GET', '/operator/vehicles/search'),
  vehicleTimeline: route('GET', '/operator/vehicles/:country/:plate/timeline'),
  // Portico (issue 28 item 8): the console's claims desk (staff session)
  claimsQueue: route('GET', '/operator/claims'),
  claimCase: route('GET', '/operator/claims/:reference'),
  claimFile: route('GET', '/operator/claims/:reference/files/:attachmentId'),
  claimDecisionPreview: route('POST', '/operator/claims/:reference/decision/preview'),
  claimDecisionReasons: route('GET', '/operator/claims/:reference/decision/reasons'),
  decideClaimCase: route('POST', '/operator/claims/:reference/decision'),
  // Portico (issue 28 item 6): the console's dashboard (staff session)
  dashboard: route('GET', '/operator/dashboard'),
  // Portico (issue 28 item 9): the console's rental companies desk (staff session)
  consoleCompanies: route('GET', '/operator/renters/companies'),
  consoleCreateCompany: route('POST', '/operator/renters/companies'),
  consoleCompany: route('GET', '/operator/renters/companies/:code'),
  consoleInviteRenter: route('POST', '/operator/renters/companies/:code/users'),
  consoleSuspendCompany: route('POST', '/operator/renters/companies/:code/suspension'),
  consoleRestoreCompany: route('DELETE', '/operator/renters/companies/:code/suspension'),
  consoleCompanyFleet: route('GET', '/operator/renters/companies/:code/fleet'),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

/** Fills `:name` parameters (URI-encoded) and prefixes /services/v1. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  return `${apiPrefix}${filled}`;
}
