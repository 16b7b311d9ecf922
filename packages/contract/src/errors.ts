/**
 * Every error code the API can answer with: the spec's two catalogues (000 section 8, 001 section 8)
 * and Portico's own. The web maps each to a text in five languages; an unknown code shows the
 * generic message.
 */
export const specErrorCodes = [
  'bad_email_format',
  'bad_password_security',
  'captcha_mandatory',
  'cgu_mandatory',
  'checkbox_mandatory',
  'claim_files_toobig',
  'claim_files_toobig_contact',
  'mime_type_not_valid',
  'mandatory_attachment_missing',
  'mandatory_comment_missing',
  'protest_files_number',
  'country_code_mandatory',
  'invalid_country_code',
  'email_already_used',
  'email_invalid',
  'email_mandatory',
  'number_plate_mandatory',
  'password_mandatory',
  'password_confirmation_mandatory',
  'wrong_password_confirmation',
  'invalid_password',
  'required',
  'incomplete_address',
  'expired_activation_code',
  'invalid_activation_code',
  'user_already_activated',
  'user_not_activated',
  'user_not_found',
  'user_temporary_blocked',
  'expired_password_reset_code',
  'provide_email_and_password_or_refresh_token',
  'false_in_progress_journey',
  'in_progress_journey_not_allowed',
  'journey_vehicle_category_forbidden',
  'prepayment_not_allowed',
  'missing_post_payment_with_prepayment',
  'unauthorized_prepayment',
  'payment_journeys_invalid',
  'payment_session_invalid',
  'private_card_bin_error',
  'private_card_type_not_match',
  'session_without_journeys',
  'number_plate_already_associated_to_this_user',
  'invalid_number_plate',
  'invalid_date_range',
  'immatriculation_not_found',
  'renter_protest_no_journey_selected',
  'renter_import_wrong_format',
  'renter_import_parse_content',
  'renter_import_read_file',
  'renter_import_not_found',
  'renter_import_error',
] as const;

/** Codes the spec does not name but the platform needs (transport and tenancy). */
export const platformErrorCodes = [
  'invalid_request',
  'route_not_found',
  'whitelabel_not_found',
  'article_not_found',
  'faq_category_not_found',
  // The assistant (issue 14): no such content node for this white-label, or not a form to send.
  'smartform_not_found',
  'too_many_requests',
  'payload_too_large',
  // An upload slower than the minimum transfer rate, or past its time (408; issue 24 item 1).
  'request_timeout',
  'unsupported_media_type',
  'service_unavailable',
  'internal_error',
  'api_key_missing',
  'api_key_invalid',
  'passage_batch_too_large',
  'invalid_passage',
  'unknown_gantry',
  'passage_conflict',
  'captcha_invalid',
  'captcha_expired',
  'vehicle_not_found',
  'company_not_found',
  'case_batch_too_large',
  'invalid_case',
  'unknown_gate',
  'case_conflict',
  'payment_not_found',
  'payment_method_disabled',
  'payment_already_started',
  'payment_being_confirmed',
  'receipt_unavailable',
  'receipt_resend_limit',
  // A business payer's receipt details (issue 26 item 9): a VAT number that cannot be one; a VAT
  // number without the company's name.
  'vat_number_invalid',
  'company_name_mandatory',
  'invalid_notification',
  'alert_confirmation_invalid',
  'alert_confirmation_expired',
  // The profile's alert toggle (issue 12): the plate's alerts go to another address; the answer's
  // detail carries it masked (accounts/vocabulary.ts hiddenEmailDetailPath).
  'alert_active_for_another_email',
  // Proof of possession (issue 24 item 6): nothing tells a plate's trips as they happen (alerts, a
  // customer's list of a registered plate) without a receipt of a payment for that vehicle. No
  // proof given or found (403); a receipt number that is not one of this vehicle's (400).
  'vehicle_proof_required',
  'vehicle_proof_invalid',
  // Moving a plate's alerts from the address receiving them (issue 24 item 6): another move of
  // the plate is waiting for its notice period (409); this address asked for the plate and the
  // current address kept it, within the cool-down (409); an unknown or used handover link (404).
  'alert_handover_pending',
  'alert_handover_refused',
  'alert_handover_invalid',
  // Accounts (issue 12): no, expired or revoked token (401); a token of the wrong account type
  // (403); a wrong password-reset code (the spec names only the expired one).
  'unauthorized',
  'forbidden',
  'invalid_password_reset_code',
  // Claims (issue 14): an unknown reason for the type; journeys whose claim category is not the
  // type asked; journeys not in the lookup session nor on the signed-in account's plates; a
  // journey already under an open claim (409); a journey that cannot be contested online (sent
  // to the prosecutor's officer, cancelled or paid); an unknown or expired lookup session.
  'protest_reason_not_found',
  'protest_type_mismatch',
  'protest_journeys_invalid',
  'protest_journey_already_contested',
  'protest_journey_not_contestable',
  'protest_session_invalid',
  // The operator's claim API: no such claim for this white-label (404), already decided (409),
  // no such attachment (404), a reduced price for a journey not in the claim or not lower.
  'protest_not_found',
  'protest_already_decided',
  'protest_attachment_not_found',
  'protest_reduced_price_invalid',
  // The contact form (issue 24 item 4): the sender's stored bytes of the day are used up (429,
  // Retry-After until midnight in Paris).
  'contact_limit_reached',
  // Renters (issue 25): the operator suspended the company (403 at sign-in); deleting the
  // company's last activated user (409: the operator closes a company); a company code taken (409).
  'company_suspended',
  'renter_last_active_user',
  'company_code_already_used',
  // A fleet period (issue 25) overlapping another of the same plate: the company's own, or another
  // company's of the white-label (409, never saying which company).
  'fleet_period_overlap',
  // Passkeys (issue 28 items 1 and 12), of staff and of customers and renters: an authenticator's
  // answer that does not verify (wrong origin, a challenge used or unknown, a bad signature, a
  // counter gone back, a passkey unknown here or removed: 400); no such passkey of the account
  // (404); the account holds the most passkeys it may (409).
  'passkey_invalid',
  'passkey_not_found',
  'passkey_limit_reached',
] as const;

