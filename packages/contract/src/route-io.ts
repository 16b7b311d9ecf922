import type { z } from 'zod';
import type { Language } from './languages.ts';
import type {
  authenticationPageQuerySchema,
  authenticationPageSchema,
} from './accounts/authentication-page.ts';
import type {
  addPlateBodySchema,
  operatorVehicleProofBodySchema,
  operatorVehicleProofResponseSchema,
  plateOwnersQuerySchema,
  plateOwnersResponseSchema,
  proveMyPlateBodySchema,
  registeredPlateListSchema,
  updatePlateBodySchema,
} from './accounts/plates.ts';
import type {
  accountPasskeySchema,
  accountPasskeySignInBodySchema,
  accountPasskeysSchema,
  addAccountPasskeyBodySchema,
} from './accounts/passkeys.ts';
import type {
  accountCaptchaQuerySchema,
  activationBodySchema,
  credentialsBodySchema,
  profileResponseSchema,
  profileUpdateBodySchema,
  refreshBodySchema,
  registrationBodySchema,
  registrationResponseSchema,
  resetPasswordBodySchema,
  tokenResponseSchema,
} from './accounts/schemas.ts';
import type {
  alertHandoverQuerySchema,
  alertHandoverResponseSchema,
  alertStatusQuerySchema,
  alertStatusResponseSchema,
  confirmAlertBodySchema,
  confirmAlertResponseSchema,
  decideAlertHandoverBodySchema,
  oneClickUnsubscribeQuerySchema,
  subscribeAlertBodySchema,
  subscribeAlertQuerySchema,
  subscribeAlertResponseSchema,
  unsubscribeAlertBodySchema,
  unsubscribeAlertResponseSchema,
} from './alerts/schemas.ts';
import type { captchaChallengeSchema } from './captcha.ts';
import type {
  vehicleSearchQuerySchema,
  vehicleSearchResponseSchema,
} from './operator-support/vehicle-search.ts';
import type { vehicleTimelineSchema } from './operator-support/vehicle-timeline.ts';
import type { dashboardSchema } from './operator-dashboard/dashboard.ts';
import type {
  passkeyOptionsSchema,
  staffEnrolBodySchema,
  staffEnrolmentOptionsBodySchema,
  staffSessionSchema,
  staffSignInBodySchema,
} from './staff/session.ts';
import type {
  staffSsoCallbackBodySchema,
  staffSsoFinishedSchema,
  staffSsoFreshCheckBodySchema,
  staffSsoStartSchema,
  staffSsoStatusSchema,
} from './staff/single-sign-on.ts';
import type {
  staffEnrolmentLinkBodySchema,
  staffEnrolmentLinkSchema,
  staffMemberSchema,
  staffMembersSchema,
  staffMemberUpdateBodySchema,
  staffPasskeysSchema,
} from './staff/members.ts';
import type { auditFiltersSchema, auditPageSchema, auditQuerySchema } from './staff/audit.ts';
import type { staffInvitationSchema } from './staff/invitation.ts';
import type {
  claimCaseSchema,
  claimDecisionBodySchema,
  claimMailPreviewSchema,
  claimsQueueQuerySchema,
  claimsQueueSchema,
} from './staff/claims-desk.ts';
import type { claimDecisionReasonsSchema } from './staff/decision-reasons.ts';
import type {
  cancelJourneyBodySchema,
  extendDeadlineBodySchema,
  movePassagesBodySchema,
  movePassagesResponseSchema,
  resendReceiptBodySchema,
  resendReceiptResponseSchema,
  supportJourneySchema,
} from './staff/support-actions.ts';
import type {
  decideRefundBodySchema,
  paymentRefundsSchema,
  refundListQuerySchema,
  refundListSchema,
  refundSchema,
  requestRefundBodySchema,
} from './staff/refunds.ts';
import type {
  contentDraftBodySchema,
  contentItemListSchema,
  contentItemSchema,
  contentPublishBodySchema,
  contentRevisionSchema,
} from './staff/content.ts';
import type { mediaLibrarySchema, mediaPictureSchema } from './staff/media.ts';
import type { caseBatchRequestSchema, caseImportResponseSchema } from './cases.ts';
import type {
  articleSchema,
  contentQuerySchema,
  faqSchema,
  footerSchema,
  homePageSchema,
  whitelabelSchema,
} from './content.ts';
import type {
  contactFormSchema,
  contactSentSchema,
  contentNodeSchema,
  faqArticleSchema,
  faqCategorySchema,
  helpSearchQuerySchema,
  helpSearchResponseSchema,
  sendContactQuerySchema,
} from './help/schemas.ts';
import type {
  inProgressCompletionBodySchema,
  inProgressCompletionQuerySchema,
  inProgressCompletionSchema,
} from './journeys/in-progress-completion.ts';
import type { journeyPriceQuerySchema, journeyPriceSchema } from './journeys/journey-price.ts';
import type { journeysPageSchema } from './journeys/journeys-page.ts';
import type {
  authenticatedJourneysQuerySchema,
  authenticatedJourneysResponseSchema,
  detailedJourneysResponseSchema,
  journeyLookupQuerySchema,
  journeysResumeResponseSchema,
} from './journeys/lookup.ts';
import type { passageBatchRequestSchema, passageBatchResultSchema } from './passages.ts';
import type {
  accountPaymentsQuerySchema,
  accountPaymentsResponseSchema,
} from './payments/account-payments.ts';
import type {
  lookupSessionQuerySchema,
  payAllJourneysBodySchema,
  payJourneysBodySchema,
  paymentSessionSchema,
} from './payments/basket.ts';
import type {
  privateCardPaymentBodySchema,
  pspPaymentBodySchema,
  pspResponseSchema,
} from './payments/checkout.ts';
import type { paymentMethodsResponseSchema } from './payments/methods.ts';
import type { prepaymentsPageSchema } from './payments/prepayments-page.ts';
import type {
  confirmationPageSchema,
  paymentEmailResponseSchema,
  paymentReceiptQuerySchema,
  paymentStatusResponseSchema,
  sendReceiptBodySchema,
} from './payments/status.ts';
import type {
  createProtestQuerySchema,
  createProtestResponseSchema,
  operatorProtestsQuerySchema,
  operatorProtestsResponseSchema,
  protestDecisionBodySchema,
  protestDetailSchema,
  protestReasonsQuerySchema,
  protestReasonsResponseSchema,
} from './protests/schemas.ts';
import type {
  operatorCompaniesQuerySchema,
  operatorCompaniesResponseSchema,
  operatorCompanyBodySchema,
  operatorCompanySchema,
  operatorRenterInviteBodySchema,
  operatorRenterInviteResponseSchema,
} from './renters/operator.ts';
import type {
  addFleetPlateBodySchema,
  closeFleetPlateBodySchema,
  fleetImportResultSchema,
  fleetPlateSchema,
  fleetPlatesPageSchema,
  fleetPlatesQuerySchema,
  fleetTemplateQuerySchema,
  renterActivationBodySchema,
  renterJourneyPageSchema,
  renterJourneysQuerySchema,
  renterProfileSchema,
  renterProfileUpdateBodySchema,
  spreadsheetFormatQuerySchema,
} from './renters/schemas.ts';
import type {
  carSchema,
  companyQuerySchema,
  companySchema,
  vehicleQuerySchema,
} from './vehicles.ts';
import type { RouteDefinition, RouteName, routes } from './routes.ts';

