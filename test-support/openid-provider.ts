import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import Provider from 'oidc-provider';

/**
 * The operator's OpenID provider as the tests stand it up, shared by the server's tests
 * (apps/server/test/helpers/openid-provider.ts) and the browser tests (e2e/identity-provider.ts):
 * a real `oidc-provider` on 127.0.0.1 with its own RS256 key, PKCE required, one confidential
 * client. Each side chooses how a person signs in (a page, or a hand that answers for the test).
 */

/** A person the provider knows, and the groups it says they are in. */
export interface ProviderPerson {
  sub: string;
  email: string;
  name: string;
  groups: string[];
}

export interface RunningOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

export async function startTestOpenIdProvider(options: {
  port: number;
  redirectUris: readonly string[];
  people: ReadonlyMap<string, ProviderPerson>;
  /** oidc-provider's own login and consent pages (any login name, any password), or none. */
  loginPages: boolean;
  /**
   * The HTTP handler, made from the provider before it listens (a middleware `provider.use`s
   * must be added here: Koa composes them when the handler is made); the provider's own when
   * absent.
   */
  listenerOf?: (provider: Provider) => RequestListener;
}): Promise<RunningOpenIdProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = 'portico-console';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...options.redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    // Looked up at each sign-in: a test may add people after the provider started.
    findAccount: (_context, sub) => {
      const person = options.people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ ...person, email_verified: true }) };
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: options.loginPages } },
  });

  const server = createServer(options.listenerOf?.(provider) ?? provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
