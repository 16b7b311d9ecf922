import {
  routes,
  staffEnrolmentLinkBodySchema,
  staffEnrolmentLinkSchema,
  staffInvitationSchema,
  staffMemberPasskeyPathSchema,
  staffMemberPathSchema,
  staffMemberSchema,
  staffMembersSchema,
  staffMemberUpdateBodySchema,
} from '@portico/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { mailOrigin } from '../mail/links.ts';
import { renewEnrolmentLink } from './enrolment-renewal.ts';
import { type StaffGuard, staffActorOf } from './guard.ts';
import { enrolmentLink, inviteStaff } from './invitations.ts';
import { reserveStaffMail, type StaffMailAllowance } from './mail-allowance.ts';
import { changeStaffMember } from './member-changes.ts';
import { listStaffMembers, memberOfWhitelabel, presentStaffMember } from './members.ts';
import { removePasskey } from './passkey-removal.ts';

export interface StaffMemberRoutesOptions {
  db: Database;
  publicOrigin: string;
  clock: () => Date;
  guard: StaffGuard;
  /** Asks the mail job for a run once an enrolment e-mail is committed. */
  kickMail: () => void;
  /** How many enrolment e-mails a day may send, per admin, address and white-label. */
  mailAllowance: StaffMailAllowance;
}

const tags = ['Operator console'];
const noContent = z.null().describe('No content');
const mailLimitNote =
  ' 429 staff_mail_limit: the day\u2019s enrolment e-mails of this admin, this address or this ' +
  'white-label are used up (STAFF_MAILS_PER_*_PER_DAY), counted before anything is written.';
const adminNote =
  ' Needs the admin role (staff.manage) and, to change anything, a passkey check within five ' +
  'minutes; a person of another white-label is unknown here (404).';

/**
 * The admins' staff administration (issue 28 item 1): the white-label's people, an invitation,
 * roles and suspension, a new enrolment link for lost passkeys, a passkey's removal. The rules and
 * writes are the services'; each change and its audit event commit together.
 */
export const staffMemberRoutes: FastifyPluginAsyncZod<StaffMemberRoutesOptions> = async (
  app,
  { db, publicOrigin, clock, guard, kickMail, mailAllowance },
) => {
  const manage = guard.require('staff.manage');
  /** The e-mail's language: the one asked for, else the white-label's first. */
  const mailLanguageOf = (request: FastifyRequest, asked: string | undefined) =>
    request.whitelabel.languages.find((language) => language === asked) ??
    request.whitelabel.languages[0] ??
    'fr';

  app.get(
    routes.staffMembers.path,
    {
      schema: {
        summary: 'The white-label\u2019s people: roles, suspension, passkeys, pending link',
        description: `By name, at most 500. Errors: 401 unauthorized; 403 forbidden.${adminNote}`,
        tags,
        headers: tenantHeadersSchema,
        response: { 200: staffMembersSchema },
      },
      preHandler: manage,
    },
    async (request) => ({
      members: await listStaffMembers(db, staffActorOf(request).whitelabelId, clock()),
    }),
  );

  app.post(
    routes.inviteStaffMember.path,
    {
      schema: {
        summary: 'Invites a person: e-mails them a one-time enrolment link (72 hours)',
        description:
          'The staff_invitation e-mail (in `language`, else the white-label\u2019s first) ' +
          'carries the link to /operator/enrol on the white-label\u2019s origin. Errors: 401 ' +
          'unauthorized; 403 forbidden, fresh_check_required; 409 staff_member_exists (the ' +
          `address is on this white-label\u2019s staff, whatever its case).${mailLimitNote}` +
          adminNote,
        tags,
        headers: tenantHeadersSchema,
        body: staffInvitationSchema,
        response: { 201: staffMemberSchema },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const now = clock();
      await reserveStaffMail(db, mailAllowance, actor, request.body.email, now);
      const invited = await inviteStaff(db, {
        whitelabelId: actor.whitelabelId,
        invitation: request.body,
        invitedBy: { id: actor.id, name: actor.name },
        now,
        mailLanguage: mailLanguageOf(request, request.body.language),
        address: actor.address,
        requestId: actor.requestId,
      });
      kickMail();
      const member = await presentStaffMember(db, actor.whitelabelId, invited.memberId, now);
      return reply.code(201).send(member);
    },
  );

  app.patch(
    routes.updateStaffMember.path,
    {
      schema: {
        summary: 'Changes a person\u2019s roles, or suspends or restores them',
        description:
          'A suspension ends the person\u2019s sessions at once and voids their unused ' +
          'enrolment links. Errors: 401 unauthorized; 403 forbidden, fresh_check_required; 404 ' +
          'staff_member_not_found; 409 staff_self_change (one\u2019s own suspension or admin ' +
          `role), last_admin (the white-label would have no active admin).${adminNote}`,
        tags,
        headers: tenantHeadersSchema,
        params: staffMemberPathSchema,
        body: staffMemberUpdateBodySchema,
        response: { 200: staffMemberSchema },
      },
      preHandler: manage,
    },
    async (request) => {
      const actor = staffActorOf(request);
      const now = clock();
      await changeStaffMember(db, actor, request.params.memberId, request.body, now);
      return presentStaffMember(db, actor.whitelabelId, request.params.memberId, now);
    },
  );

  app.post(
    routes.newStaffEnrolmentLink.path,
    {
      schema: {
        summary: 'A new one-time enrolment link for a person who lost their passkeys',
        description:
          'E-mailed to the person\u2019s address on file (staff_invitation) and answered here ' +
          'once, to hand over; their earlier unused links stop working. Errors: 401 ' +
          'unauthorized; 403 forbidden, fresh_check_required; 404 staff_member_not_found; 409 ' +
          `staff_member_suspended (restore the person first).${mailLimitNote}${adminNote}`,
        tags,
        headers: tenantHeadersSchema,
        params: staffMemberPathSchema,
        body: staffEnrolmentLinkBodySchema,
        response: { 201: staffEnrolmentLinkSchema },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const actor = staffActorOf(request);
      const { memberId } = request.params;
      const language = mailLanguageOf(request, request.body.language);
      const now = clock();
      // The address on file is what receives the link: counted before the link is made.
      const member = await memberOfWhitelabel(db, actor.whitelabelId, memberId);
      await reserveStaffMail(db, mailAllowance, actor, member.email, now);
      const issued = await renewEnrolmentLink(db, actor, memberId, language, now);
      kickMail();
      const origin = mailOrigin(publicOrigin, request.whitelabel.hosts);
      // The secret is in this answer once: request logs keep method, path and status, no body.
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          memberId,
          link: enrolmentLink(origin, issued.token),
          expiresAt: issued.expiresAt.toISOString(),
        });
    },
  );

  app.delete(
    routes.removeStaffMemberPasskey.path,
    {
      schema: {
        summary: 'Removes a person\u2019s passkey (a lost device)',
        description:
          'Errors: 401 unauthorized; 403 forbidden, fresh_check_required; 404 ' +
          'staff_member_not_found, staff_passkey_not_found; 409 last_passkey (one\u2019s own ' +
          `last passkey).${adminNote}`,
        tags,
        headers: tenantHeadersSchema,
        params: staffMemberPasskeyPathSchema,
        response: { 204: noContent },
      },
      preHandler: manage,
    },
    async (request, reply) => {
      await removePasskey(db, staffActorOf(request), request.params, clock());
      return reply.code(204).send(null);
    },
  );
};
