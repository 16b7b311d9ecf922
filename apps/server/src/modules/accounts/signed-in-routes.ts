import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import type { AccountTenant, AuthenticatedAccount } from './sessions.ts';

/** The headers of a signed-in account's call (a customer's here, a renter's in modules/renters). */
export const authHeadersSchema = tenantHeadersSchema.extend({
  authorization: z.string().optional().describe('Bearer <accessToken> of the signed-in account'),
});

/** The account the auth hook set; a route without the hook is a bug, not a client error. */
export function accountOf(request: { account: AuthenticatedAccount | null }): AuthenticatedAccount {
  if (!request.account) throw new AppError(401, 'unauthorized');
  return request.account;
}

/** A signed-in call's path and its words in the API documentation, the account type's own. */
export interface SignedInCallDocs {
  path: string;
  summary: string;
  description: string;
}

export interface AccountEndRoutesOptions {
  service: {
    deleteAccount(tenant: AccountTenant, account: AuthenticatedAccount): Promise<void>;
    logout(account: AuthenticatedAccount): Promise<void>;
  };
  tags: string[];
  /** The account type's requireAccount hook: a token of the other type is 403. */
  signedIn: onRequestAsyncHookHandler;
  /** The deletion (its refusals are the contract's, route-errors.ts). */
  deleteAccount: SignedInCallDocs;
  logout: SignedInCallDocs;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const noContent = z.null().describe('No content');

/**
 * Registers the two calls that end a signed-in account's presence, the same for customers and
 * renters: the deletion of the account and the sign-out of this session, both 204.
 */
export function accountEndRoutes(
  app: ZodApp,
  { service, tags, signedIn, deleteAccount, logout }: AccountEndRoutesOptions,
): void {
  app.delete(
    deleteAccount.path,
    {
      schema: {
        summary: deleteAccount.summary,
        description: deleteAccount.description,
        tags,
        headers: authHeadersSchema,
        response: { 204: noContent },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      await service.deleteAccount(request.whitelabel, accountOf(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    logout.path,
    {
      schema: {
        summary: logout.summary,
        description: logout.description,
        tags,
        headers: authHeadersSchema,
        response: { 204: noContent },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      await service.logout(accountOf(request));
      return reply.code(204).send(null);
    },
  );
}
