import { z } from 'zod';
import { languages } from '../languages.ts';
import { staffRolesSchema } from './invitation.ts';
import { staffRoles } from './roles.ts';

/**
 * The console's staff administration (issue 28 item 1): an admin lists the white-label's people,
 * invites one, changes their roles, suspends or restores them, hands a new enrolment link to a
 * person who lost their passkeys, and removes a lost passkey. Each person also lists and removes
 * their own passkeys (never their last one).
 */

/** At most this many people in the list (a white-label's staff is tens, not thousands). */
export const staffMembersMax = 500;

const dateTime = z.iso.datetime({ offset: true });

/** A passkey as its person and the admins see it: never its key or credential id. */
export const staffPasskeySchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: dateTime,
  /** The last sign-in with it; null when never used since enrolment. */
  lastUsedAt: dateTime.nullable(),
});
export type StaffPasskey = z.infer<typeof staffPasskeySchema>;

export const staffPasskeysSchema = z.object({ passkeys: z.array(staffPasskeySchema) });

export const staffMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(staffRoles)),
  suspended: z.boolean(),
  /** Who invited them: null for the first admin (the staff:invite command) or a person gone. */
  invitedBy: z.string().nullable(),
  createdAt: dateTime,
  passkeys: z.array(staffPasskeySchema),
  /** Until when an unused enrolment link works; null when none is pending. */
  enrolmentPendingUntil: dateTime.nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /operator/staff/members: by name, at most `staffMembersMax`. */
export const staffMembersSchema = z.object({ members: z.array(staffMemberSchema) });

/** :memberId of the member routes. */
export const staffMemberPathSchema = z.object({ memberId: z.uuid() });

/** :memberId and :passkeyId of an admin's passkey removal. */
export const staffMemberPasskeyPathSchema = z.object({
  memberId: z.uuid(),
  passkeyId: z.uuid(),
});

/** :passkeyId of a person's removal of their own passkey. */
export const staffPasskeyPathSchema = z.object({ passkeyId: z.uuid() });

/**
 * PATCH /operator/staff/members/:memberId: new roles, a suspension (true) or its end (false), or
 * both; at least one. Nobody suspends themselves or takes their own admin role away, and the
 * white-label keeps an active admin.
 */
export const staffMemberUpdateBodySchema = z
  .object({ roles: staffRolesSchema.optional(), suspended: z.boolean().optional() })
  .strict()
  .refine((body) => body.roles !== undefined || body.suspended !== undefined, 'nothing to change');

/** POST /operator/staff/members/:memberId/enrolment: the e-mail's language (else the site's). */
export const staffEnrolmentLinkBodySchema = z
  .object({ language: z.enum(languages).optional() })
  .strict();

/**
 * A new one-time enrolment link, answered once so the admin can hand it over (it is also
 * e-mailed to the person's address on file); every earlier unused link of the person is void.
 */
export const staffEnrolmentLinkSchema = z.object({
  memberId: z.uuid(),
  link: z.url(),
  expiresAt: dateTime,
});
export type StaffEnrolmentLink = z.infer<typeof staffEnrolmentLinkSchema>;
