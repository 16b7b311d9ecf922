import { fail, openCommandDatabase, readCommandConfig, say } from '../../command-line.ts';
import { createServices } from '../../services.ts';
import { AppError } from '../../shared/app-error.ts';
import { startFailureLine } from '../../start-failure.ts';
import { mailOrigin } from '../mail/links.ts';
import { parseStaffInviteArguments, staffInviteUsage } from './invite-arguments.ts';
import { enrolmentLink, inviteStaff } from './invitations.ts';

/**
 * `npm run staff:invite -- --email ... --name ... [--role admin]` (issue 28 item 1): the first
 * admin of a white-label's console, made by someone with access to the server; later people are
 * invited from the console by an admin. Prints the one-time enrolment link (72 hours) to hand to
 * the person, who enrols a passkey with it; the invitation is in the audit log as the server's.
 */
const parsed = parseStaffInviteArguments(process.argv.slice(2));
if ('errors' in parsed) fail([...parsed.errors, staffInviteUsage].join('\nportico: '));
const args = 'ok' in parsed ? parsed.ok : fail(staffInviteUsage);

const config = readCommandConfig();
try {
  const handle = await openCommandDatabase(config);
  try {
    const services = createServices(handle.db, config, { databaseDriver: handle.driver });
    const tenant = await services.whitelabel.resolveTenant({
      whitelabelHost: args.host,
      host: undefined,
    });
    const invited = await inviteStaff(handle.db, {
      whitelabelId: tenant.id,
      invitation: args.invitation,
      invitedBy: null,
      now: new Date(),
    });
    await services.mail.close();
    say(
      `invited ${args.invitation.roles.join(', ')} ${invited.memberId} to the console of ` +
        `${tenant.code}; the enrolment link, once, until ${invited.expiresAt.toISOString()}:\n` +
        enrolmentLink(mailOrigin(config.publicOrigin, tenant.hosts), invited.token),
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof AppError) fail(`refused: ${error.code} (${error.statusCode})`);
  fail(
    startFailureLine(error) ??
      `the invitation failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}
process.exit(0);
