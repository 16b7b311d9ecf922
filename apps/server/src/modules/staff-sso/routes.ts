import {
  routes,
  staffSsoCallbackBodySchema,
  staffSsoFinishedSchema,
  staffSsoFreshCheckBodySchema,
  staffSsoStartSchema,
  staffSsoStatusSchema,
} from '@portico/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/secret-files.ts';
import type { NodeEnv } from '../../config/server.ts';
import type { Database } from '../../db/database.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import { clientGoneSignal } from '../../shared/client-gone.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffGuard } from '../staff/guard.ts';
import { presentSession } from '../staff/routes.ts';
import { freshCheckWaysOf } from '../staff/fresh-check-ways.ts';
import { openStaffSession, staffCookie } from '../staff/sessions.ts';
import { browserCookie, browserCookieValue, clearedBrowserCookie } from './browser-cookie.ts';
import { finishSignOn, type SignOnContext, startSignOn, takeLogin } from './flow.ts';
import { createProviderDirectory, ProviderFailure } from './provider.ts';
import { withProviderDeadline } from './provider-deadline.ts';
import { passFreshCheck, startReauthentication } from './reauthentication.ts';
import {
  memberSignedOn,
  recordRefusedSignOn,
  type SignOnTrace,
  SuspendedMember,
} from './provisioning.ts';
import { type StaffSsoSettings, staffSsoOf } from './settings.ts';

export interface StaffSsoRoutesOptions {
  db: Database;
  publicOrigin: string;
  clock: () => Date;
  guard: StaffGuard;
  nodeEnv: NodeEnv;
  /** Where the client secret's variable is read (process.env; a test's stand-in). */
  env: Env;
  /** One call to the provider, and all of one request's calls (STAFF_SSO_*_TIMEOUT_MS). */
  timeouts: { callTimeoutMs: number; requestTimeoutMs: number };
}

const tags = ['Operator console'];

/**
 * The console's single sign-on (issue 28 item 2): whether it is on, the start (where to send the
 * browser), and the callback (the provider's answer, carried by the console's callback page),
 * which opens the same staff session as a passkey sign-in. Per white-label: each operator's own
 * provider, named in its tenant file.
 */
