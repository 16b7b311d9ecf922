import type { IDToken, JsonObject } from 'openid-client';
import * as oidc from 'openid-client';
import type { StaffSsoCallbackBody } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { staffFreshMs } from '../staff/sessions.ts';
import {
  type FreshCheckTarget,
  keepSsoLogin,
  newBrowserBinding,
  type SsoLogin,
  takeSsoLogin,
} from './logins.ts';
import { calling, ProviderFailure, type ProviderDirectory } from './provider.ts';
import type { ProviderIdentity } from './provisioning.ts';
import { rolesFromGroups } from './roles-from-groups.ts';
import type { StaffSsoSettings } from './settings.ts';
import { AppError } from '../../shared/app-error.ts';

/**
 * The provider must have checked the person within this many seconds (`max_age`): a single
 * sign-on is then as fresh as a passkey check, for money and irreversible actions.
 */
export const ssoMaxAgeS = staffFreshMs / 1000;

/** The console's page the provider sends the browser back to, on the portal's own origin. */
export const ssoRedirectUri = (origin: string) => `${origin}/operator/sso/callback`;

export interface SignOnContext {
  db: Database;
  providers: ProviderDirectory;
  settings: StaffSsoSettings;
  whitelabelId: number;
  /** The portal's origin for the request (the passkeys' relying party's). */
  origin: string;
  now: Date;
}

/**
 * Sends the browser to the provider: authorization code with PKCE (S256), a state and a nonce,
 * all kept server-side for this browser (the binding is the cookie's value, returned here).
 * `ask` is what the provider must check: a sign-in within `max_age`, or a new one (`prompt`).
 */
export async function sendToProvider(
  context: SignOnContext,
  ask: { max_age: string; prompt?: 'login' },
  freshCheck?: FreshCheckTarget,
): Promise<{ authorizationUrl: string; browser: string }> {
  const config = await context.providers(context.settings, context.now);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browser = newBrowserBinding();
  await keepSsoLogin(
    context.db,
    {
      whitelabelId: context.whitelabelId,
      state,
      browser,
      nonce,
      codeVerifier,
      ...(freshCheck ? { freshCheck } : {}),
    },
    context.now,
  );
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: ssoRedirectUri(context.origin),
    response_type: 'code',
    scope: ['openid', 'email', 'profile', ...context.settings.extraScopes].join(' '),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...ask,
  });
  return { authorizationUrl: url.href, browser };
}

/** Starts a sign-in: the provider may keep its own session if it checked the person recently. */
export const startSignOn = (context: SignOnContext) =>
  sendToProvider(context, { max_age: String(ssoMaxAgeS) });

/**
 * The sign-in (or re-authentication) the provider's answer is for: its state must be this
 * browser's and this white-label's, once (400 staff_sso_state_invalid).
 */
export async function takeLogin(
  context: SignOnContext,
  answer: StaffSsoCallbackBody,
  browser: string | undefined,
): Promise<SsoLogin> {
  const login = await takeSsoLogin(
    context.db,
    context.whitelabelId,
    answer.state,
    browser,
    context.now,
  );
  if (!login) throw new AppError(400, 'staff_sso_state_invalid');
  return login;
}

/** The verified answer of the provider: its configuration, the ID token and the access token. */
export interface VerifiedAnswer {
  config: oidc.Configuration;
  idToken: IDToken;
  accessToken: string;
}

/**
 * openid-client exchanges the code with the verifier and checks the ID token (signature by the
 * provider's published keys, issuer, audience, nonce, `auth_time` present and within max_age)
 * and the `iss` of the answer.
 */
export async function verifyAnswer(
  context: SignOnContext,
  login: SsoLogin,
  answer: StaffSsoCallbackBody,
): Promise<VerifiedAnswer> {
  const config = await context.providers(context.settings, context.now);
  const callback = new URL(ssoRedirectUri(context.origin));
  for (const [name, value] of Object.entries({
    code: answer.code,
    state: answer.state,
    iss: answer.iss,
    error: answer.error,
    error_description: answer.errorDescription,
  })) {
    if (value !== undefined) callback.searchParams.set(name, value);
  }
  const tokens = await calling('code exchange', () =>
    oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: answer.state,
      expectedNonce: login.nonce,
      maxAge: ssoMaxAgeS,
    }),
  );
  const idToken = tokens.claims();
  if (!idToken) throw new ProviderFailure(400, 'staff_sso_rejected', 'no ID token');
  return { config, idToken, accessToken: tokens.access_token };
}

/** Who signed in at the provider, and until when that check counts as fresh. */
export interface SignedOn {
  identity: ProviderIdentity;
  freshUntil: Date;
}

/**
 * Finishes a sign-in: the groups and e-mail come from the ID token, or from userinfo when the
 * provider keeps them there.
 */
export async function finishSignOn(
  context: SignOnContext,
  login: SsoLogin,
  answer: StaffSsoCallbackBody,
): Promise<SignedOn> {
  const { config, idToken, accessToken } = await verifyAnswer(context, login, answer);
  const claims = await claimsOf(config, context.settings, idToken, accessToken);
  const email = typeof claims['email'] === 'string' ? claims['email'].trim() : '';
  if (!/^[^\s@]{1,64}@[^\s@]{1,189}$/.test(email)) {
    throw new ProviderFailure(400, 'staff_sso_rejected', 'no usable email claim');
  }
  return {
    identity: {
      issuer: idToken.iss,
      subject: idToken.sub,
      email,
      name: nameOf(claims, email),
      roles: rolesFromGroups(claims[context.settings.groupsClaim], context.settings.groupRoles),
    },
    freshUntil: freshUntilAfter(idToken, context.now),
  };
}

/** The provider's check counts as fresh as a passkey's, from its `auth_time` (never later than now). */
export const freshUntilAfter = (idToken: IDToken, now: Date): Date =>
  new Date(Math.min((idToken.auth_time ?? 0) * 1000, now.getTime()) + staffFreshMs);

/** The ID token's claims, completed by userinfo when the e-mail or the groups are not in it. */
async function claimsOf(
  config: oidc.Configuration,
  settings: StaffSsoSettings,
  idToken: IDToken,
  accessToken: string,
): Promise<JsonObject> {
  const complete = idToken['email'] !== undefined && idToken[settings.groupsClaim] !== undefined;
  if (complete || !config.serverMetadata().userinfo_endpoint) return idToken;
  const userinfo = await calling('userinfo', () =>
    oidc.fetchUserInfo(config, accessToken, idToken.sub),
  );
  return { ...userinfo, ...idToken, ...pick(userinfo, ['email', 'name', settings.groupsClaim]) };
}

const pick = (claims: JsonObject, names: string[]): JsonObject =>
  Object.fromEntries(
    names.filter((name) => claims[name] !== undefined).map((n) => [n, claims[n] ?? null]),
  );

function nameOf(claims: JsonObject, email: string): string {
  const name = typeof claims['name'] === 'string' ? claims['name'].trim() : '';
  if (name) return name.slice(0, 120);
  const given = [claims['given_name'], claims['family_name']].filter(
    (part) => typeof part === 'string',
  );
  return (given.join(' ').trim() || email).slice(0, 120);
}
