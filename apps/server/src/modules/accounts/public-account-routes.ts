import {
  accountCaptchaQuerySchema,
  credentialsBodySchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  tokenResponseSchema,
  userPathSchema,
} from '@portico/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { passwordResetCalls } from './password-reset.ts';
import type { AccountTenant } from './sessions.ts';
import type { signInCalls } from './sign-in.ts';

/** The public calls both account types have, each on its own paths (issue 25). */
export type PublicAccountCall =
  'token' | 'refresh' | 'activationCode' | 'passwordCode' | 'resetPassword';

/** A call's path and its words in the API documentation, which speak of the account type. */
export interface PublicAccountCallDocs {
  path: string;
  summary: string;
  description: string;
}

/** The use cases behind the calls: the accounts' machinery bound to one account type. */
export type PublicAccountService = ReturnType<typeof signInCalls> &
  ReturnType<typeof passwordResetCalls> & {
    resendActivationCode(tenant: AccountTenant, reference: string): Promise<void>;
  };

export interface PublicAccountRoutesOptions {
  service: PublicAccountService;
  tags: string[];
  /** The account type's own per-IP limit (namedLimitHook); the refresh is not limited by it. */
  limit: onRequestAsyncHookHandler;
  calls: Record<PublicAccountCall, PublicAccountCallDocs>;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const noContent = z.null().describe('No content');

/**
 * Registers the public calls that customers and renters share (sign-in, refresh, activation
 * codes, password codes, password reset): the same schemas, error codes and answers for both,
 * on the paths and with the words the account type gives. Sign-up and activation differ (a
 * renter is invited and sets its first password there) and stay with each type's routes.
 */
export function publicAccountRoutes(
  app: ZodApp,
  { service, tags, limit, calls }: PublicAccountRoutesOptions,
): void {
  const { token, refresh, activationCode, passwordCode, resetPassword } = calls;

  app.post(
    token.path,
    {
      schema: {
        summary: token.summary,
        description: token.description,
        tags,
        headers: tenantHeadersSchema,
        querystring: accountCaptchaQuerySchema,
        body: credentialsBodySchema,
        response: {
          200: tokenResponseSchema,
        },
      },
      onRequest: limit,
    },
    (request) => service.signIn(request.whitelabel, request.body, request.query.captchaToken),
  );

  app.post(
    refresh.path,
    {
      schema: {
        summary: refresh.summary,
        description: refresh.description,
        tags,
        headers: tenantHeadersSchema,
        body: refreshBodySchema,
        response: {
          200: tokenResponseSchema,
        },
      },
    },
    (request) => service.refresh(request.whitelabel, request.body.refreshToken),
  );

  app.post(
    activationCode.path,
    {
      schema: {
        summary: activationCode.summary,
        description: activationCode.description,
        tags,
        headers: tenantHeadersSchema,
        params: userPathSchema,
        response: { 204: noContent },
      },
      onRequest: limit,
    },
    async (request, reply) => {
      await service.resendActivationCode(request.whitelabel, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    passwordCode.path,
    {
      schema: {
        summary: passwordCode.summary,
        description: passwordCode.description,
        tags,
        headers: tenantHeadersSchema,
        params: userPathSchema,
        querystring: accountCaptchaQuerySchema,
        response: { 204: noContent },
      },
      onRequest: limit,
    },
    async (request, reply) => {
      await service.sendPasswordCode(
        request.whitelabel,
        request.params.id,
        request.query.captchaToken,
      );
      return reply.code(204).send(null);
    },
  );

  app.put(
    resetPassword.path,
    {
      schema: {
        summary: resetPassword.summary,
        description: resetPassword.description,
        tags,
        headers: tenantHeadersSchema,
        params: userPathSchema,
        body: resetPasswordBodySchema,
        response: { 204: noContent },
      },
      onRequest: limit,
    },
    async (request, reply) => {
      await service.resetPassword(request.whitelabel, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
}
