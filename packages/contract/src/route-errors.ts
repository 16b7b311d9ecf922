import type { ErrorCode } from './errors.ts';
import type { HttpMethod, RouteName } from './routes.ts';

/**
 * Which error codes each operation of the API answers, by HTTP status (issue 27 section 4): the
 * OpenAPI document lists them per operation instead of the whole catalogue, and a client can tell
 * which codes a call of its own may meet. The server checks, outside production, that every error
 * it answers is declared here (apps/server/src/plugins/error-declarations.ts); the server tests
 * fail on one that is not.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 429 | 500 | 503;
export type ErrorTable = { readonly [Status in ErrorStatus]?: readonly ErrorCode[] };

/** What any operation may answer: bad input, the rate limit, a bug, an outage or overload. */
export const everyOperationErrors = {
  400: ['invalid_request'],
  429: ['too_many_requests'],
  500: ['internal_error'],
  503: ['service_unavailable'],
} as const satisfies ErrorTable;

/** What an operation of a white-label (all of /services/v1) answers for an unknown host. */
export const whitelabelOperationErrors = {
  404: ['whitelabel_not_found'],
} as const satisfies ErrorTable;

/** What a method that may carry a body answers to one too large or of another type. */
export const bodyOperationErrors = {
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
} as const satisfies ErrorTable;

/** A signed-in call: no or a dead token (401), a token of the other account type (403). */
const signedIn = { 401: ['unauthorized'], 403: ['forbidden'] } as const satisfies ErrorTable;

/**
 * A console call (issue 28): no or an ended staff session (401), a person whose roles do not
 * allow the action or a change sent from another origin (403).
 */
export const staffOnly = {
  401: ['unauthorized'],
  403: ['forbidden'],
} as const satisfies ErrorTable;

/** A console call that moves money or cannot be undone: it also wants a recent passkey check. */
export const staffFreshOnly = {
  401: ['unauthorized'],
  403: ['forbidden', 'fresh_check_required'],
} as const satisfies ErrorTable;

/** The operator's and roadside calls: the white-label's API key missing or wrong. */
const apiKey = { 401: ['api_key_invalid', 'api_key_missing'] } as const satisfies ErrorTable;

/** A visitor's lookup of a plate's trips: the captcha, the plate, the dates. */
const publicPlateLookup = {
  400: [
    'captcha_mandatory',
    'country_code_mandatory',
    'immatriculation_not_found',
    'invalid_country_code',
    'invalid_date_range',
    'invalid_number_plate',
    'number_plate_mandatory',
  ],
  403: ['captcha_expired', 'captcha_invalid'],
  404: ['company_not_found', 'immatriculation_not_found'],
} as const satisfies ErrorTable;

/** A profile's change, the password's among them (its tries are counted). */
const profileUpdate = {
  400: ['bad_password_security', 'incomplete_address', 'invalid_password', 'password_mandatory'],
  401: ['unauthorized'],
  403: ['forbidden'],
  429: ['user_temporary_blocked'],
} as const satisfies ErrorTable;

/** A passkey sign-in (issue 28 item 12): a signature that does not verify is one refusal. */
const passkeySignIn = {
  400: ['passkey_invalid'],
  403: ['user_not_activated'],
} as const satisfies ErrorTable;

/** A signed-in account's new passkey: the options, then the authenticator's answer. */
const passkeyOptions = {
  401: ['unauthorized'],
  403: ['forbidden'],
  409: ['passkey_limit_reached'],
} as const satisfies ErrorTable;
const passkeyAdd = {
  400: ['passkey_invalid'],
  401: ['unauthorized'],
  403: ['forbidden'],
  409: ['passkey_limit_reached'],
} as const satisfies ErrorTable;
const passkeyRemoval = {
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['passkey_not_found'],
} as const satisfies ErrorTable;

/** A new password with the code sent by e-mail. */
const passwordReset = {
  400: ['bad_password_security', 'invalid_password_reset_code', 'password_mandatory'],
  410: ['expired_password_reset_code'],
} as const satisfies ErrorTable;

