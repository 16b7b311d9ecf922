import type { Socket } from 'node:net';
import {
  startTestOpenIdProvider,
  type ProviderPerson,
} from '../../../../test-support/openid-provider.ts';
import { freePort } from './free-port.ts';

/** Paths of oidc-provider's default routes that a test may make hang (`stall`). */
const endpointPaths = { token: '/token', userinfo: '/me' } as const;
export type StallableEndpoint = keyof typeof endpointPaths;

/**
 * The test OpenID provider (test-support/openid-provider.ts) at a free port, for the console's
 * single sign-on tests. Its login and consent page is replaced by a hand that signs in whoever
 * the test named (`signIn`). One of its endpoints can be made to hang (`stall`): it reads those
 * requests and never answers.
 */
export async function startOpenIdProvider(redirectUris: string[]) {
  const people = new Map<string, ProviderPerson>();
  let signingIn: string | undefined;
  let signedInAt: number | undefined;
  let stalled: string | undefined;
  const held = new Set<Socket>();

  const running = await startTestOpenIdProvider({
    port: await freePort(),
    redirectUris,
    people,
    loginPages: false,
    listenerOf: (provider) => {
      const handle = provider.callback();
      return (request, response) => {
        const path = new URL(request.url ?? '/', running.issuer).pathname;
        if (stalled !== undefined && path === stalled) {
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
          const grant = new provider.Grant({ accountId, clientId: running.clientId });
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
      };
    },
  });

  return {
    issuer: running.issuer,
    clientId: running.clientId,
    clientSecret: running.clientSecret,
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
    close: running.close,
  };
}

export type OpenIdProvider = Awaited<ReturnType<typeof startOpenIdProvider>>;