export const staffSsoRoutes: FastifyPluginAsyncZod<StaffSsoRoutesOptions> = async (
  app,
  { db, publicOrigin, clock, guard, nodeEnv, env, timeouts },
) => {
  const providers = createProviderDirectory(timeouts.callTimeoutMs);
  const secure = new URL(publicOrigin).protocol === 'https:';

  /** This white-label's settings, or 404 staff_sso_off, or 503 when named but unusable. */
  const settingsOf = async (request: FastifyRequest): Promise<StaffSsoSettings> => {
    const state = await staffSsoOf(db, request.whitelabel.id, nodeEnv, env);
    if (state.kind === 'off') throw new AppError(404, 'staff_sso_off');
    if (state.kind === 'unusable') {
      request.log.error({ reason: state.reason }, 'staff single sign-on is misconfigured');
      throw new AppError(503, 'staff_sso_unavailable');
    }
    return state.settings;
  };

  const contextOf = async (request: FastifyRequest): Promise<SignOnContext> => ({
    db,
    providers,
    settings: await settingsOf(request),
    whitelabelId: request.whitelabel.id,
    origin: guard.partyOf(request).origin,
    now: clock(),
  });

  /**
   * Runs a request's work with its calls to the provider bounded (the request's deadline, the
   * client hanging up: provider-deadline.ts). The provider's failures are logged with their
   * detail; the person gets the code. No database transaction is open across a provider call.
   */
  const logged = async <T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> => {
    const client = clientGoneSignal(request);
    try {
      return await withProviderDeadline(timeouts.requestTimeoutMs, client.signal, run);
    } catch (error) {
      if (error instanceof ProviderFailure) {
        request.log.warn({ code: error.code, detail: error.detail }, 'staff single sign-on failed');
      }
      throw error;
    } finally {
      client.dispose();
    }
  };

  app.get(
    routes.staffSsoStatus.path,
    {
      schema: {
        summary: 'Whether the console offers sign-in through the operator\u2019s identity provider',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: staffSsoStatusSchema },
      },
    },
    async (request) => {
      const state = await staffSsoOf(db, request.whitelabel.id, nodeEnv, env);
      // A misconfigured one with a name still shows its button: the press says it is unavailable, and the
      // log says why, instead of the way in disappearing without a word.
      return state.kind === 'off' || (state.kind === 'unusable' && !state.providerName)
        ? { enabled: false, providerName: null }
        : {
            enabled: true,
            providerName: state.kind === 'on' ? state.settings.providerName : state.providerName,
          };
    },
  );

  app.post(
    routes.staffSsoStart.path,
    {
      schema: {
        summary: 'Starts a sign-in at the operator\u2019s identity provider',
        description:
          'Answers where to send the browser (authorization code with PKCE, state and nonce kept ' +
          'on the server for this browser, whose cookie this answer sets). Errors: 403 forbidden ' +
          '(another origin); 404 staff_sso_off; 503 staff_sso_unavailable (the provider cannot be ' +
          'reached, or its settings are unusable here).',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: staffSsoStartSchema },
      },
      preHandler: guard.sameOrigin,
    },
    async (request, reply) =>
      logged(request, async () => {
        const { authorizationUrl, browser } = await startSignOn(await contextOf(request));
        void reply.header('set-cookie', browserCookie(browser, secure));
        return { authorizationUrl };
      }),
  );

  app.post(
    routes.staffSsoCallback.path,
    {
      schema: {
        summary: 'Finishes a sign-in at the identity provider, and opens a staff session',
        description:
          'The body is the query the provider sent the console\u2019s callback page. Roles come ' +
          'from the person\u2019s groups; the first sign-in creates the person, later ones update ' +
          'their roles. Fresh (for money and irreversible actions) until five minutes after the ' +
          'provider checked them. Errors: 400 staff_sso_state_invalid (unknown, used, expired, or ' +
          'another browser\u2019s), 400 staff_sso_rejected (the provider refused, or its answer ' +
          'does not verify); 403 staff_sso_no_role, staff_member_suspended, forbidden (another ' +
          'origin); 404 staff_sso_off; 409 staff_member_exists (the e-mail is another provider ' +
          'identity\u2019s); 503 staff_sso_unavailable. After a fresh check started by ' +
          '`POST staff/sso/fresh-check`, the same session is made fresh instead and `returnTo` ' +
          'names the page to go back to; its refusals: 400 staff_sso_state_invalid (also ' +
          'another session\u2019s), staff_sso_not_fresh (the provider did not sign the person in ' +
          'again); 401 unauthorized (the session is over); 403 staff_sso_other_person.',
        tags,
        headers: tenantHeadersSchema,
        body: staffSsoCallbackBodySchema,
        response: { 200: staffSsoFinishedSchema },
      },
      preHandler: guard.sameOrigin,
    },
    async (request, reply) =>
      logged(request, async () => {
        const context = await contextOf(request);
        // The binding is spent whatever comes next (one start, one answer): cleared on a refusal
        // too (the errors plugin keeps the headers set before the throw).
        void reply.header('set-cookie', clearedBrowserCookie(secure));
        const login = await takeLogin(
          context,
          request.body,
          browserCookieValue(request.headers.cookie),
        );
        if (login.freshCheck) {
          const session = await guard.sessionOf(request);
          const freshUntil = await passFreshCheck(
            context,
            { ...login, freshCheck: login.freshCheck },
            request.body,
            session,
            { address: request.ip, requestId: request.id },
          );
          const ways = await freshCheckWaysOf(db, session.member.id, true);
          return {
            ...presentSession(session.member, freshUntil, ways),
            returnTo: login.freshCheck.returnPath,
          };
        }
        const signedOn = await finishSignOn(context, login, request.body);
        const { identity } = signedOn;
        const trace: SignOnTrace = {
          whitelabelId: context.whitelabelId,
          providerActor: `identity provider (${context.settings.providerName})`,
          address: request.ip,
          requestId: request.id,
        };
        if (identity.roles.length === 0) {
          await recordRefusedSignOn(db, identity, 'no group maps to a role', null, trace);
          throw new AppError(403, 'staff_sso_no_role');
        }
        let member;
        try {
          member = await memberSignedOn(db, identity, trace, context.now);
        } catch (error) {
          if (error instanceof SuspendedMember) {
            await recordRefusedSignOn(db, identity, 'suspended', error.memberId, trace);
          }
          throw error;
        }
        const session = await openStaffSession(db, member.id, context.now, {
          freshUntil: signedOn.freshUntil,
        });
        await recordAuditEvent(db, {
          whitelabelId: context.whitelabelId,
          staff: { id: member.id, name: member.name },
          action: 'staff.sign-in',
          target: { type: 'staff', id: member.id },
          after: { method: 'oidc', issuer: identity.issuer },
          address: request.ip,
          requestId: request.id,
        });
        // Fastify appends a second set-cookie: the binding's removal above stays.
        void reply.header('set-cookie', staffCookie(session.cookieValue, secure));
        const ways = await freshCheckWaysOf(db, member.id, true);
        return { ...presentSession(member, session.freshUntil, ways), returnTo: null };
      }),
  );

  app.post(
    routes.staffSsoFreshCheck.path,
    {
      schema: {
        summary: 'Starts a fresh check at the identity provider, for a person it signed in',
        description:
          'The fresh check of a person signed in by the identity provider, who may hold no ' +
          'passkey: the provider is asked to sign them in again (prompt=login, max_age=0). ' +
          'Answers where to send the browser; the callback then makes this session fresh for ' +
          'five minutes and names `returnTo`. Errors: 401 unauthorized; 403 forbidden (another ' +
          'origin), staff_sso_not_signed_on (the session was opened by a passkey, or its person ' +
          'has no identity at the provider); 404 staff_sso_off; 503 staff_sso_unavailable.',
        tags,
        headers: tenantHeadersSchema,
        body: staffSsoFreshCheckBodySchema,
        response: { 200: staffSsoStartSchema },
      },
      preHandler: guard.sameOrigin,
    },
    async (request, reply) =>
      logged(request, async () => {
        const session = await guard.sessionOf(request);
        const { authorizationUrl, browser } = await startReauthentication(
          await contextOf(request),
          session,
          request.body.returnTo,
        );
        void reply.header('set-cookie', browserCookie(browser, secure));
        return { authorizationUrl };
      }),
  );
};
