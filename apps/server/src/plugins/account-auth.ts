import type { SignedInAccountType } from '@portico/contract';
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthenticatedAccount, Sessions } from '../modules/accounts/sessions.ts';
import { AppError } from '../shared/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of the calls of a signed-in account (issue 12): a valid bearer access
     * token of the request's white-label, whose sign-in stands, or 401 unauthorized; a token of
     * another account type (a renter's on a customer call) is 403 forbidden.
     */
    requireAccount(accountType: SignedInAccountType): onRequestAsyncHookHandler;
    /**
     * onRequest hook of the calls open to all that a signed-in account makes its own (a customer's
     * payment, issue 12 item 4): no Authorization header, no account; a bearer token that is not
     * a valid access token of the white-label, 401 unauthorized (the web then refreshes it or
     * signs out); otherwise request.account, of either type (the route decides what it uses).
     */
    identifyAccount: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in account; set by requireAccount's hook on the routes that use it. */
    account: AuthenticatedAccount | null;
  }
}

export interface AccountAuthOptions {
  sessions: Pick<Sessions, 'authenticate'>;
  clock?: () => Date;
}

/** The token of `Authorization: Bearer <token>` (scheme case-insensitive, RFC 6750). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match =
    typeof header === 'string' ? /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header) : null;
  return match?.[1];
}

const accountAuth: FastifyPluginAsync<AccountAuthOptions> = async (
  app,
  { sessions, clock = () => new Date() },
) => {
  app.decorateRequest('account', null);
  const identifyAccount: onRequestAsyncHookHandler = async (request) => {
    if (request.headers.authorization === undefined) return;
    const token = bearerToken(request);
    const account = token ? await sessions.authenticate(token, request.whitelabel, clock()) : null;
    if (!account) throw new AppError(401, 'unauthorized');
    request.account = account;
  };
  app.decorate('identifyAccount', identifyAccount);
  app.decorate('requireAccount', (accountType: SignedInAccountType) => {
    const hook: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      const account = token
        ? await sessions.authenticate(token, request.whitelabel, clock())
        : null;
      if (!account) throw new AppError(401, 'unauthorized');
      if (account.accountType !== accountType) throw new AppError(403, 'forbidden');
      request.account = account;
    };
    return hook;
  });
};

export default fp(accountAuth, { name: 'account-auth', fastify: '5.x', dependencies: ['errors'] });
