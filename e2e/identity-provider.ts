import { startTestOpenIdProvider, type ProviderPerson } from '../test-support/openid-provider.ts';

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
 * The operator's OpenID provider for the console's browser tests, with its development login
 * page (any login name, any password: the login name is the person's `sub`) and consent page;
 * the client's only redirect URI is the console's callback page.
 */
export async function startIdentityProvider(options: {
  port: number;
  redirectUri: string;
  people: readonly ProviderPerson[];
}): Promise<IdentityProvider> {
  let backdateS = 0;
  const running = await startTestOpenIdProvider({
    port: options.port,
    redirectUris: [options.redirectUri],
    people: new Map(options.people.map((person) => [person.sub, person])),
    loginPages: true,
    // Added before the provider's handler is made: Koa composes its middleware then, once.
    listenerOf: (provider) => {
      // After the login page's form is taken (POST /interaction/:uid), and before the browser
      // comes back to finish: the sign-in's time, as the interaction's result keeps it, moved back.
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
      return provider.callback();
    },
  });

  return {
    issuer: running.issuer,
    clientId: running.clientId,
    clientSecret: running.clientSecret,
    close: running.close,
    backdateNextSignIn: (seconds) => {
      backdateS = seconds;
    },
  };
}