/** A password code asked for by e-mail, behind the captcha. */
const passwordCode = {
  400: ['captcha_mandatory'],
  403: ['captcha_expired', 'captcha_invalid'],
} as const satisfies ErrorTable;

/** A sign-in renewed by its refresh token. */
const tokenRefresh = {
  400: ['provide_email_and_password_or_refresh_token'],
  401: ['unauthorized'],
} as const satisfies ErrorTable;

/** A rental company named by its code, by the operator's key. */
const companyByCode = {
  401: ['api_key_invalid', 'api_key_missing'],
  404: ['company_not_found'],
} as const satisfies ErrorTable;

/** Each contract route's own codes, beside the shared ones above. */
export const routeErrors = {
  whitelabel: {},
  homePage: {},
  footer: {},
  article: { 404: ['article_not_found'] },
  journeysToPayPage: {},
  prepaymentsPage: {},
  paymentConfirmationPage: {},
  authenticationPage: {},
  faq: {},
  faqCategory: { 404: ['faq_category_not_found'] },
  faqArticle: { 404: ['article_not_found'] },
  faqSearch: {},
  faqCategorySmartform: { 404: ['faq_category_not_found', 'smartform_not_found'] },
  smartform: { 404: ['smartform_not_found'] },
  contactForm: {},
  sendContactForm: {
    400: [
      'captcha_mandatory',
      'mandatory_attachment_missing',
      'mime_type_not_valid',
      'protest_files_number',
      'required',
    ],
    403: ['captcha_expired', 'captcha_invalid'],
    404: ['smartform_not_found'],
    408: ['request_timeout'],
    413: ['claim_files_toobig_contact'],
    429: ['contact_limit_reached'],
  },
  journeys: publicPlateLookup,
  detailedJourneys: publicPlateLookup,
  authenticatedDetailedJourneys: {
    400: [
      'country_code_mandatory',
      'invalid_country_code',
      'invalid_date_range',
      'invalid_number_plate',
      'number_plate_mandatory',
    ],
    401: ['unauthorized'],
    403: ['forbidden'],
    404: ['company_not_found', 'vehicle_not_found'],
  },
  journeyPrice: {
    400: [
      'country_code_mandatory',
      'invalid_country_code',
      'invalid_number_plate',
      'number_plate_mandatory',
      'unknown_gate',
    ],
  },
  completeInProgressJourney: {
    400: ['false_in_progress_journey', 'in_progress_journey_not_allowed'],
    401: ['unauthorized'],
    403: ['payment_session_invalid'],
  },
  journeyCompany: { 404: ['company_not_found'] },
  vehicles: {
    400: [
      'country_code_mandatory',
      'invalid_country_code',
      'invalid_number_plate',
      'number_plate_mandatory',
    ],
    404: ['vehicle_not_found'],
  },
  payJourneys: {
    400: [
      'false_in_progress_journey',
      'missing_post_payment_with_prepayment',
      'payment_journeys_invalid',
      'session_without_journeys',
      'unauthorized_prepayment',
    ],
    401: ['unauthorized'],
    403: ['payment_session_invalid'],
    404: ['payment_journeys_invalid'],
  },
  payAllJourneys: {
    400: ['payment_journeys_invalid', 'session_without_journeys', 'unauthorized_prepayment'],
    403: ['payment_session_invalid'],
  },
  paymentPsp: {
    400: ['payment_method_disabled', 'vat_number_invalid'],
    403: ['payment_session_invalid'],
    404: ['payment_not_found'],
    409: ['payment_already_started', 'payment_journeys_invalid'],
  },
  paymentPrivateCards: {
    400: [
      'company_name_mandatory',
      'in_progress_journey_not_allowed',
      'journey_vehicle_category_forbidden',
      'payment_method_disabled',
      'prepayment_not_allowed',
      'private_card_bin_error',
      'private_card_type_not_match',
      'vat_number_invalid',
    ],
    403: ['payment_session_invalid'],
    404: ['payment_not_found'],
    409: ['payment_already_started', 'payment_being_confirmed', 'payment_journeys_invalid'],
  },
  paymentStatus: { 404: ['payment_not_found'] },
  paymentMethods: {},
  payboxNotification: { 400: ['invalid_notification'] },
  axeptaNotification: { 400: ['invalid_notification'] },
  paymentReturn: {},
  paymentReturnPost: {},
  paymentReceipt: { 404: ['payment_not_found'], 409: ['receipt_unavailable'] },
  sendPaymentReceipt: {
    404: ['payment_not_found'],
    409: ['receipt_unavailable'],
    429: ['receipt_resend_limit'],
  },
  paymentEmail: { 404: ['payment_not_found'] },
  alertStatus: { 400: ['invalid_number_plate'] },
  subscribeAlert: {
    400: [
      'captcha_mandatory',
      'invalid_date_range',
      'invalid_number_plate',
      'vehicle_proof_invalid',
    ],
    403: ['captcha_expired', 'captcha_invalid', 'vehicle_proof_required'],
    409: ['alert_handover_pending', 'alert_handover_refused'],
  },
  unsubscribeAlert: {},
  confirmAlert: {
    404: ['alert_confirmation_invalid'],
    409: ['alert_handover_pending', 'alert_handover_refused'],
    410: ['alert_confirmation_expired'],
  },
  oneClickUnsubscribeAlert: {},
  alertHandover: { 404: ['alert_handover_invalid'] },
  decideAlertHandover: { 404: ['alert_handover_invalid'] },
  protestReasons: {},
  createProtest: {
    400: [
      'mandatory_attachment_missing',
      'mandatory_comment_missing',
      'mime_type_not_valid',
      'protest_files_number',
      'protest_journey_not_contestable',
      'protest_journeys_invalid',
      'protest_reason_not_found',
      'protest_type_mismatch',
      'renter_protest_no_journey_selected',
    ],
    401: ['unauthorized'],
    403: ['protest_session_invalid'],
    404: ['protest_journeys_invalid'],
    408: ['request_timeout'],
    409: ['protest_journey_already_contested'],
    413: ['claim_files_toobig'],
  },
  operatorProtests: apiKey,
  operatorProtest: { 401: ['api_key_invalid', 'api_key_missing'], 404: ['protest_not_found'] },
  operatorProtestAttachment: {
    401: ['api_key_invalid', 'api_key_missing'],
    404: ['protest_attachment_not_found', 'protest_not_found'],
  },
  decideProtest: {
    400: ['protest_reduced_price_invalid'],
    401: ['api_key_invalid', 'api_key_missing'],
    404: ['protest_not_found'],
    409: ['protest_already_decided'],
  },
  operatorVehicleProof: {
    400: ['invalid_number_plate'],
    401: ['api_key_invalid', 'api_key_missing'],
    404: ['vehicle_not_found'],
  },
  operatorCompanies: apiKey,
  createOperatorCompany: {
    401: ['api_key_invalid', 'api_key_missing'],
    409: ['company_code_already_used'],
  },
  inviteRenter: {
    401: ['api_key_invalid', 'api_key_missing'],
    404: ['company_not_found'],
    409: ['email_already_used'],
  },
  suspendCompany: companyByCode,
  unsuspendCompany: companyByCode,
  resendReceipt: {
    ...staffOnly,
    404: ['payment_not_found'],
    409: ['payment_not_paid', 'receipt_recipient_missing'],
  },
  cancelJourney: {
    ...staffFreshOnly,
    404: ['journey_not_found'],
    409: ['journey_already_paid', 'journey_not_cancellable'],
  },
  movePassages: {
    ...staffFreshOnly,
    404: ['passage_not_found'],
    409: ['passages_not_movable'],
  },
  extendDeadline: {
    ...staffOnly,
    400: ['deadline_extension_invalid'],
    404: ['journey_not_found'],
    409: ['deadline_not_extendable'],
  },
  refunds: { ...staffOnly },
  paymentRefunds: { ...staffOnly, 404: ['payment_not_found'] },
  requestRefund: {
    ...staffFreshOnly,
    404: ['payment_not_found'],
    409: ['payment_not_refundable', 'refund_in_progress', 'refund_over_amount'],
  },
  decideRefund: {
    ...staffFreshOnly,
    404: ['refund_not_found'],
    409: ['refund_not_pending'],
  },
  contentItems: { ...staffOnly },
  contentItem: { ...staffOnly, 400: ['article_id_reserved'], 404: ['content_not_found'] },
  saveContentDraft: {
    ...staffOnly,
    400: [
      'article_id_reserved',
      'media_picture_unknown',
      'content_article_unknown',
      'help_category_unknown',
    ],
    404: ['content_not_found'],
  },
  publishContent: {
    ...staffOnly,
    400: [
      'content_incomplete',
      'article_id_reserved',
      'help_entry_article_missing',
      'media_picture_unknown',
      'content_article_unknown',
      'help_category_unknown',
    ],
    404: ['content_not_found'],
    409: ['help_category_in_use', 'help_entry_article_taken'],
    503: ['content_publish_busy'],
  },
  mediaPictures: { ...staffOnly },
  uploadMediaPicture: {
    ...staffOnly,
    400: ['media_type_not_valid', 'media_dimensions_too_large'],
    408: ['request_timeout'],
    413: ['media_too_large'],
    429: ['media_staff_limit', 'media_whitelabel_limit'],
  },
  staffEnrolmentOptions: { 403: ['forbidden'], 404: ['staff_enrolment_invalid'] },
  staffEnrol: { 400: ['passkey_invalid'], 403: ['forbidden'], 404: ['staff_enrolment_invalid'] },
  staffSignInOptions: { 403: ['forbidden'] },
  staffSignIn: { 400: ['passkey_invalid'], 401: ['unauthorized'], 403: ['forbidden'] },
  staffSession: { 401: ['unauthorized'] },
  staffSignOut: { 403: ['forbidden'] },
  staffSsoStatus: {},
  staffSsoStart: {
    403: ['forbidden'],
    404: ['staff_sso_off'],
    503: ['staff_sso_unavailable'],
  },
  staffSsoCallback: {
    400: ['staff_sso_state_invalid', 'staff_sso_rejected', 'staff_sso_not_fresh'],
    401: ['unauthorized'],
    403: ['forbidden', 'staff_sso_no_role', 'staff_member_suspended', 'staff_sso_other_person'],
    404: ['staff_sso_off'],
    409: ['staff_member_exists'],
    503: ['staff_sso_unavailable'],
  },
  staffSsoFreshCheck: {
    401: ['unauthorized'],
    403: ['forbidden', 'staff_sso_not_signed_on'],
    404: ['staff_sso_off'],
    503: ['staff_sso_unavailable'],
  },
  staffMembers: staffOnly,
  inviteStaffMember: {
    ...staffFreshOnly,
    409: ['staff_member_exists'],
    429: ['staff_mail_limit'],
  },
  updateStaffMember: {
    ...staffFreshOnly,
    404: ['staff_member_not_found'],
    409: ['last_admin', 'staff_self_change'],
  },
  newStaffEnrolmentLink: {
    ...staffFreshOnly,
    404: ['staff_member_not_found'],
    409: ['staff_member_suspended'],
    429: ['staff_mail_limit'],
  },
  removeStaffMemberPasskey: {
    ...staffFreshOnly,
    404: ['staff_member_not_found', 'staff_passkey_not_found'],
    409: ['last_passkey'],
  },
  myStaffPasskeys: { 401: ['unauthorized'] },
  removeMyStaffPasskey: {
    ...staffOnly,
    404: ['staff_passkey_not_found'],
    409: ['last_passkey'],
  },
  auditEvents: staffOnly,
  auditEventsExport: staffOnly,
  plateOwners: { 400: ['invalid_number_plate'] },
  register: {
    400: ['bad_password_security', 'captcha_mandatory', 'cgu_mandatory', 'password_mandatory'],
    403: ['captcha_expired', 'captcha_invalid'],
    409: ['email_already_used'],
  },
  activateUser: {
    400: ['bad_password_security', 'invalid_activation_code', 'password_mandatory'],
    410: ['expired_activation_code'],
  },
  sendActivationCode: {},
  userToken: {
    400: ['captcha_mandatory', 'provide_email_and_password_or_refresh_token'],
    401: ['user_not_found'],
    403: ['captcha_expired', 'captcha_invalid', 'user_not_activated'],
    429: ['user_temporary_blocked'],
  },
  refreshUserToken: tokenRefresh,
  passkeySignInOptions: {},
  passkeySignIn: passkeySignIn,
  sendPasswordCode: passwordCode,
  resetPassword: passwordReset,
  me: signedIn,
  updateMe: profileUpdate,
  deleteMe: signedIn,
  logout: signedIn,
  myPlates: signedIn,
  myVehicles: signedIn,
  addMyPlate: {
    400: ['invalid_date_range', 'invalid_number_plate'],
    401: ['unauthorized'],
    403: ['forbidden'],
    409: ['number_plate_already_associated_to_this_user'],
  },
  updateMyPlate: {
    400: ['invalid_date_range'],
    401: ['unauthorized'],
    403: ['forbidden', 'vehicle_proof_required'],
    404: ['vehicle_not_found'],
    409: ['alert_active_for_another_email', 'alert_handover_pending', 'alert_handover_refused'],
  },
  deleteMyPlate: { 401: ['unauthorized'], 403: ['forbidden'], 404: ['vehicle_not_found'] },
  myPasskeys: signedIn,
  myPasskeyOptions: passkeyOptions,
  addMyPasskey: passkeyAdd,
  removeMyPasskey: passkeyRemoval,
  myPayments: signedIn,
  myPaymentReceipt: {
    401: ['unauthorized'],
    403: ['forbidden'],
    404: ['payment_not_found'],
    409: ['receipt_unavailable'],
  },
  proveMyPlate: {
    400: ['vehicle_proof_invalid'],
    401: ['unauthorized'],
    403: ['forbidden', 'vehicle_proof_required'],
    404: ['vehicle_not_found'],
  },
  renterToken: {
    400: ['captcha_mandatory', 'provide_email_and_password_or_refresh_token'],
    401: ['user_not_found'],
    403: ['captcha_expired', 'captcha_invalid', 'company_suspended', 'user_not_activated'],
    429: ['user_temporary_blocked'],
  },
  refreshRenterToken: tokenRefresh,
  resetRenterPassword: passwordReset,
  sendRenterPasswordCode: passwordCode,
  activateRenter: {
    400: ['bad_password_security', 'invalid_activation_code', 'password_mandatory'],
    403: ['company_suspended'],
    410: ['expired_activation_code'],
  },
  sendRenterActivationCode: {},
  renterPasskeySignInOptions: {},
  renterPasskeySignIn: { ...passkeySignIn, 403: ['company_suspended', 'user_not_activated'] },
  renterPasskeys: signedIn,
  renterPasskeyOptions: passkeyOptions,
  addRenterPasskey: passkeyAdd,
  removeRenterPasskey: passkeyRemoval,
  renterMe: signedIn,
  updateRenterMe: profileUpdate,
  deleteRenterMe: { 401: ['unauthorized'], 403: ['forbidden'], 409: ['renter_last_active_user'] },
  renterLogout: signedIn,
  renterJourneys: signedIn,
  renterJourneysExport: signedIn,
  renterPlatesImport: {
    400: [
      'renter_import_error',
      'renter_import_not_found',
      'renter_import_parse_content',
      'renter_import_read_file',
      'renter_import_wrong_format',
    ],
    401: ['unauthorized'],
    403: ['forbidden'],
  },
  renterPlatesExport: signedIn,
  renterPlatesTemplate: signedIn,
  renterPlates: signedIn,
  addRenterPlate: {
    400: ['invalid_date_range', 'invalid_number_plate'],
    401: ['unauthorized'],
    403: ['forbidden'],
    409: ['fleet_period_overlap'],
  },
  closeRenterPlate: {
    400: ['invalid_date_range'],
    401: ['unauthorized'],
    403: ['forbidden'],
    404: ['vehicle_not_found'],
    409: ['fleet_period_overlap'],
  },
  ingestPassages: { 401: ['api_key_invalid', 'api_key_missing'], 413: ['passage_batch_too_large'] },
  importCases: { 400: ['case_batch_too_large'], 401: ['api_key_invalid', 'api_key_missing'] },
  captchaChallenge: {},
  vehicleSearch: staffOnly,
  vehicleTimeline: { ...staffOnly, 400: ['invalid_number_plate'], 404: ['vehicle_not_found'] },
  claimsQueue: staffOnly,
  claimCase: { ...staffOnly, 404: ['protest_not_found'] },
  claimFile: {
    ...staffOnly,
    404: ['protest_attachment_not_found', 'protest_not_found'],
    429: ['claim_file_view_limit'],
  },
  claimDecisionPreview: {
    ...staffFreshOnly,
    400: ['protest_reduced_price_invalid'],
    404: ['protest_not_found'],
    409: ['protest_already_decided'],
  },
  claimDecisionReasons: { ...staffOnly, 404: ['protest_not_found'] },
  decideClaimCase: {
    ...staffFreshOnly,
    400: ['protest_reduced_price_invalid'],
    404: ['protest_not_found'],
    409: ['protest_already_decided'],
  },
  dashboard: { ...staffOnly, 429: ['dashboard_rate_limit'] },
  consoleCompanies: staffOnly,
  consoleCompany: { ...staffOnly, 404: ['company_not_found'] },
  consoleCreateCompany: { ...staffOnly, 409: ['company_code_already_used'] },
  consoleInviteRenter: {
    ...staffOnly,
    404: ['company_not_found'],
    409: ['email_already_used'],
  },
  consoleSuspendCompany: { ...staffOnly, 404: ['company_not_found'] },
  consoleRestoreCompany: { ...staffOnly, 404: ['company_not_found'] },
  consoleCompanyFleet: { ...staffOnly, 404: ['company_not_found'] },
} as const satisfies Record<RouteName, ErrorTable>;

