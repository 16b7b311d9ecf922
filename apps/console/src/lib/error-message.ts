import type { ErrorCode } from '@portico/contract';
import { passkeyRefusal } from '@portico/passkeys-browser/refusals';
import { isApiError } from './api-client.ts';
import { FreshCheckCancelledError, FreshCheckOtherPersonError } from './fresh-check.ts';
import type { MessageKey } from './messages.ts';

/** The console's texts for what a passkey ceremony or a call may end in. */
export type ErrorMessageKey = Extract<MessageKey, `errors.${string}`>;

/** Server codes the console has its own text for; any other reads as the generic message. */
const codeMessages: Partial<Record<ErrorCode, ErrorMessageKey>> = {
  staff_enrolment_invalid: 'errors.staff_enrolment_invalid',
  passkey_invalid: 'errors.passkey_invalid',
  forbidden: 'errors.forbidden',
  too_many_requests: 'errors.too_many_requests',
  unauthorized: 'errors.unauthorized',
  invalid_request: 'errors.invalid_request',
  fresh_check_required: 'errors.fresh_check_required',
  staff_member_exists: 'errors.staff_member_exists',
  last_admin: 'errors.last_admin',
  staff_self_change: 'errors.staff_self_change',
  last_passkey: 'errors.last_passkey',
  staff_member_suspended: 'errors.staff_member_suspended',
  staff_mail_limit: 'errors.staff_mail_limit',
  claim_file_view_limit: 'errors.claim_file_view_limit',
  dashboard_rate_limit: 'errors.dashboard_rate_limit',
  staff_member_not_found: 'errors.staff_member_not_found',
  staff_passkey_not_found: 'errors.staff_passkey_not_found',
  protest_not_found: 'errors.protest_not_found',
  protest_already_decided: 'errors.protest_already_decided',
  protest_reduced_price_invalid: 'errors.protest_reduced_price_invalid',
  protest_attachment_not_found: 'errors.protest_attachment_not_found',
  content_incomplete: 'errors.content_incomplete',
  content_not_found: 'errors.content_not_found',
  article_id_reserved: 'errors.article_id_reserved',
  content_article_unknown: 'errors.content_article_unknown',
  content_publish_busy: 'errors.content_publish_busy',
  help_category_in_use: 'errors.help_category_in_use',
  help_entry_article_missing: 'errors.help_entry_article_missing',
  help_entry_article_taken: 'errors.help_entry_article_taken',
  help_category_unknown: 'errors.help_category_unknown',
  media_type_not_valid: 'errors.media_type_not_valid',
  media_too_large: 'errors.media_too_large',
  media_dimensions_too_large: 'errors.media_dimensions_too_large',
  media_staff_limit: 'errors.media_staff_limit',
  media_whitelabel_limit: 'errors.media_whitelabel_limit',
  media_picture_unknown: 'errors.media_picture_unknown',
  staff_sso_off: 'errors.staff_sso_off',
  staff_sso_state_invalid: 'errors.staff_sso_state_invalid',
  staff_sso_rejected: 'errors.staff_sso_rejected',
  staff_sso_no_role: 'errors.staff_sso_no_role',
  staff_sso_unavailable: 'errors.staff_sso_unavailable',
  staff_sso_not_signed_on: 'errors.staff_sso_not_signed_on',
  staff_sso_not_fresh: 'errors.staff_sso_not_fresh',
  staff_sso_other_person: 'errors.staff_sso_other_person',
  company_code_already_used: 'errors.company_code_already_used',
  company_not_found: 'errors.company_not_found',
  email_already_used: 'errors.email_already_used',
};

/**
 * What went wrong, as the text to show: a server error by its code, a browser's WebAuthn refusal,
 * a call without an answer as the network's.
 */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (isApiError(error)) {
    if (error.status === 0) return 'errors.network';
    return (error.code && codeMessages[error.code]) || 'errors.unknown';
  }
  if (error instanceof FreshCheckCancelledError) return 'errors.fresh_check_cancelled';
  if (error instanceof FreshCheckOtherPersonError) return 'errors.fresh_check_other_person';
  const refusal = passkeyRefusal(error);
  // Each refusal's text is errors.passkey_<refusal>: a missing one does not compile.
  return refusal ? (`errors.passkey_${refusal}` satisfies ErrorMessageKey) : 'errors.unknown';
}
