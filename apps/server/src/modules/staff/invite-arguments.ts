import { parseArgs } from 'node:util';
import { type StaffInvitation, staffInvitationSchema } from '@portico/contract';

/**
 * The arguments of `npm run staff:invite` (issue 28 item 1: the first admin is made by a
 * command), checked by the contract's invitation schema, as the console's invitation will be.
 */
export interface StaffInviteArguments {
  invitation: StaffInvitation;
  /** The white-label's host; absent: DEFAULT_WHITELABEL. */
  host: string | undefined;
}

export const staffInviteUsage =
  'usage: npm run staff:invite -- --email person@operator.example --name "Full Name" ' +
  '[--role admin] [--role agent ...] [--host portal.example.org]   (roles: agent, finance, ' +
  'content, renters, admin; admin when none is given)';

const options = {
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string', multiple: true },
  host: { type: 'string' },
} as const;

/** The arguments, or the list of what is wrong with them (one line each). */
export function parseStaffInviteArguments(
  argv: readonly string[],
): { ok: StaffInviteArguments } | { errors: string[] } {
  let values: { email?: string; name?: string; role?: string[]; host?: string };
  try {
    ({ values } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }));
  } catch (error) {
    return { errors: [error instanceof Error ? error.message : String(error)] };
  }
  const parsed = staffInvitationSchema.safeParse({
    email: values.email,
    name: values.name,
    roles: values.role ?? ['admin'],
  });
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((issue) => {
        const field = String(issue.path[0] ?? '');
        return `--${field === 'roles' ? 'role' : field}: ${issue.message}`;
      }),
    };
  }
  return { ok: { invitation: parsed.data, host: values.host } };
}