/** An upload's body: a multipart form (FormData in a browser), its parts read by the route. */
export interface MultipartBody {
  readonly multipart: true;
}

/** A file answer (a PDF receipt, a CSV or XLSX export, an attachment): bytes, not JSON. */
export interface FileAnswer {
  readonly file: true;
}

/** What one route takes and answers. */
interface RouteIo {
  readonly query?: unknown;
  readonly body?: unknown;
  readonly response: unknown;
}

// A table missing a route of routes.ts does not compile.
type EveryRoute<Table extends Record<RouteName, RouteIo>> = Table;

/**
 * What each route of the table takes and answers, as its client sees them (issue 27 section 4):
 * the query and body the server validates (the input type of its schema; an upload's body is
 * MultipartBody) and the answer's body (the output type of the response schema; a file is a
 * FileAnswer, an empty 204 undefined). Types only, so a client typed from it (the web's
 * api-client.ts) carries no byte of Zod nor of the schemas; path parameters follow from the path
 * itself (PathParams).
 * Written from the schemas each server route registers (the same contract schemas): a route whose
 * schemas change changes here too.
 */
export type RouteIoTable = EveryRoute<{
  whitelabel: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof whitelabelSchema>;
  };
  homePage: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof homePageSchema>;
  };
  footer: { query: z.input<typeof contentQuerySchema>; response: z.output<typeof footerSchema> };
  article: { query: z.input<typeof contentQuerySchema>; response: z.output<typeof articleSchema> };
  journeysToPayPage: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof journeysPageSchema>;
  };
  prepaymentsPage: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof prepaymentsPageSchema>;
  };
  paymentConfirmationPage: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof confirmationPageSchema>;
  };
  authenticationPage: {
    query: z.input<typeof authenticationPageQuerySchema>;
    response: z.output<typeof authenticationPageSchema>;
  };
  faq: { query: z.input<typeof contentQuerySchema>; response: z.output<typeof faqSchema> };
  faqCategory: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof faqCategorySchema>;
  };
  faqArticle: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof faqArticleSchema>;
  };
  faqSearch: {
    query: z.input<typeof helpSearchQuerySchema>;
    response: z.output<typeof helpSearchResponseSchema>;
  };
  faqCategorySmartform: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof contentNodeSchema>;
  };
  smartform: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof contentNodeSchema>;
  };
  contactForm: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof contactFormSchema>;
  };
  sendContactForm: {
    query: z.input<typeof sendContactQuerySchema>;
    body: MultipartBody;
    response: z.output<typeof contactSentSchema>;
  };
  journeys: {
    query: z.input<typeof journeyLookupQuerySchema>;
    response: z.output<typeof journeysResumeResponseSchema>;
  };
  detailedJourneys: {
    query: z.input<typeof journeyLookupQuerySchema>;
    response: z.output<typeof detailedJourneysResponseSchema>;
  };
  authenticatedDetailedJourneys: {
    query: z.input<typeof authenticatedJourneysQuerySchema>;
    response: z.output<typeof authenticatedJourneysResponseSchema>;
  };
  journeyPrice: {
    query: z.input<typeof journeyPriceQuerySchema>;
    response: z.output<typeof journeyPriceSchema>;
  };
  completeInProgressJourney: {
    query: z.input<typeof inProgressCompletionQuerySchema>;
    body: z.input<typeof inProgressCompletionBodySchema>;
    response: z.output<typeof inProgressCompletionSchema>;
  };
  journeyCompany: {
    query: z.input<typeof companyQuerySchema>;
    response: z.output<typeof companySchema>;
  };
  vehicles: { query: z.input<typeof vehicleQuerySchema>; response: z.output<typeof carSchema> };
  payJourneys: {
    query: Partial<z.input<typeof lookupSessionQuerySchema>>;
    body: z.input<typeof payJourneysBodySchema>;
    response: z.output<typeof paymentSessionSchema>;
  };
  payAllJourneys: {
    query: z.input<typeof lookupSessionQuerySchema>;
    body: z.input<typeof payAllJourneysBodySchema>;
    response: z.output<typeof paymentSessionSchema>;
  };
  paymentPsp: {
    body: z.input<typeof pspPaymentBodySchema>;
    response: z.output<typeof pspResponseSchema>;
  };
  paymentPrivateCards: {
    body: z.input<typeof privateCardPaymentBodySchema>;
    response: z.output<typeof paymentStatusResponseSchema>;
  };
  paymentStatus: { response: z.output<typeof paymentStatusResponseSchema> };
  paymentMethods: {
    query: z.input<typeof contentQuerySchema>;
    response: z.output<typeof paymentMethodsResponseSchema>;
  };
  payboxNotification: { response: unknown };
  axeptaNotification: { response: unknown };
  paymentReturn: { response: unknown };
  paymentReturnPost: { response: unknown };
  paymentReceipt: {
    query: z.input<typeof paymentReceiptQuerySchema> & z.input<typeof contentQuerySchema>;
    response: FileAnswer;
  };
  sendPaymentReceipt: { body: z.input<typeof sendReceiptBodySchema>; response: null };
  paymentEmail: { response: z.output<typeof paymentEmailResponseSchema> };
  alertStatus: {
    query: z.input<typeof alertStatusQuerySchema>;
    response: z.output<typeof alertStatusResponseSchema>;
  };
  subscribeAlert: {
    query: z.input<typeof subscribeAlertQuerySchema>;
    body: z.input<typeof subscribeAlertBodySchema>;
    response: z.output<typeof subscribeAlertResponseSchema>;
  };
  unsubscribeAlert: {
    body: z.input<typeof unsubscribeAlertBodySchema>;
    response: z.output<typeof unsubscribeAlertResponseSchema>;
  };
  confirmAlert: {
    body: z.input<typeof confirmAlertBodySchema>;
    response: z.output<typeof confirmAlertResponseSchema>;
  };
  oneClickUnsubscribeAlert: {
    query: z.input<typeof oneClickUnsubscribeQuerySchema>;
    response: z.output<typeof unsubscribeAlertResponseSchema>;
  };
  alertHandover: {
    query: z.input<typeof alertHandoverQuerySchema>;
    response: z.output<typeof alertHandoverResponseSchema>;
  };
  decideAlertHandover: {
    body: z.input<typeof decideAlertHandoverBodySchema>;
    response: z.output<typeof alertHandoverResponseSchema>;
  };
  protestReasons: {
    query: z.input<typeof protestReasonsQuerySchema>;
    response: z.output<typeof protestReasonsResponseSchema>;
  };
  createProtest: {
    query: z.input<typeof createProtestQuerySchema>;
    body: MultipartBody;
    response: z.output<typeof createProtestResponseSchema>;
  };
  operatorProtests: {
    query: z.input<typeof operatorProtestsQuerySchema>;
    response: z.output<typeof operatorProtestsResponseSchema>;
  };
  operatorProtest: { response: z.output<typeof protestDetailSchema> };
  operatorProtestAttachment: { response: FileAnswer };
  decideProtest: {
    body: z.input<typeof protestDecisionBodySchema>;
    response: z.output<typeof protestDetailSchema>;
  };
  operatorVehicleProof: {
    body: z.input<typeof operatorVehicleProofBodySchema>;
    response: z.output<typeof operatorVehicleProofResponseSchema>;
  };
  operatorCompanies: {
    query: z.input<typeof operatorCompaniesQuerySchema>;
    response: z.output<typeof operatorCompaniesResponseSchema>;
  };
  createOperatorCompany: {
    body: z.input<typeof operatorCompanyBodySchema>;
    response: z.output<typeof operatorCompanySchema>;
  };
  inviteRenter: {
    body: z.input<typeof operatorRenterInviteBodySchema>;
    response: z.output<typeof operatorRenterInviteResponseSchema>;
  };
  suspendCompany: { response: z.output<typeof operatorCompanySchema> };
  unsuspendCompany: { response: z.output<typeof operatorCompanySchema> };
  resendReceipt: {
    body: z.input<typeof resendReceiptBodySchema>;
    response: z.output<typeof resendReceiptResponseSchema>;
  };
  cancelJourney: {
    body: z.input<typeof cancelJourneyBodySchema>;
    response: z.output<typeof supportJourneySchema>;
  };
  movePassages: {
    body: z.input<typeof movePassagesBodySchema>;
    response: z.output<typeof movePassagesResponseSchema>;
  };
  extendDeadline: {
    body: z.input<typeof extendDeadlineBodySchema>;
    response: z.output<typeof supportJourneySchema>;
  };
  refunds: {
    query: z.input<typeof refundListQuerySchema>;
    response: z.output<typeof refundListSchema>;
  };
  paymentRefunds: { response: z.output<typeof paymentRefundsSchema> };
  requestRefund: {
    body: z.input<typeof requestRefundBodySchema>;
    response: z.output<typeof refundSchema>;
  };
  decideRefund: {
    body: z.input<typeof decideRefundBodySchema>;
    response: z.output<typeof refundSchema>;
  };
  contentItems: { response: z.output<typeof contentItemListSchema> };
  contentItem: { response: z.output<typeof contentItemSchema> };
  saveContentDraft: {
    body: z.input<typeof contentDraftBodySchema>;
    response: z.output<typeof contentRevisionSchema>;
  };
  publishContent: {
    body: z.input<typeof contentPublishBodySchema>;
    response: z.output<typeof contentItemSchema>;
  };
  mediaPictures: { response: z.output<typeof mediaLibrarySchema> };
  uploadMediaPicture: { body: MultipartBody; response: z.output<typeof mediaPictureSchema> };
  staffEnrolmentOptions: {
    body: z.input<typeof staffEnrolmentOptionsBodySchema>;
    response: z.output<typeof passkeyOptionsSchema>;
  };
  staffEnrol: {
    body: z.input<typeof staffEnrolBodySchema>;
    response: z.output<typeof staffSessionSchema>;
  };
  staffSignInOptions: { response: z.output<typeof passkeyOptionsSchema> };
  staffSignIn: {
    body: z.input<typeof staffSignInBodySchema>;
    response: z.output<typeof staffSessionSchema>;
  };
  staffSession: { response: z.output<typeof staffSessionSchema> };
  staffSignOut: { response: undefined };
  staffSsoStatus: { response: z.output<typeof staffSsoStatusSchema> };
  staffSsoStart: { response: z.output<typeof staffSsoStartSchema> };
  staffSsoCallback: {
    body: z.input<typeof staffSsoCallbackBodySchema>;
    response: z.output<typeof staffSsoFinishedSchema>;
  };
  staffSsoFreshCheck: {
    body: z.input<typeof staffSsoFreshCheckBodySchema>;
    response: z.output<typeof staffSsoStartSchema>;
  };
  staffMembers: { response: z.output<typeof staffMembersSchema> };
  inviteStaffMember: {
    body: z.input<typeof staffInvitationSchema>;
    response: z.output<typeof staffMemberSchema>;
  };
  updateStaffMember: {
    body: z.input<typeof staffMemberUpdateBodySchema>;
    response: z.output<typeof staffMemberSchema>;
  };
  newStaffEnrolmentLink: {
    body: z.input<typeof staffEnrolmentLinkBodySchema>;
    response: z.output<typeof staffEnrolmentLinkSchema>;
  };
  removeStaffMemberPasskey: { response: undefined };
  myStaffPasskeys: { response: z.output<typeof staffPasskeysSchema> };
  removeMyStaffPasskey: { response: undefined };
  auditEvents: {
    query: z.input<typeof auditQuerySchema>;
    response: z.output<typeof auditPageSchema>;
  };
  auditEventsExport: { query: z.input<typeof auditFiltersSchema>; response: FileAnswer };
  plateOwners: {
    query: z.input<typeof plateOwnersQuerySchema>;
    response: z.output<typeof plateOwnersResponseSchema>;
  };
  register: {
    query: z.input<typeof accountCaptchaQuerySchema>;
    body: z.input<typeof registrationBodySchema>;
    response: z.output<typeof registrationResponseSchema>;
  };
  activateUser: {
    body: z.input<typeof activationBodySchema>;
    response: z.output<typeof tokenResponseSchema>;
  };
  sendActivationCode: { response: undefined };
  userToken: {
    query: z.input<typeof accountCaptchaQuerySchema>;
    body: z.input<typeof credentialsBodySchema>;
    response: z.output<typeof tokenResponseSchema>;
  };
  refreshUserToken: {
    body: z.input<typeof refreshBodySchema>;
    response: z.output<typeof tokenResponseSchema>;
  };
  sendPasswordCode: { query: z.input<typeof accountCaptchaQuerySchema>; response: undefined };
  passkeySignInOptions: { response: z.output<typeof passkeyOptionsSchema> };
  passkeySignIn: {
    body: z.input<typeof accountPasskeySignInBodySchema>;
    response: z.output<typeof tokenResponseSchema>;
  };
  resetPassword: { body: z.input<typeof resetPasswordBodySchema>; response: undefined };
  me: { response: z.output<typeof profileResponseSchema> };
  updateMe: {
    body: z.input<typeof profileUpdateBodySchema>;
    response: z.output<typeof profileResponseSchema>;
  };
  deleteMe: { response: undefined };
  logout: { response: undefined };
  myPlates: { response: z.output<typeof registeredPlateListSchema> };
  myVehicles: { response: z.output<typeof registeredPlateListSchema> };
  addMyPlate: {
    body: z.input<typeof addPlateBodySchema>;
    response: z.output<typeof registeredPlateListSchema>;
  };
  updateMyPlate: {
    body: z.input<typeof updatePlateBodySchema>;
    response: z.output<typeof registeredPlateListSchema>;
  };
  deleteMyPlate: { response: z.output<typeof registeredPlateListSchema> };
  myPasskeys: { response: z.output<typeof accountPasskeysSchema> };
  myPasskeyOptions: { response: z.output<typeof passkeyOptionsSchema> };
  addMyPasskey: {
    body: z.input<typeof addAccountPasskeyBodySchema>;
    response: z.output<typeof accountPasskeySchema>;
  };
  removeMyPasskey: { response: undefined };
  myPayments: {
    query: z.input<typeof accountPaymentsQuerySchema>;
    response: z.output<typeof accountPaymentsResponseSchema>;
  };
  myPaymentReceipt: { query: z.input<typeof contentQuerySchema>; response: FileAnswer };
  proveMyPlate: {
    body: z.input<typeof proveMyPlateBodySchema>;
    response: z.output<typeof registeredPlateListSchema>;
  };
  renterToken: {
    query: z.input<typeof accountCaptchaQuerySchema>;
    body: z.input<typeof credentialsBodySchema>;
    response: z.output<typeof tokenResponseSchema>;
  };
  refreshRenterToken: {
    body: z.input<typeof refreshBodySchema>;
    response: z.output<typeof tokenResponseSchema>;
  };
  resetRenterPassword: { body: z.input<typeof resetPasswordBodySchema>; response: undefined };
  sendRenterPasswordCode: { query: z.input<typeof accountCaptchaQuerySchema>; response: undefined };
  activateRenter: {
    body: z.input<typeof renterActivationBodySchema>;
    response: z.output<typeof tokenResponseSchema>;
  };
  sendRenterActivationCode: { response: undefined };
  renterPasskeySignInOptions: { response: z.output<typeof passkeyOptionsSchema> };
  renterPasskeySignIn: {
    body: z.input<typeof accountPasskeySignInBodySchema>;
    response: z.output<typeof tokenResponseSchema>;
  };
  renterPasskeys: { response: z.output<typeof accountPasskeysSchema> };
  renterPasskeyOptions: { response: z.output<typeof passkeyOptionsSchema> };
  addRenterPasskey: {
    body: z.input<typeof addAccountPasskeyBodySchema>;
    response: z.output<typeof accountPasskeySchema>;
  };
  removeRenterPasskey: { response: undefined };
  renterMe: { response: z.output<typeof renterProfileSchema> };
  updateRenterMe: {
    body: z.input<typeof renterProfileUpdateBodySchema>;
    response: z.output<typeof renterProfileSchema>;
  };
  deleteRenterMe: { response: undefined };
  renterLogout: { response: undefined };
  renterJourneys: {
    query: z.input<typeof renterJourneysQuerySchema>;
    response: z.output<typeof renterJourneyPageSchema>;
  };
  renterJourneysExport: {
    query: z.input<typeof renterJourneysQuerySchema> &
      z.input<typeof spreadsheetFormatQuerySchema> & { lang?: Language };
    response: FileAnswer;
  };
  renterPlatesImport: { body: MultipartBody; response: z.output<typeof fleetImportResultSchema> };
  renterPlatesExport: { query: z.input<typeof spreadsheetFormatQuerySchema>; response: FileAnswer };
  renterPlatesTemplate: { query: z.input<typeof fleetTemplateQuerySchema>; response: FileAnswer };
  renterPlates: {
    query: z.input<typeof fleetPlatesQuerySchema>;
    response: z.output<typeof fleetPlatesPageSchema>;
  };
  addRenterPlate: {
    body: z.input<typeof addFleetPlateBodySchema>;
    response: z.output<typeof fleetPlateSchema>;
  };
  closeRenterPlate: {
    body: z.input<typeof closeFleetPlateBodySchema>;
    response: z.output<typeof fleetPlateSchema>;
  };
  ingestPassages: {
    body: z.input<typeof passageBatchRequestSchema>;
    response: z.output<typeof passageBatchResultSchema>;
  };
  importCases: {
    body: z.input<typeof caseBatchRequestSchema>;
    response: z.output<typeof caseImportResponseSchema>;
  };
  captchaChallenge: { response: z.output<typeof captchaChallengeSchema> };
  vehicleSearch: {
    query: z.input<typeof vehicleSearchQuerySchema>;
    response: z.output<typeof vehicleSearchResponseSchema>;
  };
  vehicleTimeline: { response: z.output<typeof vehicleTimelineSchema> };
  claimsQueue: {
    query: z.input<typeof claimsQueueQuerySchema>;
    response: z.output<typeof claimsQueueSchema>;
  };
  claimCase: { response: z.output<typeof claimCaseSchema> };
  claimFile: { response: FileAnswer };
  claimDecisionPreview: {
    body: z.input<typeof claimDecisionBodySchema>;
    response: z.output<typeof claimMailPreviewSchema>;
  };
  claimDecisionReasons: { response: z.output<typeof claimDecisionReasonsSchema> };
  decideClaimCase: {
    body: z.input<typeof claimDecisionBodySchema>;
    response: z.output<typeof claimCaseSchema>;
  };
  dashboard: { response: z.output<typeof dashboardSchema> };
  consoleCompanies: {
    query: z.input<typeof operatorCompaniesQuerySchema>;
    response: z.output<typeof operatorCompaniesResponseSchema>;
  };
  consoleCreateCompany: {
    body: z.input<typeof operatorCompanyBodySchema>;
    response: z.output<typeof operatorCompanySchema>;
  };
  consoleInviteRenter: {
    body: z.input<typeof operatorRenterInviteBodySchema>;
    response: z.output<typeof operatorRenterInviteResponseSchema>;
  };
  consoleCompany: { response: z.output<typeof operatorCompanySchema> };
  consoleSuspendCompany: { response: z.output<typeof operatorCompanySchema> };
  consoleRestoreCompany: { response: z.output<typeof operatorCompanySchema> };
  consoleCompanyFleet: {
    query: z.input<typeof fleetPlatesQuerySchema>;
    response: z.output<typeof fleetPlatesPageSchema>;
  };
}>;

/** The names of a path's `:name` parameters (`'reference' | 'attachmentId'`). */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The table's name of a route value; a union of routes gives the union of their names. */
export type RouteNameOf<Route extends RouteDefinition> = {
  [Name in RouteName]: Route extends (typeof routes)[Name] ? Name : never;
}[RouteName];

/** A route of the table by its name, as a value (`routes.journeyPrice`). */
export type RouteOf<Name extends RouteName> = (typeof routes)[Name];

/** Any route of the table, as a value. */
export type ContractRoute = RouteOf<RouteName>;

/** The query a route takes (undefined: none). */
export type RouteQuery<Name extends RouteName> = Name extends RouteName
  ? RouteIoTable[Name] extends { query: infer Query }
    ? Query
    : undefined
  : never;

/** The body a route takes (undefined: none). */
export type RouteBody<Name extends RouteName> = Name extends RouteName
  ? RouteIoTable[Name] extends { body: infer Body }
    ? Body
    : undefined
  : never;

/** The body of a route's successful answer. */
export type RouteResponse<Name extends RouteName> = RouteIoTable[Name]['response'];

/** The path parameters a route takes, by name. */
export type RouteParams<Name extends RouteName> = Record<PathParams<RouteOf<Name>['path']>, string>;