/**
 * Codes only the operator console meets (issue 28), translated by the console app, not by the
 * portal's locale files: an enrolment link unknown, used or expired (404). (passkey_invalid,
 * which the console meets too, is the portal's since customers sign in with passkeys.)
 */
export const consoleErrorCodes = [
  'staff_enrolment_invalid',
  // A money or irreversible action more than five minutes after the last passkey check.
  'fresh_check_required',
  // Staff administration (issue 28 item 1): an address already on this white-label's staff
  // (409); no such person or passkey here (404, also for another white-label's); a change of
  // one's own suspension or admin role (409); the white-label's last active admin (409); one's
  // own last passkey (409: another admin's enrolment link is the only way back); a new link for
  // a suspended person (409: restore them first).
  'staff_member_exists',
  'staff_member_not_found',
  'staff_passkey_not_found',
  'staff_self_change',
  'last_admin',
  'last_passkey',
  'staff_member_suspended',
  // The day's enrolment e-mails (invitations, new links) of the admin, the address or the
  // white-label are used up (429).
  'staff_mail_limit',
  // One person's claim files of the hour or the day, or their bytes of the day, are used up
  // (429); one person's dashboard reads of the minute are (429, with Retry-After).
  'claim_file_view_limit',
  'dashboard_rate_limit',
  // The support agent's actions (issue 28 item 7).
  'payment_not_paid',
  'receipt_recipient_missing',
  'journey_not_found',
  'journey_already_paid',
  'journey_not_cancellable',
  'passage_not_found',
  'passages_not_movable',
  'deadline_extension_invalid',
  'deadline_not_extendable',
  // Refunds (issue 29 item 1): a payment whose PSP took no money (404 for another white-label's
  // payment); another attempt of the payment not finished yet (409); more than was taken less
  // what is refunded (409); no such attempt here (404); an attempt that is no longer in a state
  // the decision applies to (409).
  'payment_not_refundable',
  'refund_in_progress',
  'refund_over_amount',
  'refund_not_found',
  'refund_not_pending',
  // Content editing (issue 28 item 10): a text missing in a language (400, details name the
  // fields and languages), an item or revision that is not this white-label's (404).
  'content_incomplete',
  'content_not_found',
  // A new article's slug is one of the portal's own pages (article-id.ts): never reachable (400).
  'article_id_reserved',
  // A content document points to an article the white-label does not have live (the home's
  // blocks, the footer, the trips page): details name each (400).
  'content_article_unknown',
  // Another publication of the item held it longer than the wait allows, or this one passed
  // the time a publication may hold the item: nothing was published (503).
  'content_publish_busy',
  // The help centre's items: a category the help page removes still has entries or steps of the
  // assistant (409; details name each category); an entry's article does not exist (400) or is
  // already an entry of another category (409: an article is listed in one category only).
  'help_category_in_use',
  'help_entry_article_missing',
  'help_entry_article_taken',
  // A step of the assistant starts from a help category the help page does not have live (400;
  // details name each).
  'help_category_unknown',
  // The media store (issue 28 item 10): a file that is not PNG, JPEG or WebP by its first bytes,
  // or whose dimensions cannot be read (400); a picture over its bytes (413) or its pixels (400);
  // the person's or the white-label's bytes of the day used up (429); a content document naming
  // a picture that is not one of the white-label's (400).
  'media_type_not_valid',
  'media_too_large',
  'media_dimensions_too_large',
  'media_staff_limit',
  'media_whitelabel_limit',
  'media_picture_unknown',
  // Single sign-on (issue 28 item 2): not configured for this white-label (404); the sign-in's
  // state unknown, used, expired or of another browser (400); the provider's answer refused
  // (its error, or a token that does not verify: issuer, audience, nonce, signature, a code
  // used twice) (400); none of the person's groups maps to a role (403); the provider cannot
  // be reached or answers with a failure (503). A suspended person gets staff_member_suspended.
  'staff_sso_off',
  'staff_sso_state_invalid',
  'staff_sso_rejected',
  'staff_sso_no_role',
  'staff_sso_unavailable',
  // The fresh check by the identity provider (issue 28 items 2 and 3): the session did not come
  // from the provider, or its person has no identity there (403); the provider answered with a
  // check from before the request, so it did not ask the person again (400); it signed in
  // another person than the session's (403).
  'staff_sso_not_signed_on',
  'staff_sso_not_fresh',
  'staff_sso_other_person',
] as const;

/** The codes the public portal may meet: its locale files have a text for each. */
export const portalErrorCodes = [...specErrorCodes, ...platformErrorCodes] as const;

export const errorCodes = [...portalErrorCodes, ...consoleErrorCodes] as const;
export type PortalErrorCode = (typeof portalErrorCodes)[number];

/** A code the portal's pages have a text for (any other shows the generic message). */
export function isPortalErrorCode(value: unknown): value is PortalErrorCode {
  return typeof value === 'string' && (portalErrorCodes as readonly string[]).includes(value);
}
export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
