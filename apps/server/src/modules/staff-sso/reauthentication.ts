import type { StaffSsoCallbackBody } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import { refreshStaffSession, type StaffSignedIn } from '../staff/sessions.ts';
import { freshUntilAfter, sendToProvider, type SignOnContext, verifyAnswer } from './flow.ts';
import type { FreshCheckTarget, SsoLogin } from './logins.ts';
import { ProviderFailure } from './provider.ts';

/**
 * The fresh check through the identity provider (issue 28 items 2 and 3), for a person whose
 * session the provider opened and who may hold no passkey: the provider is asked to sign them in
 * again (`prompt=login`, and `max_age=0`, which a provider that ignores `prompt` must honour),
 * the answer must come back to the same browser and session, and its ID token must name the
 * session's person and a sign-in after the request started. The session then counts as fresh as
 * after a passkey check.
 */
export function startReauthentication(
  context: SignOnContext,
  session: StaffSignedIn,
  returnPath: string,
): Promise<{ authorizationUrl: string; browser: string }> {
  if (session.passkeyId !== null || !session.member.ssoSubject) {
    throw new AppError(403, 'staff_sso_not_signed_on');
  }
  const target: FreshCheckTarget = { sessionHash: session.sessionHash, returnPath };
  return sendToProvider(context, { max_age: '0', prompt: 'login' }, target);
}

/**
 * Checks the provider's answer to a re-authentication; answers until when the session is fresh.
 * Refusals: another session's answer (400 staff_sso_state_invalid, like another browser's),
 * another person signed in at the provider (403 staff_sso_other_person), a sign-in from before
 * the request, the provider's session reused (400 staff_sso_not_fresh).
 */
export async function finishReauthentication(
  context: SignOnContext,
  login: SsoLogin & { freshCheck: FreshCheckTarget },
  answer: StaffSsoCallbackBody,
  session: StaffSignedIn,
): Promise<Date> {
  if (session.sessionHash !== login.freshCheck.sessionHash) {
    throw new AppError(400, 'staff_sso_state_invalid');
  }
  const { idToken } = await verifyAnswer(context, login, answer);
  if (idToken.iss !== session.member.ssoIssuer || idToken.sub !== session.member.ssoSubject) {
    throw new AppError(403, 'staff_sso_other_person');
  }
  // auth_time is in whole seconds: a sign-in in the very second the request started counts.
  const startedS = Math.floor(login.startedAt.getTime() / 1000);
  if (idToken.auth_time === undefined || idToken.auth_time < startedS) {
    throw new ProviderFailure(
      400,
      'staff_sso_not_fresh',
      `auth_time ${String(idToken.auth_time)} is before the request (${startedS})`,
    );
  }
  return freshUntilAfter(idToken, context.now);
}

/**
 * Passes the fresh check: the answer checked, the session fresh until five minutes after the
 * provider's sign-in (401 if it ended meanwhile), and `staff.fresh-check` in the audit log.
 */
export async function passFreshCheck(
  context: SignOnContext,
  login: SsoLogin & { freshCheck: FreshCheckTarget },
  answer: StaffSsoCallbackBody,
  session: StaffSignedIn,
  trace: { address: string; requestId: string },
): Promise<Date> {
  const freshUntil = await finishReauthentication(context, login, answer, session);
  if (!(await refreshStaffSession(context.db, session.sessionHash, freshUntil))) {
    throw new AppError(401, 'unauthorized');
  }
  await recordAuditEvent(context.db, {
    whitelabelId: context.whitelabelId,
    staff: { id: session.member.id, name: session.member.name },
    action: 'staff.fresh-check',
    target: { type: 'staff', id: session.member.id },
    after: { method: 'oidc', issuer: session.member.ssoIssuer },
    ...trace,
  });
  return freshUntil;
}
