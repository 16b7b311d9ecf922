import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import Provider from 'oidc-provider';
import { freePort } from './free-port.ts';

/** A person of the test's identity provider. */
export interface ProviderPerson {
  sub: string;
  email: string;
  name: string;
  groups: string[];
}

/** Paths of oidc-provider's default routes that a test may make hang (`stall`). */
const endpointPaths = { token: '/token', userinfo: '/me' } as const;
export type StallableEndpoint = keyof typeof endpointPaths;

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 at a free port, for the console's single
 * sign-on tests: discovery, its own RS256 key, PKCE required, one confidential client. Its login
 * and consent page is replaced by a hand that signs in whoever the test named (`signIn`). One of
 * its endpoints can be made to hang (`stall`): it reads those requests and never answers.
 */
export async function startOpenIdProvider(redirectUris: string[]) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'portico-console';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const people = new Map<string, ProviderPerson>();
  let signingIn: string | undefined;
  let signedInAt: number | undefined;
  let stalled: string | undefined;
  const held = new Set<Socket>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
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
    findAccount: (_context, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ ...person, email_verified: true }),
      };
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
  });
  const handle = provider.callback();
  const server = createServer((request, response) => {
    if (stalled !== undefined && new URL(request.url ?? '/', issuer).pathname === stalled) {
      const { socket } = request;
      held.add(socket);
      socket.once('close', () => held.delete(socket));
      return;
    }
    if (!request.url?.startsWith('/interaction/')) {
      handle(request, response);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      const accountId = signingIn ?? 'nobody';
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope(String(details.params['scope'] ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, {
        login: { accountId, ...(signedInAt === undefined ? {} : { ts: signedInAt }) },
        consent: { grantId },
      });
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    /**
     * Follows the authorization URL as a browser would (cookies kept, redirects followed), the
     * person named signing in, up to the redirect back: its query parameters. `authTime` (epoch
     * seconds) stands for a provider that reports an older sign-in than the one just asked for.
     */
    async signIn(
      authorizationUrl: string,
      sub: string,
      { authTime }: { authTime?: number } = {},
    ): Promise<Record<string, string>> {
      signingIn = sub;
      signedInAt = authTime;
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop += 1) {
        const answer = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const line of answer.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = answer.headers.get('location');
        if (!location) throw new Error(`the provider stopped at ${url}: ${answer.status}`);
        const next = new URL(location, url);
        if (redirectUris.some((uri) => next.href.startsWith(uri))) {
          return Object.fromEntries(next.searchParams);
        }
        url = next.href;
      }
      throw new Error('the provider redirected too often');
    },
    /** Makes that endpoint hang from now on (`undefined`: none hangs). */
    stall(endpoint: StallableEndpoint | undefined) {
      stalled = endpoint && endpointPaths[endpoint];
    },
    /** Connections of requests to a hanging endpoint still open. */
    heldConnections: () => held.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenIdProvider = Awaited<ReturnType<typeof startOpenIdProvider>>;
