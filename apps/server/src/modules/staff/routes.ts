import {
  type FreshCheckWay,
  passkeyOptionsSchema,
  routes,
  type StaffAction,
  staffActions,
  staffEnrolBodySchema,
  staffEnrolmentOptionsBodySchema,
  type StaffRole,
  staffMay,
  staffSessionSchema,
  staffSignInBodySchema,
} from '@portico/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { enrolmentOptions, enrolPasskey, signInOptions, verifyPasskey } from './passkeys.ts';
import type { StaffGuard } from './guard.ts';
import {
  clearedStaffCookie,
  endStaffSession,
  openStaffSession,
  readStaffSession,
  staffCookie,
  staffCookieValue,
} from './sessions.ts';
import { recordAuditEvent } from './audit.ts';
import { freshCheckWaysOf } from './fresh-check-ways.ts';

export interface StaffRoutesOptions {
  db: Database;
  publicOrigin: string;
  clock: () => Date;
  /** The console's guard, shared by every console route plugin (guard.ts). */
  guard: StaffGuard;
}

const tags = ['Operator console'];
const noContent = z.null().describe('No content');

/**
 * The console's sign-in by passkey (issue 28 items 1 and 3): enrol from a one-time link, sign in,
 * read the session, sign out. The session is an HttpOnly, SameSite=Strict cookie; every call that
 * changes something must come from the portal's own origin (its Origin header), so no other site
 * can make a signed-in browser act.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { db, publicOrigin, clock, guard },
) => {
  const { partyOf, sameOrigin, sessionOf } = guard;
  const secure = new URL(publicOrigin).protocol === 'https:';

  const trace = (request: FastifyRequest) => ({ address: request.ip, requestId: request.id });

  const signedIn = async (
    reply: FastifyReply,
    member: { id: string; name: string; email: string; roles: StaffRole[] },
    passkeyId: string,
  ) => {
    const session = await openStaffSession(db, member.id, clock(), { passkeyId });
    void reply.header('set-cookie', staffCookie(session.cookieValue, secure));
    return presentSession(member, session.freshUntil, await freshCheckWaysOf(db, member.id, false));
  };

  app.post(
    routes.staffEnrolmentOptions.path,
    {
      schema: {
        summary: 'The passkey creation options for an enrolment link',
        description:
          'The body carries the link\u2019s token (after `#` in the link). Errors: 404 ' +
          'staff_enrolment_invalid (unknown, used or expired link).',
        tags,
        headers: tenantHeadersSchema,
        body: staffEnrolmentOptionsBodySchema,
        response: { 200: passkeyOptionsSchema },
      },
      preHandler: sameOrigin,
    },
    (request) =>
      enrolmentOptions(db, request.whitelabel.id, request.body.token, partyOf(request), clock()),
  );

  app.post(
    routes.staffEnrol.path,
    {
      schema: {
        summary: 'Enrols a passkey from a one-time link, and signs its person in',
        description:
          'The link is then used up. Errors: 400 passkey_invalid (the authenticator\u2019s answer ' +
          'does not verify: origin, challenge, signature); 403 forbidden (another origin); 404 ' +
          'staff_enrolment_invalid.',
        tags,
        headers: tenantHeadersSchema,
        body: staffEnrolBodySchema,
        response: { 201: staffSessionSchema },
      },
      preHandler: sameOrigin,
    },
    async (request, reply) => {
      const now = clock();
      const { memberId, passkeyId } = await enrolPasskey(
        db,
        request.whitelabel.id,
        request.body,
        partyOf(request),
        now,
        trace(request),
      );
      const member = await memberOf(db, memberId);
      return reply.code(201).send(await signedIn(reply, member, passkeyId));
    },
  );

  app.post(
    routes.staffSignInOptions.path,
    {
      schema: {
        summary: 'The passkey request options of a sign-in (any passkey of this site)',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: passkeyOptionsSchema },
      },
      preHandler: sameOrigin,
    },
    (request) => signInOptions(db, partyOf(request), clock()),
  );

  app.post(
    routes.staffSignIn.path,
    {
      schema: {
        summary: 'Signs a person in with a passkey (a new session cookie)',
        description:
          'Also the fresh check before money or irreversible actions: a new session, fresh for ' +
          'five minutes. Errors: 400 passkey_invalid; 403 forbidden (another origin).',
        tags,
        headers: tenantHeadersSchema,
        body: staffSignInBodySchema,
        response: { 200: staffSessionSchema },
      },
      preHandler: sameOrigin,
    },
    async (request, reply) => {
      const now = clock();
      const holder = await verifyPasskey(
        db,
        request.whitelabel.id,
        request.body.credential,
        partyOf(request),
        now,
      );
      const member = await memberOf(db, holder.id);
      await recordAuditEvent(db, {
        whitelabelId: request.whitelabel.id,
        staff: { id: member.id, name: member.name },
        action: 'staff.sign-in',
        target: { type: 'staff', id: member.id },
        ...trace(request),
      });
      return signedIn(reply, member, holder.passkeyId);
    },
  );

  app.get(
    routes.staffSession.path,
    {
      schema: {
        summary: 'The signed-in person, their roles and what they may do',
        description:
          'Errors: 401 unauthorized (no session, or over: 30 minutes idle, 12 hours old).',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: staffSessionSchema },
      },
    },
    async (request) => {
      const session = await sessionOf(request);
      const openedByProvider = session.passkeyId === null && session.member.ssoSubject !== null;
      return presentSession(
        session.member,
        session.freshUntil,
        await freshCheckWaysOf(db, session.member.id, openedByProvider),
      );
    },
  );

  app.delete(
    routes.staffSignOut.path,
    {
      schema: {
        summary: 'Signs out: the session ends and its cookie is removed',
        tags,
        headers: tenantHeadersSchema,
        response: { 204: noContent },
      },
      preHandler: sameOrigin,
    },
    async (request, reply) => {
      const value = staffCookieValue(request.headers.cookie);
      const session = value
        ? await readStaffSession(db, request.whitelabel.id, value, clock())
        : undefined;
      if (session) await endStaffSession(db, session.sessionHash, clock());
      return reply.code(204).header('set-cookie', clearedStaffCookie(secure)).send(null);
    },
  );
};

async function memberOf(db: Database, id: string) {
  const member = await db.query.staffMembers.findFirst({
    where: (table, { eq }) => eq(table.id, id),
  });
  if (!member) throw new AppError(401, 'unauthorized');
  return member;
}

/** The contract's session answer: the person, their roles, what they may do, until when fresh. */
export function presentSession(
  member: { id: string; name: string; email: string; roles: readonly string[] },
  freshUntil: Date,
  freshCheckWays: FreshCheckWay[],
) {
  const roles = member.roles as StaffRole[];
  const actions: StaffAction[] = staffActions.filter((action) => staffMay(roles, action));
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    roles,
    actions,
    freshUntil: freshUntil.toISOString(),
    freshCheckWays,
  };
}
