import { z } from 'zod';
import { accountEmailMaxLength } from '../accounts/vocabulary.ts';
import { textSchema } from '../text.ts';
import { staffRoles } from './roles.ts';

const noControl = /^[^\p{Cc}]*$/u;

/** How long an enrolment link works: an invitation is read within three days, or sent again. */
export const staffEnrolmentHours = 72;

/**
 * A person invited to the console (issue 28 item 1): by an admin, or the first admin by the
 * `staff:invite` command. Their roles are a non-empty set of the contract's roles.
 */
export const staffInvitationSchema = z.object({
  email: z.email().max(accountEmailMaxLength),
  name: textSchema().trim().min(1).max(120).regex(noControl),
  roles: z
    .array(z.enum(staffRoles))
    .min(1)
    .max(staffRoles.length)
    .refine((roles) => new Set(roles).size === roles.length, 'each role once'),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
