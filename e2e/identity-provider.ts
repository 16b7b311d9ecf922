import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/** A person the operator's identity provider knows, and the groups it says they are in. */
export interface ProviderPerson {
  sub: string;
  email: string;
  name: string;
  groups: string[];
}

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * The next sign-in on the login page is reported as made this many seconds earlier, as when
   * the provider's own session from an earlier sign-in is reused: the console's session is then
   * fresh for less than five minutes.
   */
  backdateNextSignIn: (seconds: number) => void;
  close: () => Promise<void>;
}

/**
 * The operator's OpenID provider for the console's browser tests: a real `oidc-provider` on
 * 127.0.0.1, with its development login page (any login name, any password: the login name is
 * the person's `sub`) and consent page, PKCE required, one confidential client whose only
 * redirect URI is the console's callback page.
 */
export async function startIdentityProvider(options: {
  port: number;
  redirectUri: string;
  people: readonly ProviderPerson[];
}): Promise<IdentityProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = 'portico-console';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const people = new Map(options.people.map((person) => [person.sub, person]));
  let backdateS = 0;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: {
      keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig', alg: 'RS256' }],
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
      return { accountId: sub, claims: () => ({ ...person, email_verified: true }) };
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });

  // After the login page's form is taken (POST /interaction/:uid), and before the browser comes
  // back to finish: the sign-in's time, as the interaction's result keeps it, moved back.
  provider.use(async (context, next) => {
    await next();
    const uid = /^\/interaction\/([^/]+)$/.exec(context.path)?.[1];
    if (context.method !== 'POST' || !uid || backdateS === 0) return;
    const interaction = await provider.Interaction.find(uid);
    const login = interaction?.result?.login;
    if (!interaction?.result || !login) return;
    interaction.result = {
      ...interaction.result,
      login: { ...login, ts: Math.floor(Date.now() / 1000) - backdateS },
    };
    await interaction.persist();
    backdateS = 0;
  });

  const server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    backdateNextSignIn: (seconds) => {
      backdateS = seconds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