/** Statuses in ascending order, each with its codes once, in the order the tables give them. */
export function mergeErrorTables(...tables: readonly ErrorTable[]): ErrorTable {
  const merged = new Map<ErrorStatus, ErrorCode[]>();
  for (const table of tables) {
    for (const [key, codes] of Object.entries(table) as [`${ErrorStatus}`, ErrorCode[]][]) {
      const status = Number(key) as ErrorStatus;
      const list = merged.get(status) ?? [];
      for (const code of codes) if (!list.includes(code)) list.push(code);
      merged.set(status, list);
    }
  }
  return Object.fromEntries([...merged].sort(([a], [b]) => a - b)) as ErrorTable;
}

/** Every code an operation answers: its own, and the shared ones for its method and place. */
export function operationErrors(
  own: ErrorTable,
  { method, whitelabel }: { method: HttpMethod | 'HEAD'; whitelabel: boolean },
): ErrorTable {
  return mergeErrorTables(
    everyOperationErrors,
    whitelabel ? whitelabelOperationErrors : {},
    method === 'GET' || method === 'HEAD' ? {} : bodyOperationErrors,
    own,
  );
}

type CodesOf<Table> = Table[keyof Table] extends infer Codes
  ? Codes extends readonly (infer Code)[]
    ? Code
    : never
  : never;

/** The codes a contract route may answer, for a client's error handling of that call. */
export type RouteErrorCode<Name extends RouteName> =
  | CodesOf<(typeof routeErrors)[Name]>
  | CodesOf<typeof everyOperationErrors>
  | CodesOf<typeof whitelabelOperationErrors>
  | CodesOf<typeof bodyOperationErrors>;
