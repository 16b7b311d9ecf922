import { z } from 'zod';
import { accountEmailMaxLength } from '../accounts/vocabulary.ts';
import { languages } from '../languages.ts';
import { textSchema } from '../text.ts';
import { staffRoles } from './roles.ts';

const noControl = /^[^\p{Cc}]*$/u;

/** How long an enrolment link works: an invitation is read within three days, or sent again. */
export const staffEnrolmentHours = 72;

/**
 * A person invited to the console (issue 28 item 1): by an admin, or the first admin by the
 * `staff:invite` command. Their roles are a non-empty set of the contract's roles.
 */
/** A person's roles: a non-empty set of the contract's roles, each once. */
export const staffRolesSchema = z
  .array(z.enum(staffRoles))
  .min(1)
  .max(staffRoles.length)
  .refine((roles) => new Set(roles).size === roles.length, 'each role once');

export const staffInvitationSchema = z.object({
  email: z.email().max(accountEmailMaxLength),
  name: textSchema().trim().min(1).max(120).regex(noControl),
  roles: staffRolesSchema,
  /**
   * The language of the invitation e-mail (the console's invite): the white-label's first
   * language when absent. The staff:invite command sends no e-mail.
   */
  language: z.enum(languages).optional(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
