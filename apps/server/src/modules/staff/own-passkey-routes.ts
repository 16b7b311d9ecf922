import { routes, staffPasskeyPathSchema, staffPasskeysSchema } from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { type StaffGuard, staffActorOf } from './guard.ts';
import { ownPasskeys } from './members.ts';
import { removePasskey } from './passkey-removal.ts';

export interface OwnPasskeyRoutesOptions {
  db: Database;
  guard: StaffGuard;
  clock: () => Date;
}

const tags = ['Operator console'];

/**
 * A signed-in person's own passkeys (issue 28 item 1), whatever their roles: the list, and the
 * removal of one (a lost device), never of the last one.
 */
export const ownPasskeyRoutes: FastifyPluginAsyncZod<OwnPasskeyRoutesOptions> = async (
  app,
  { db, guard, clock },
) => {
  app.get(
    routes.myStaffPasskeys.path,
    {
      schema: {
        summary: 'The signed-in person\u2019s passkeys',
        description: 'Oldest first. Errors: 401 unauthorized.',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: staffPasskeysSchema },
      },
      preHandler: guard.signedIn,
    },
    async (request) => ({ passkeys: await ownPasskeys(db, staffActorOf(request).id) }),
  );

  app.delete(
    routes.removeMyStaffPasskey.path,
    {
      schema: {
        summary: 'Removes one of the signed-in person\u2019s passkeys (a lost device)',
        description:
          'Errors: 401 unauthorized; 403 forbidden (another origin); 404 ' +
          'staff_passkey_not_found; 409 last_passkey (the last one stays: without it only an ' +
          'admin\u2019s new enrolment link lets the person in again).',
        tags,
        headers: tenantHeadersSchema,
        params: staffPasskeyPathSchema,
        response: { 204: z.null().describe('No content') },
      },
      preHandler: guard.signedIn,
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      await removePasskey(
        db,
        actor,
        { memberId: actor.id, passkeyId: request.params.passkeyId },
        clock(),
      );
      return reply.code(204).send(null);
    },
  );
};
