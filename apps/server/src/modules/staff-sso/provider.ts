import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { AppError } from '../../shared/app-error.ts';
import { deadlineFetch } from './provider-deadline.ts';
import type { StaffSsoSettings } from './settings.ts';

/** A discovered provider is reused this long (its keys are fetched again when they change). */
const discoveryTtlMs = 60 * 60_000;

/** Why a call to the provider failed, for the log; the person gets the error's code only. */
export class ProviderFailure extends AppError {
  readonly detail: string;
  constructor(
    statusCode: 400 | 503,
    code: 'staff_sso_rejected' | 'staff_sso_not_fresh' | 'staff_sso_unavailable',
    detail: string,
  ) {
    super(statusCode, code);
    this.detail = detail;
  }
}

/**
 * The provider's metadata and this client, discovered once an hour per issuer, client and
 * secret (so a changed secret or issuer takes effect at once); a failed discovery is not kept.
 * Every call through it (discovery, then the configuration's: keys, code exchange, userinfo)
 * takes at most `callTimeoutMs` (openid-client's `timeout`, in seconds, an AbortSignal on each
 * fetch) and ends with the request's deadline (deadlineFetch): a hung provider is an outage,
 * not a hang.
 */
export function createProviderDirectory(callTimeoutMs: number) {
  const known = new Map<string, { config: oidc.Configuration; until: number }>();
  return async (settings: StaffSsoSettings, now: Date): Promise<oidc.Configuration> => {
    const key = createHash('sha256')
      .update(JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]))
      .digest('hex');
    const hit = known.get(key);
    if (hit && hit.until > now.getTime()) return hit.config;
    const config = await calling('discovery', () =>
      oidc.discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        oidc.ClientSecretBasic(settings.clientSecret),
        {
          timeout: callTimeoutMs / 1000,
          [oidc.customFetch]: deadlineFetch,
          // The tenant file allows http only on loopback, and production refuses it (settings.ts).
          execute: settings.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
        },
      ),
    );
    known.set(key, { config, until: now.getTime() + discoveryTtlMs });
    return config;
  };
}

export type ProviderDirectory = ReturnType<typeof createProviderDirectory>;

/**
 * Runs one call to the provider and sorts its failures: the provider out of reach, slow or
 * answering with a server error is 503 staff_sso_unavailable (an outage, never a 500); an
 * answer that does not verify (issuer, audience, nonce, signature, a code already used, the
 * provider's own refusal) is 400 staff_sso_rejected, and a check by the provider older than
 * `max_age` allows 400 staff_sso_not_fresh.
 */
export async function calling<T>(step: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw sorted(step, error);
  }
}

/**
 * openid-client's refusal of an ID token whose `auth_time` is older than `max_age` allows: the
 * provider did not check the person again. (Its timestamp error wraps oauth4webapi's, whose
 * cause names the claim.)
 */
function isAuthTimeRefusal(error: oidc.ClientError): boolean {
  if (error.code !== 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return false;
  const inner: unknown = error.cause;
  const checked: unknown = inner instanceof Error ? inner.cause : undefined;
  return (
    typeof checked === 'object' &&
    checked !== null &&
    'claim' in checked &&
    checked.claim === 'auth_time'
  );
}

const outageCodes = new Set([
  'OAUTH_TIMEOUT',
  'OAUTH_ABORT',
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
]);

function sorted(step: string, error: unknown): unknown {
  const detail = `${step}: ${error instanceof Error ? `${error.name} ${error.message}` : String(error)}`;
  if (error instanceof TypeError) return new ProviderFailure(503, 'staff_sso_unavailable', detail);
  if (error instanceof oidc.ResponseBodyError) {
    return error.status >= 500
      ? new ProviderFailure(503, 'staff_sso_unavailable', `${detail} (${error.error})`)
      : new ProviderFailure(400, 'staff_sso_rejected', `${detail} (${error.error})`);
  }
  if (error instanceof oidc.AuthorizationResponseError) {
    return new ProviderFailure(400, 'staff_sso_rejected', `${detail} (${error.error})`);
  }
  if (error instanceof oidc.ClientError && isAuthTimeRefusal(error)) {
    return new ProviderFailure(400, 'staff_sso_not_fresh', detail);
  }
  if (error instanceof oidc.ClientError) {
    return outageCodes.has(error.code ?? '') || step === 'discovery'
      ? new ProviderFailure(503, 'staff_sso_unavailable', `${detail} (${error.code})`)
      : new ProviderFailure(400, 'staff_sso_rejected', `${detail} (${error.code})`);
  }
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    return new ProviderFailure(400, 'staff_sso_rejected', detail);
  }
  return error;
}
