import type { IDToken, JsonObject } from 'openid-client';
import * as oidc from 'openid-client';
import type { StaffSsoCallbackBody } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { staffFreshMs } from '../staff/sessions.ts';
import { keepSsoLogin, newBrowserBinding, takeSsoLogin } from './logins.ts';
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
 * Starts a sign-in at the provider: authorization code with PKCE (S256), a state and a nonce,
 * all kept server-side for this browser (the binding is the cookie's value, returned here).
 */
export async function startSignOn(
  context: SignOnContext,
): Promise<{ authorizationUrl: string; browser: string }> {
  const config = await context.providers(context.settings, context.now);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browser = newBrowserBinding();
  await keepSsoLogin(
    context.db,
    { whitelabelId: context.whitelabelId, state, browser, nonce, codeVerifier },
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
    max_age: String(ssoMaxAgeS),
  });
  return { authorizationUrl: url.href, browser };
}

/** Who signed in at the provider, and until when that check counts as fresh. */
export interface SignedOn {
  identity: ProviderIdentity;
  freshUntil: Date;
}

/**
 * Finishes it: the state must be this browser's and this white-label's, once (400
 * staff_sso_state_invalid); then openid-client exchanges the code with the verifier and checks
 * the ID token (signature by the provider's published keys, issuer, audience, nonce, auth_time
 * within max_age) and the `iss` of the answer. The groups and e-mail come from the ID token, or
 * from userinfo when the provider keeps them there.
 */
export async function finishSignOn(
  context: SignOnContext,
  answer: StaffSsoCallbackBody,
  browser: string | undefined,
): Promise<SignedOn> {
  const login = await takeSsoLogin(
    context.db,
    context.whitelabelId,
    answer.state,
    browser,
    context.now,
  );
  if (!login) throw new AppError(400, 'staff_sso_state_invalid');
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
  const claims = await claimsOf(config, context.settings, idToken, tokens.access_token);
  const email = typeof claims['email'] === 'string' ? claims['email'].trim() : '';
  if (!/^[^\s@]{1,64}@[^\s@]{1,189}$/.test(email)) {
    throw new ProviderFailure(400, 'staff_sso_rejected', 'no usable email claim');
  }
  const authTime = Math.min((idToken.auth_time ?? 0) * 1000, context.now.getTime());
  return {
    identity: {
      issuer: idToken.iss,
      subject: idToken.sub,
      email,
      name: nameOf(claims, email),
      roles: rolesFromGroups(claims[context.settings.groupsClaim], context.settings.groupRoles),
    },
    freshUntil: new Date(authTime + staffFreshMs),
  };
}

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
