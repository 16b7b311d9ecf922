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
